import { describe, expect, it } from 'vitest';
import { cashReceivedMessages } from '../../src/lib/messages/cash-messages.ts';
import { customerMessages, type MessageContext } from '../../src/lib/messages/order-messages.ts';
import type { Order } from '../../src/lib/order-types.ts';
import { statutoryTax } from '../../src/lib/tax/tax-types.ts';

/**
 * The e-mails that confirm money received (an online payment, cash the driver collected) lead to
 * the order's printable tax invoice, /invoice?ref=<reference> in the order's language; their SMS do
 * not (a link the customer cannot print from a feature phone, and a part of SMS spent).
 */
const ctx: MessageContext = {
  siteUrl: 'https://www.solarshopkenya.co.ke',
  shop: { name: 'Solar Shop Kenya', phone: '+254712345678', email: 'sales@solarshopkenya.co.ke' },
  alerts: { emails: [], phones: [] },
};
const LINK = 'https://www.solarshopkenya.co.ke/invoice?ref=72233C16';
const SW_LINK = 'https://www.solarshopkenya.co.ke/sw/invoice?ref=72233C16';

const order: Order = {
  id: '72233c16-0000-4000-8000-000000000001',
  userId: null,
  status: 'cash_on_delivery',
  deliveryStatus: 'delivered',
  chosenMethod: 'Cash',
  customer: {
    fullName: 'Wanjiku Kamau',
    email: 'wanjiku@example.co.ke',
    phone: '+254712000111',
    address: 'Kamiti Road 12',
    apartment: '',
    city: 'Kisumu',
    county: '042',
    postalCode: '40100',
  },
  currency: 'KES',
  subtotalCents: 175_750_00,
  shippingCents: 0,
  taxCents: 0,
  totalCents: 175_750_00,
  delivery: {
    county: '042',
    zone: 2,
    sizeClass: 'medium',
    weightKg: 32,
    express: false,
    weekend: false,
    feeCents: 3_500_00,
    free: false,
    collect: 'on-delivery',
    days: { min: 3, max: 5 },
  },
  deliveryTax: statutoryTax('B'),
  buyer: null,
  paidAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  items: [
    {
      productId: 'deye',
      productName: 'Deye 8 kW hybrid inverter',
      unitPriceCents: 175_750_00,
      quantity: 1,
      lineTotalCents: 175_750_00,
      tax: statutoryTax('B'),
    },
  ],
  latestPayment: null,
  locale: 'en',
  cancellation: null,
  deliverySteps: [],
  refund: null,
  money: { payments: [], collections: [], refunds: [] },
  driver: 'Otieno',
};

const paidOnline: Order = { ...order, status: 'paid', chosenMethod: 'MPESA', paidAt: '2026-11-23T10:05:00.000Z' };
const collection = {
  id: 'c1',
  orderId: order.id,
  amountCents: 175_750_00,
  method: 'cash' as const,
  mpesaReceipt: null,
  note: null,
  driver: 'Otieno',
  recordedByEmail: 'desk@shop.test',
  recordedAt: '2026-11-24T10:00:00.000Z',
};

const channel = (messages: ReturnType<typeof customerMessages>, name: 'email' | 'sms') => messages.find((m) => m.channel === name)!;

describe('the tax invoice link in the e-mails of money received', () => {
  it.each([
    ['en', LINK],
    ['sw', SW_LINK],
  ] as const)('the payment-received e-mail (%s) links to the invoice; its SMS does not', (locale, link) => {
    const messages = customerMessages({ ...paidOnline, locale }, 'order_received', ctx);
    expect(channel(messages, 'email').body).toContain(link);
    expect(channel(messages, 'email').html).toContain(`href="${link}"`);
    expect(channel(messages, 'sms').body).not.toContain('/invoice');
  });

  it('the cash-received e-mail links to the invoice; its SMS does not', () => {
    const messages = cashReceivedMessages(order, collection, ctx);
    expect(channel(messages, 'email').body).toContain(LINK);
    expect(channel(messages, 'sms').body).not.toContain('/invoice');
  });

  it.each([
    ['a cash order placed', { ...order, status: 'cash_on_delivery' as const }, 'order_received' as const],
    ['an online order whose payment failed', { ...paidOnline, status: 'payment_failed' as const, paidAt: null }, 'payment_failed' as const],
    ['a delivery', paidOnline, 'delivery_shipped' as const],
  ])('no other e-mail carries it: %s', (_what, which, event) => {
    expect(channel(customerMessages(which, event, ctx), 'email').body).not.toContain('/invoice');
  });
});
