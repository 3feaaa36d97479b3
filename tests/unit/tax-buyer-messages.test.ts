import { describe, expect, it } from 'vitest';
import { customerMessages, type MessageContext } from '../../src/lib/messages/order-messages.ts';
import { shopAlerts } from '../../src/lib/messages/shop-alerts.ts';
import type { Order } from '../../src/lib/order-types.ts';
import { statutoryTax } from '../../src/lib/tax/tax-types.ts';

const ctx: MessageContext = {
  siteUrl: 'https://solarshop.co.ke',
  shop: { name: 'Solar Shop Kenya', phone: '+254712345678', email: 'sales@solarshop.co.ke', whatsapp: '+254712345678' },
  alerts: { emails: ['orders@solarshop.co.ke'], phones: [] },
};

const order: Order = {
  id: '72233c16-0000-4000-8000-000000000045',
  userId: null,
  orderStatus: 'cash_on_delivery',
  deliveryStatus: 'pending',
  chosenMethod: 'Cash',
  customer: {
    fullName: 'Wanjiru Kamau',
    email: 'wanjiru@example.co.ke',
    phone: '+254712000111',
    address: 'Moi Avenue 12',
    apartment: '',
    city: 'Nairobi',
    county: 'Nairobi',
    postalCode: '00100',
  },
  currency: 'KES',
  subtotalCents: 17_575_000,
  shippingCents: 0,
  taxCents: 0,
  totalCents: 17_575_000,
  delivery: null,
  deliveryTax: null,
  buyer: { businessName: 'Kilimo Bora Ltd', kraPin: 'P051234567X' },
  paidAt: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
  items: [
    {
      productId: 'inverter',
      productName: 'Inverter 5 kVA',
      unitPriceCents: 17_575_000,
      quantity: 1,
      lineTotalCents: 17_575_000,
      tax: statutoryTax('B'),
    },
  ],
  latestPayment: null,
  money: { payments: [], collections: [], refunds: [] },
  driver: null,
  plan: null,
  installation: null,
  locale: 'en',
  cancellation: null,
  deliverySteps: [],
  refund: null,
};

describe("the order e-mail names the tax invoice's business", () => {
  it.each([
    ['en', 'Tax invoice to: Kilimo Bora Ltd, KRA PIN P051234567X'],
    ['sw', 'Ankara ya kodi kwa: Kilimo Bora Ltd, KRA PIN P051234567X'],
  ] as const)('to the customer, in %s, under where it goes', (locale, line) => {
    const [email, sms] = customerMessages({ ...order, locale }, 'order_received', ctx);
    expect(email!.body).toMatch(new RegExp(`\\n${line}\\n`));
    expect(email!.body.indexOf(line)).toBeGreaterThan(email!.body.search(/Deliver to|Anwani ya kufikishia/));
    expect(sms!.body).not.toContain('KRA PIN');
  });

  it('to the shop, in its alert', () => {
    const [alert] = shopAlerts(order, ctx);
    expect(alert!.body).toContain('Tax invoice to: Kilimo Bora Ltd, KRA PIN P051234567X');
  });

  it('says nothing of one for a sale to a person', () => {
    const [email] = customerMessages({ ...order, buyer: null }, 'order_received', ctx);
    expect(email!.body).not.toContain('Tax invoice to');
    expect(email!.body).not.toContain('KRA PIN');
  });
});
