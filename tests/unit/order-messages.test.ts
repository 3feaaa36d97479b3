import { describe, expect, it } from 'vitest';
import { customerMessages, type CustomerEvent, type MessageContext } from '../../src/lib/messages/order-messages.ts';
import { shopAlerts } from '../../src/lib/messages/shop-alerts.ts';
import { fitSms } from '../../src/lib/messages/sms-fit.ts';
import { gsm7Length, smsText } from '../../src/lib/messages/gsm7.ts';
import type { Order } from '../../src/lib/order-types.ts';
import { statutoryTax } from '../../src/lib/tax/tax-types.ts';

const ctx: MessageContext = {
  siteUrl: 'https://solarshop.co.ke',
  shop: { name: 'Solar Shop Kenya', phone: '+254712345678', email: 'sales@solarshop.co.ke', whatsapp: '+254712345678' },
  alerts: { emails: ['orders@solarshop.co.ke', 'owner@solarshop.co.ke'], phones: ['+254722000111'] },
};

/** An order's money records with one online payment Pesapal reported completed. */
const paidOnline = (amountCents: number): Order['money'] => ({
  payments: [{ provider: 'pesapal', status: 'COMPLETED', amountCents }],
  collections: [],
  refunds: [],
});

const order: Order = {
  id: '72233c16-0000-4000-8000-000000000001',
  userId: null,
  orderStatus: 'cash_on_delivery',
  deliveryStatus: 'pending',
  chosenMethod: 'Cash',
  customer: {
    fullName: 'Wanjiku Kamau Njoroge-Otieno wa Muthoni',
    email: 'wanjiku@example.co.ke',
    phone: '+254712000111',
    address: 'Kamiti Road 12',
    apartment: '',
    city: 'Kisumu',
    county: 'Kisumu',
    postalCode: '40100',
  },
  currency: 'KES',
  subtotalCents: 12_345_600,
  shippingCents: 0,
  taxCents: 0,
  totalCents: 12_345_600,
  delivery: {
    county: '042',
    zone: 2,
    zoneName: { en: 'Other major towns', sw: 'Miji mingine mikubwa' },
    sizeClass: 'medium',
    weightKg: 30,
    express: false,
    weekend: false,
    feeCents: 250_000,
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
      productId: 'battery',
      productName: 'Lithium battery 5 kWh “LiFePO4”',
      unitPriceCents: 12_345_600,
      quantity: 1,
      lineTotalCents: 12_345_600,
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

describe('order messages', () => {
  it.each<[CustomerEvent, Partial<Order>, string, string]>([
    ['order_received', {}, 'Order 72233C16 received: Solar Shop Kenya', 'You pay in cash on delivery'],
    [
      'order_received',
      { chosenMethod: 'MPESA', orderStatus: 'paid' },
      'Order 72233C16 received: Solar Shop Kenya',
      'We have received your payment',
    ],
    [
      'payment_failed',
      { chosenMethod: 'Card', orderStatus: 'payment_failed' },
      'Payment for order 72233C16 did not go through',
      'pay again at https://solarshop.co.ke/track?ref=72233C16',
    ],
    ['delivery_shipped', {}, 'Order 72233C16 is on its way', 'on its way to you'],
    ['delivery_delivered', {}, 'Order 72233C16 delivered', 'within 48 hours'],
    ['delivery_cancelled', {}, 'Order 72233C16 cancelled', 'refund'],
    // Cash above the shop's limit: the first word is the call, not the delivery.
    [
      'order_received',
      { orderStatus: 'awaiting_confirmation' },
      'Order 72233C16 received: Solar Shop Kenya',
      'we will call you to confirm it before we send it',
    ],
    ['order_confirmed', {}, 'Order 72233C16 confirmed: Solar Shop Kenya', 'Thank you for confirming your order 72233C16 on the phone'],
  ])('%s: an e-mail with the order in full and one SMS of at most 160 GSM-7 characters', (event, overrides, subject, phrase) => {
    const [email, sms] = customerMessages({ ...order, ...overrides }, event, ctx);
    expect(email).toMatchObject({ channel: 'email', audience: 'customer', recipient: 'wanjiku@example.co.ke', subject, event });
    expect(email!.body).toContain(phrase);
    for (const part of [
      'Your order\nLithium battery 5 kWh “LiFePO4” x1: KSh 123,456',
      'Delivery: KSh 2,500 (Other major towns · medium order (30 kg) · 3 to 5 business days)',
      // Goods and delivery, both standard-rated: 16/116 of KSh 125,956.
      'Total: KSh 125,956\nIncludes VAT: KSh 17,373.24\n',
      'Total: KSh 125,956',
      'Deliver to: Kamiti Road 12, Kisumu, Kisumu, 40100',
    ]) {
      expect(email!.body).toContain(part);
    }
    expect(email!.html).toContain('<p>Hello Wanjiku');
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+254712000111', subject: null, html: null });
    expect(gsm7Length(sms!.body)).toBeLessThanOrEqual(160);
    expect(sms!.body).toBe(smsText(sms!.body));
    expect(sms!.body).toContain('72233C16');
  });

  it.each<[string, Partial<Order>, string[], string[]]>([
    ['cash: the goods and the fee to the driver', {}, ['Total: KSh 125,956', 'Pay the driver: KSh 125,956'], ['Pay now', 'Paid:']],
    [
      'M-PESA paid: the goods paid, the fee to the driver',
      { chosenMethod: 'MPESA', orderStatus: 'paid', money: paidOnline(12_345_600) },
      ['Total: KSh 125,956', 'Paid: KSh 123,456', 'Pay the driver: KSh 2,500'],
      ['Pay now'],
    ],
    [
      'card with the fee charged online: all paid',
      {
        chosenMethod: 'Card',
        orderStatus: 'paid',
        totalCents: 12_595_600,
        shippingCents: 250_000,
        delivery: { ...order.delivery!, collect: 'online' },
        money: paidOnline(12_595_600),
      },
      ['Total: KSh 125,956', 'Paid: KSh 125,956'],
      ['Pay the driver', 'Pay now'],
    ],
    [
      'M-PESA awaiting its payment: the goods now, the fee to the driver',
      { chosenMethod: 'MPESA', orderStatus: 'awaiting_payment' },
      ['Total: KSh 125,956', 'Pay now: KSh 123,456', 'Pay the driver: KSh 2,500'],
      ['Paid:'],
    ],
    [
      'a fee to be quoted',
      {
        chosenMethod: 'MPESA',
        orderStatus: 'paid',
        delivery: { ...order.delivery!, feeCents: null, days: null },
        money: paidOnline(12_345_600),
      },
      ['Total: KSh 123,456', 'Paid: KSh 123,456', 'Pay the driver: the delivery fee our team quotes'],
      ['Pay now'],
    ],
  ])('%s: the order’s figures, as its pages show them', (_case, overrides, present, absent) => {
    const [email] = customerMessages({ ...order, ...overrides }, 'order_received', ctx);
    for (const line of present) expect(email!.body).toContain(line);
    for (const line of absent) expect(email!.body).not.toContain(line);
  });

  it.each<[CustomerEvent, Partial<Order>, 'en' | 'sw']>([
    ['order_received', {}, 'en'],
    ['order_received', { chosenMethod: 'MPESA', orderStatus: 'paid' }, 'en'],
    ['payment_failed', { chosenMethod: 'Card', orderStatus: 'payment_failed' }, 'en'],
    ['delivery_shipped', {}, 'en'],
    ['order_received', { locale: 'sw' }, 'sw'],
    ['order_received', { locale: 'sw', chosenMethod: 'MPESA', orderStatus: 'paid' }, 'sw'],
    ['payment_failed', { locale: 'sw', chosenMethod: 'Card', orderStatus: 'payment_failed' }, 'sw'],
    ['delivery_shipped', { locale: 'sw' }, 'sw'],
    ['order_received', { orderStatus: 'awaiting_confirmation' }, 'en'],
    ['order_received', { locale: 'sw', orderStatus: 'awaiting_confirmation' }, 'sw'],
    ['order_confirmed', {}, 'en'],
    ['order_confirmed', { locale: 'sw' }, 'sw'],
  ])('%s (%j, %s): the e-mail and the whole SMS link to the order on /track', (event, overrides, locale) => {
    const [email, sms] = customerMessages({ ...order, ...overrides }, event, ctx);
    const url = `https://solarshop.co.ke${locale === 'sw' ? '/sw' : ''}/track?ref=72233C16`;
    expect(email!.body).toContain(url);
    expect(sms!.body.endsWith(url), sms!.body).toBe(true);
    expect(gsm7Length(sms!.body)).toBeLessThanOrEqual(160);
  });

  it.each<[string, Partial<Order>, string[], string[]]>([
    [
      'a zero-rated line: its price includes no VAT, the fee 16 %',
      { items: [{ ...order.items[0]!, tax: statutoryTax('C') }] },
      ['Includes VAT: KSh 344.83'],
      [],
    ],
    [
      'from before lines kept their tax type: the old words, and no made-up figure',
      { items: [{ ...order.items[0]!, tax: null }], deliveryTax: null },
      ['Prices include VAT.\n'],
      ['Includes VAT'],
    ],
  ])('the VAT in the e-mail: %s', (_name, overrides, present, absent) => {
    const [email] = customerMessages({ ...order, ...overrides }, 'order_received', ctx);
    for (const part of present) expect(email!.body).toContain(part);
    for (const part of absent) expect(email!.body).not.toContain(part);
  });

  it('links a signed-in customer to their orders, and escapes what they typed in the HTML', () => {
    const [email] = customerMessages(
      { ...order, userId: 'u1', customer: { ...order.customer, fullName: '<b>Eve</b> & co' } },
      'order_received',
      ctx,
    );
    expect(email!.body).toContain('Your orders: https://solarshop.co.ke/orders');
    expect(email!.html).toContain('&#60;b&#62;Eve&#60;/b&#62; &#38; co');
    expect(email!.html).toContain('<a href="https://solarshop.co.ke/orders">');
    expect(email!.body).toContain(
      'WhatsApp us: https://wa.me/254712345678?text=Hello%20Solar%20Shop%20Kenya%2C%20about%20my%20order%2072233C16%3A',
    );
  });

  it('alerts every shop address and number, the SMS cut to one message when the details are long', () => {
    const alerts = shopAlerts(order, ctx);
    expect(alerts.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', 'orders@solarshop.co.ke'],
      ['email', 'owner@solarshop.co.ke'],
      ['sms', '+254722000111'],
    ]);
    // The order's total, as every page shows it: the goods and the fee the driver collects.
    expect(alerts[0]!.subject).toBe('New order 72233C16: KSh 125,956 (Cash on delivery)');
    expect(alerts[0]!.body).toContain('https://solarshop.co.ke/admin/order?id=72233c16-0000-4000-8000-000000000001');
    expect(alerts[1]!.body).toBe(alerts[0]!.body);
    expect(gsm7Length(alerts[2]!.body)).toBeLessThanOrEqual(160);
  });
});

describe('one SMS', () => {
  it.each([
    ['plain text stays', 'Order 1 received.', 'Order 1 received.'],
    ['smart quotes and dashes become plain', '“Karibu” – it’s here…', '"Karibu" - it\'s here...'],
    ['emoji go', 'Paid ✅ thanks 🙏', 'Paid thanks'],
    ['too long is cut with ...', 'x'.repeat(200), `${'x'.repeat(157)}...`],
    ['extension characters count twice', '€'.repeat(90), `${'€'.repeat(78)}...`],
  ])('%s', (_case, text, expected) => {
    expect(fitSms(text)).toBe(expected);
    expect(gsm7Length(fitSms(text))).toBeLessThanOrEqual(160);
  });
});

describe('order messages in the language the order was placed in', () => {
  const sworder: Order = { ...order, locale: 'sw', userId: 'u1' };

  it.each<[CustomerEvent, Partial<Order>, string, string]>([
    ['order_received', {}, 'Agizo 72233C16 limepokelewa: Solar Shop Kenya', 'https://solarshop.co.ke/sw/orders'],
    [
      'order_received',
      { orderStatus: 'awaiting_confirmation' },
      'Agizo 72233C16 limepokelewa: Solar Shop Kenya',
      'tutakupigia simu kulithibitisha',
    ],
    ['order_confirmed', {}, 'Agizo 72233C16 limethibitishwa: Solar Shop Kenya', 'Asante kwa kuthibitisha agizo lako 72233C16 kwa simu'],
    [
      'payment_failed',
      { chosenMethod: 'Card', orderStatus: 'payment_failed' },
      'Malipo ya agizo 72233C16 hayakufaulu',
      'https://solarshop.co.ke/sw/track?ref=72233C16',
    ],
  ])('%s: Kiswahili e-mail and SMS, linking the Kiswahili pages', (event, overrides, subject, link) => {
    const [email, sms] = customerMessages({ ...sworder, ...overrides }, event, ctx);
    expect(email).toMatchObject({ subject });
    expect(email!.body).toContain(link);
    expect(email!.body).toContain('Inajumuisha VAT: KSh 17,373.24');
    expect(email!.body).toContain('Jumla: KSh 125,956');
    // The zone by its Kiswahili name, as the order recorded it.
    expect(email!.body).toContain('(Miji mingine mikubwa · agizo la wastani (30 kg)');
    expect(gsm7Length(sms!.body)).toBeLessThanOrEqual(160);
    expect(sms!.body).toBe(smsText(sms!.body));
    expect(sms!.body).toContain('72233C16');
  });

  it('the shop’s alert stays English', () => {
    const [alert] = shopAlerts(sworder, ctx);
    expect(alert!.subject).toMatch(/^New order/);
  });
});

describe('the shop’s new-order alert', () => {
  it('says to call first for cash on delivery above the limit, in the subject, the e-mail and the SMS', () => {
    const alerts = shopAlerts({ ...order, orderStatus: 'awaiting_confirmation' }, ctx);
    expect(alerts[0]!.subject).toMatch(/^Call to confirm: new order 72233C16: KSh [\d,]+ \(Cash on delivery\)$/);
    expect(alerts[0]!.body).toContain(
      'Call Wanjiku Kamau Njoroge-Otieno wa Muthoni on +254712000111 to confirm this order before it is packed',
    );
    expect(alerts[2]!.body).toMatch(/^CALL TO CONFIRM new order 72233C16: KSh [\d,]+, Cash on delivery, Kisumu\./);
    expect(gsm7Length(alerts[2]!.body)).toBeLessThanOrEqual(160);
    // Below the limit: the alert as before.
    expect(shopAlerts(order, ctx)[2]!.body).toMatch(/^New order 72233C16/);
  });

  it('heads the order’s lines with the order, not the customer’s “Your order”', () => {
    const [alert] = shopAlerts({ ...order, chosenMethod: 'MPESA', orderStatus: 'paid' }, ctx);
    expect(alert!.body).not.toContain('Your order');
    expect(alert!.body).toContain('New order 72233C16 · KSh 125,956 · M-PESA\nLithium battery 5 kWh “LiFePO4” x1: KSh 123,456');
    expect(alert!.html).toContain('<p>New order 72233C16 · KSh 125,956 · M-PESA<br>');
  });
});
