import type { Translate } from '../../i18n/index.ts';
import type { CatalogueSnapshot } from '../catalogue/snapshot.ts';
import type { OrderItem } from '../order-types.ts';

export interface PricedOrder {
  /** The server's lines, in cents, in the order's own words. */
  lines: OrderItem[];
  subtotal: number;
  /** The delivery fee when it is charged online with the goods (see delivery-quote.ts), else 0. */
  shipping: number;
  /** Checkout spec section 9: tax is 0. */
  tax: 0;
  total: number;
}

export interface OrderRefusal {
  status: 400 | 409;
  code: 'UNKNOWN_PRODUCT' | 'OUT_OF_STOCK' | 'QUANTITY_TOO_HIGH';
  /** What to tell the shopper, in the language of whoever answers. */
  message: (t: Translate) => string;
  /** 1-based line of the request, and the product it names. */
  line: number;
  productId: string;
}

export type PriceResult = { ok: true; order: PricedOrder } | { ok: false; error: OrderRefusal };

/**
 * Prices the requested lines from the catalogue snapshot. Lines for the same product are merged
 * (their quantities summed, at most 100); unknown products are a 400, out-of-stock ones a 409.
 */
export function priceOrder(items: ReadonlyArray<{ id: string; quantity: number }>, snapshot: CatalogueSnapshot): PriceResult {
  const merged = new Map<string, { line: number; quantity: number }>();
  for (const [index, item] of items.entries()) {
    const line = index + 1;
    // Own keys only: 'constructor' or '__proto__' are names of every object, not products.
    const product = Object.hasOwn(snapshot.products, item.id) ? snapshot.products[item.id] : undefined;
    if (!product) {
      return { ok: false, error: { status: 400, code: 'UNKNOWN_PRODUCT', line, productId: item.id, message: (t) => t('order.error.unknownProduct', { line, id: item.id }) } };
    }
    if (!product.inStock) {
      return { ok: false, error: { status: 409, code: 'OUT_OF_STOCK', line, productId: item.id, message: (t) => t('order.error.outOfStock', { line, name: product.name }) } };
    }
    const previous = merged.get(item.id);
    const quantity = (previous?.quantity ?? 0) + item.quantity;
    if (quantity > 100) {
      return { ok: false, error: { status: 400, code: 'QUANTITY_TOO_HIGH', line, productId: item.id, message: (t) => t('order.error.tooMany', { line, name: product.name }) } };
    }
    merged.set(item.id, { line: previous?.line ?? line, quantity });
  }
  const lines = [...merged].map(([productId, { quantity }]): OrderItem => {
    const product = snapshot.products[productId]!;
    return { productId, productName: product.name, unitPriceCents: product.price, quantity, lineTotalCents: product.price * quantity };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  return { ok: true, order: { lines, subtotal, shipping: 0, tax: 0, total: subtotal } };
}
