import { expect, type APIRequestContext } from '@playwright/test';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { cashOfferFor } from '../../src/lib/checkout/cash-limit.ts';
import { priceOrder } from '../../src/lib/checkout/price-order.ts';
import type { PaymentMethod } from '../../src/lib/order-types.ts';

/**
 * The `index`th product in stock with a price, as the built site publishes it. With `cash`, that
 * one or the next one the shop takes cash on delivery for at once, `quantity` of them to Nairobi
 * (below the shop's limit, as the server prices and judges it: lib/checkout/cash-limit.ts), so
 * that the order can be shipped without the team's call first (cash-limit.spec.ts walks the call).
 */
export async function someProduct(request: APIRequestContext, index = 0, cash?: { quantity: number }) {
  const snapshot = catalogueSnapshot.parse(await (await request.get('/catalogue.json')).json());
  const takesCash = (id: string) => {
    if (!cash) return true;
    const priced = priceOrder([{ id, quantity: cash.quantity }], snapshot, { county: '047', options: { express: false, weekend: false } });
    return priced.ok && cashOfferFor(priced.order, snapshot.shop?.cashLimit).offer === 'offered';
  };
  const listed = Object.entries(snapshot.products).filter(([, p]) => p.inStock && p.priceCents > 0);
  const [id, product] = listed.find(([id], at) => at >= index && takesCash(id))!;
  return { id, ...product };
}

/**
 * The index (as `someProduct` counts) of the cheapest product in stock: a cash order of it is cash
 * on delivery at once, below any limit above which the team must confirm it by phone first.
 */
export async function cheapestProductIndex(request: APIRequestContext): Promise<number> {
  const { products } = catalogueSnapshot.parse(await (await request.get('/catalogue.json')).json());
  const prices = Object.values(products)
    .filter((p) => p.inStock && p.priceCents > 0)
    .map((p) => p.priceCents);
  return prices.indexOf(Math.min(...prices));
}

export interface PlacedOrder {
  orderId: string;
  orderTrackingId: string;
  redirectUrl: string;
  /** What the order costs: one of the product, in cents. */
  totalCents: number;
}

export interface OrderOptions {
  productIndex?: number;
  /** The phone given at checkout (default 0712 345 678): a test's own finds its SMS among the run's. */
  phone?: string;
  /** A signed-in customer's access token (their e-mail then orders); a guest without. */
  token?: string;
  email?: string;
  /** The language the shopper orders in: their messages are written in it. */
  locale?: 'en' | 'sw';
  /** How many of the product (default 1). */
  quantity?: number;
}

/** Asks the API for an order of one of the `productIndex`th product, as the checkout page asks. */
async function initiate(request: APIRequestContext, paymentMethod: PaymentMethod, productIndexOrOptions: number | OrderOptions) {
  const options = typeof productIndexOrOptions === 'number' ? { productIndex: productIndexOrOptions } : productIndexOrOptions;
  const quantity = options.quantity ?? 1;
  const product = await someProduct(request, options.productIndex ?? 0, paymentMethod === 'Cash' ? { quantity } : undefined);
  const { policies } = (await (await request.get('/api/policies/latest')).json()) as { policies: Array<{ type: string; hash: string }> };
  const answer = await request.post('/api/checkout/initiate', {
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'accept-language': options.locale === 'sw' ? 'sw-KE' : 'en-KE',
    },
    data: {
      customer: {
        fullName: 'Achieng Otieno',
        email: options.email ?? `e2e-${Date.now()}@shop.test`,
        phone: options.phone ?? '0712 345 678',
        address: 'Ngong Road',
        apartment: '',
        city: 'Nairobi',
        county: 'Nairobi',
        postalCode: '00100',
      },
      paymentMethod,
      items: [{ id: product.id, quantity }],
      agreements: { termsAndConditions: true, privacyPolicy: true, financialDisclaimer: true },
      acceptedPolicyHashes: Object.fromEntries(policies.map((policy) => [policy.type, policy.hash])),
      idempotencyKey: `e2e_${Date.now()}_${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(answer.status()).toBe(200);
  return { answer: (await answer.json()) as Record<string, unknown>, product };
}

/** A guest's online order (one of a product) placed through the API, as the checkout page places it. */
export async function placeOnlineOrder(
  request: APIRequestContext,
  paymentMethod: Exclude<PaymentMethod, 'Cash'> = 'MPESA',
  productIndexOrOptions: number | OrderOptions = 0,
): Promise<PlacedOrder> {
  const { answer, product } = await initiate(request, paymentMethod, productIndexOrOptions);
  return { ...(answer as Omit<PlacedOrder, 'totalCents'>), totalCents: product.priceCents };
}

/** A guest's cash-on-delivery order (one of a product) placed through the API: its id. */
export async function placeCashOrder(request: APIRequestContext, productIndex = 0): Promise<string> {
  const { answer } = await initiate(request, 'Cash', productIndex);
  expect(answer.cod).toBe(true);
  return String(answer.orderId);
}

/** An order placed through the API as `options` say (a guest's by default): its id, Pesapal's tracking id for an online one, its reference and the product. */
export async function placeOrder(request: APIRequestContext, paymentMethod: PaymentMethod, options: OrderOptions = {}) {
  const { answer, product } = await initiate(request, paymentMethod, options);
  const orderId = String(answer.orderId);
  return {
    orderId,
    orderTrackingId: typeof answer.orderTrackingId === 'string' ? answer.orderTrackingId : '',
    reference: orderId.slice(0, 8).toUpperCase(),
    product,
  };
}
