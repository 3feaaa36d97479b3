import { describe, expect, it } from 'vitest';
import '../../src/i18n/everything.ts';
import { translationsFor } from '../../src/i18n/index.ts';
import { toAccountOrder } from '../../src/lib/account/account-order.ts';
import { customerMessages, type MessageContext } from '../../src/lib/messages/order-messages.ts';
import { shopCancelAlerts } from '../../src/lib/messages/shop-alerts.ts';
import type { Order } from '../../src/lib/order-types.ts';
import { trackedOrderHtml } from '../../src/lib/orders/track-html.ts';
import { trackedOf } from '../../src/api/tracked-order.ts';
import { statutoryTax } from '../../src/lib/tax/tax-types.ts';

/**
 * An order's words say what is true when they are read: after delivery no estimate of days and no
 * money to hand a driver who has been; a paid order's M-PESA code wherever its payment is shown;
 * the shop's alert of a cancellation headed as one.
 */

const ctx: MessageContext = {
  siteUrl: 'https://solarshop.co.ke',
  shop: { name: 'Solar Shop Kenya', phone: '+254712345678', email: 'sales@solarshop.co.ke' },
  alerts: { emails: ['orders@solarshop.co.ke'], phones: [] },
};

const GOODS = 12_345_600;
const FEE = 350_000;

/** An order's money records beside it (its payments, the cash a driver brought, refunds), as its figures read them. */
const records = (
  payments: Array<{ provider: 'pesapal'; status: 'COMPLETED' | 'FAILED'; amountCents: number }>,
  collections: Array<{ amountCents: number }> = [],
) => ({
  money: { payments, collections, refunds: [] },
  driver: null,
  plan: null,
  installation: null,
});

/** An order paid by M-PESA, its KSh 3,500 delivery fee paid to the driver at the door. */
const paidMpesa = (locale: 'en' | 'sw' = 'en'): Order => ({
  id: '72233c16-0000-4000-8000-000000000001',
  userId: null,
  orderStatus: 'paid',
  deliveryStatus: 'pending',
  chosenMethod: 'MPESA',
  customer: {
    fullName: 'Wanjiku Kamau',
    email: 'wanjiku@example.co.ke',
    phone: '+254712000111',
    address: 'Kamiti Road 12',
    apartment: '',
    city: 'Kisumu',
    county: 'Kisumu',
    postalCode: '40100',
  },
  currency: 'KES',
  subtotalCents: GOODS,
  shippingCents: 0,
  taxCents: 0,
  totalCents: GOODS,
  delivery: {
    county: '042',
    zone: 3,
    zoneName: { en: 'Rural areas', sw: 'Maeneo ya vijijini' },
    sizeClass: 'medium',
    weightKg: 30,
    express: false,
    weekend: false,
    feeCents: FEE,
    free: false,
    collect: 'on-delivery',
    days: { min: 5, max: 7 },
  },
  deliveryTax: statutoryTax('B'),
  buyer: null,
  paidAt: '2026-11-23T10:05:00.000Z',
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:05:00.000Z',
  items: [
    {
      productId: 'battery',
      productName: 'Lithium battery 5 kWh',
      unitPriceCents: GOODS,
      quantity: 1,
      lineTotalCents: GOODS,
      tax: statutoryTax('B'),
    },
  ],
  latestPayment: {
    status: 'COMPLETED',
    reportedMethod: 'MpesaKE',
    orderTrackingId: 'b1d4e6a2-0000-4000-8000-000000000001',
    amountCents: GOODS,
    currency: 'KES',
    confirmationCode: 'QJK7H2X9AB',
  },
  locale,
  cancellation: null,
  deliverySteps: [],
  refund: null,
  ...records([{ provider: 'pesapal', status: 'COMPLETED', amountCents: GOODS }]),
});

const delivered = (order: Order): Order => ({
  ...order,
  deliveryStatus: 'delivered',
  deliverySteps: [
    { to: 'shipped', changedAt: '2026-11-24T08:00:00.000Z' },
    { to: 'delivered', changedAt: '2026-11-26T15:00:00.000Z' },
  ],
});

/** A cash order whose driver brought its money back. */
const cashPaid = (order: Order): Order => ({
  ...order,
  orderStatus: 'paid',
  chosenMethod: 'Cash',
  latestPayment: null,
  ...records([], [{ amountCents: GOODS + FEE }]),
});

const WORDS = {
  en: { days: 'business days', where: 'after dispatch', driver: 'Pay the driver', code: 'M-PESA code: QJK7H2X9AB' },
  sw: { days: 'za kazi', where: 'baada ya kutumwa', driver: 'Lipa dereva', code: 'Msimbo wa M-PESA: QJK7H2X9AB' },
} as const;

const trackPage = (order: Order) =>
  trackedOrderHtml(
    trackedOf(toAccountOrder(order, { now: new Date('2026-11-27T00:00:00.000Z'), hours: 2 })),
    {},
    translationsFor(order.locale),
  );

describe.each(['en', 'sw'] as const)('words true when read, in %s', (locale) => {
  const words = WORDS[locale];

  it('before delivery: the days it takes, the fee to hand the driver, and the M-PESA code', () => {
    const order = { ...paidMpesa(locale), deliveryStatus: 'shipped' as const };
    const [email, sms] = customerMessages(order, 'delivery_shipped', ctx);
    expect(email!.body).toContain(words.days);
    expect(email!.body).toContain(`${words.driver}: KSh 3,500`);
    expect(email!.body).toContain(words.code);
    expect(sms!.body).not.toContain('QJK7H2X9AB');
    const page = trackPage(order);
    expect(page).toContain(words.days);
    expect(page).toContain(words.where);
    expect(page).toContain(words.driver);
    expect(page).toContain('QJK7H2X9AB');
  });

  it.each([
    ['paid by M-PESA, the fee handed to the driver', (l: 'en' | 'sw') => delivered(paidMpesa(l))],
    ['paid in cash to the driver', (l: 'en' | 'sw') => delivered(cashPaid(paidMpesa(l)))],
  ])('after delivery (%s): no days to wait, nothing to pay the driver', (_case, make) => {
    const order = make(locale);
    const [email] = customerMessages(order, 'delivery_delivered', ctx);
    const page = trackPage(order);
    for (const text of [email!.body, page]) {
      expect(text).not.toContain(words.days);
      expect(text).not.toContain(words.where);
      expect(text).not.toContain(words.driver);
    }
  });

  it('the e-mail of a payment received gives its M-PESA code, and the SMS too', () => {
    const [email, sms] = customerMessages(paidMpesa(locale), 'order_received', ctx);
    expect(email!.body).toContain(words.code);
    expect(sms!.body).toContain('M-PESA QJK7H2X9AB');
  });
});

describe('receipt codes by method', () => {
  it('a card payment is given as its reference, in the e-mail and on /track; its SMS names no code', () => {
    const order: Order = {
      ...paidMpesa(),
      chosenMethod: 'Card',
      latestPayment: { ...paidMpesa().latestPayment!, reportedMethod: 'Visa', confirmationCode: '412233' },
    };
    const [email, sms] = customerMessages(order, 'order_received', ctx);
    expect(email!.body).toContain('Payment reference: 412233');
    expect(sms!.body).not.toContain('412233');
    expect(trackPage(order)).toContain('<dt>Payment reference</dt><dd>412233</dd>');
  });

  it('a failed payment has none to give', () => {
    const order: Order = {
      ...paidMpesa(),
      orderStatus: 'payment_failed',
      paidAt: null,
      latestPayment: { ...paidMpesa().latestPayment!, status: 'FAILED', confirmationCode: null },
      ...records([{ provider: 'pesapal', status: 'FAILED', amountCents: GOODS }]),
    };
    const [email] = customerMessages(order, 'payment_failed', ctx);
    expect(email!.body).not.toMatch(/M-PESA code|Payment reference/);
    expect(trackPage(order)).not.toMatch(/M-PESA code|Payment reference/);
  });
});

describe('the shop’s alert of a cancellation', () => {
  it('is headed as a cancelled order, not a new one', () => {
    const order: Order = {
      ...paidMpesa(),
      orderStatus: 'refund_requested',
      deliveryStatus: 'cancelled',
      cancellation: { at: '2026-11-23T11:00:00.000Z', by: 'customer', reason: 'Bought one locally' },
    };
    const [alert] = shopCancelAlerts(order, ctx);
    expect(alert!.subject).toMatch(/^Order 72233C16 cancelled by the customer: KSh [\d,]+ \(M-PESA\)$/);
    expect(alert!.body).not.toContain('New order');
    expect(alert!.body).toMatch(/\nCancelled order 72233C16 · KSh [\d,]+ · M-PESA\nLithium battery 5 kWh x1: KSh 123,456\n/);
  });
});
