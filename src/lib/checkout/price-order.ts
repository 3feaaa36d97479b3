import type { Translate } from '../../i18n/index.ts';
import { MAX_LINE_QUANTITY } from '../cart/line.ts';
import type { CatalogueSnapshot } from '../catalogue/snapshot.ts';
import type { CountyCode } from '../delivery/counties.ts';
import { chargedOnline, type OrderDelivery } from '../delivery/order-delivery.ts';
import type { DeliveryOptions } from '../delivery/price-delivery.ts';
import type { OrderItem, PricedOrder } from '../order-types.ts';
import { deliveryForOrder } from './delivery-quote.ts';
import { SERVICE_TAX_TYPE, statutoryTax, type LineTax } from '../tax/tax-types.ts';

export type { PricedOrder };

interface OrderRefusal {
  status: 400 | 409;
  code: 'UNKNOWN_PRODUCT' | 'OUT_OF_STOCK' | 'QUANTITY_TOO_HIGH';
  /** What to tell the shopper, in the language of whoever answers. */
  message: (t: Translate) => string;
  /** 1-based line of the request, and the product it names. */
  line: number;
  productId: string;
}

export type PriceResult = { ok: true; order: PricedOrder } | { ok: false; error: OrderRefusal };

/** Where the order goes, when delivery is to be priced with it. */
export interface DeliverTo {
  county: CountyCode;
  options: DeliveryOptions;
}

/** One line at a unit price, with the tax it is sold under: the one place a line total is computed. */
export function orderLine(
  productId: string,
  productName: string,
  unitPriceCents: number,
  quantity: number,
  tax: LineTax | null,
): OrderItem {
  return { productId, productName, unitPriceCents, quantity, lineTotalCents: unitPriceCents * quantity, tax };
}

/**
 * The order's totals from its lines and delivery: the one place they are computed. The delivery
 * fee is in the shipping and the total exactly when it is charged online, so the total is what the
 * review step shows, the database stores and Pesapal is asked for. Prices include VAT, so no tax
 * is added: taxCents stays 0 (checkout spec section 9), and the VAT the total includes is the
 * figures' vatIncludedCents (lib/orders/figures.ts), from each line's tax. Delivery is a service,
 * taxed as one (SERVICE_TAX_TYPE).
 */
export function pricedOrder(lines: OrderItem[], delivery: OrderDelivery | null): PricedOrder {
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const shippingCents = chargedOnline(delivery);
  const taxCents = 0;
  const deliveryTax = delivery ? statutoryTax(SERVICE_TAX_TYPE) : null;
  return { lines, delivery, deliveryTax, subtotalCents, shippingCents, taxCents, totalCents: subtotalCents + shippingCents + taxCents };
}

/**
 * Prices the requested lines from the catalogue snapshot, and delivery to `deliverTo` from its
 * settings. Lines for the same product are merged (their quantities summed, at most
 * MAX_LINE_QUANTITY); unknown products are a 400, ones the shop no longer sells (not on sale) a 409
 * OUT_OF_STOCK. Whether enough are left is checkout's to ask the database as it takes them.
 */
export function priceOrder(
  items: ReadonlyArray<{ id: string; quantity: number }>,
  snapshot: CatalogueSnapshot,
  deliverTo?: DeliverTo,
): PriceResult {
  const merged = new Map<string, { line: number; quantity: number }>();
  for (const [index, item] of items.entries()) {
    const line = index + 1;
    // Own keys only: 'constructor' or '__proto__' are names of every object, not products.
    const product = Object.hasOwn(snapshot.products, item.id) ? snapshot.products[item.id] : undefined;
    if (!product) {
      return {
        ok: false,
        error: {
          status: 400,
          code: 'UNKNOWN_PRODUCT',
          line,
          productId: item.id,
          message: (t) => t('order.error.unknownProduct', { line, id: item.id }),
        },
      };
    }
    // Whether the shop sells it at all; how many are left is the database's to say when the order takes them.
    if (!product.onSale) {
      return {
        ok: false,
        error: {
          status: 409,
          code: 'OUT_OF_STOCK',
          line,
          productId: item.id,
          message: (t) => t('order.error.outOfStock', { line, name: product.name }),
        },
      };
    }
    const previous = merged.get(item.id);
    const quantity = (previous?.quantity ?? 0) + item.quantity;
    if (quantity > MAX_LINE_QUANTITY) {
      return {
        ok: false,
        error: {
          status: 400,
          code: 'QUANTITY_TOO_HIGH',
          line,
          productId: item.id,
          message: (t) => t('order.error.tooMany', { line, name: product.name, max: MAX_LINE_QUANTITY }),
        },
      };
    }
    merged.set(item.id, { line: previous?.line ?? line, quantity });
  }
  const lines = [...merged].map(([productId, { quantity }]) => {
    const product = snapshot.products[productId]!;
    return orderLine(productId, product.name, product.priceCents, quantity, statutoryTax(product.taxType));
  });
  const delivery = deliverTo ? deliveryForOrder(lines, snapshot, deliverTo.county, deliverTo.options) : null;
  return { ok: true, order: pricedOrder(lines, delivery) };
}
