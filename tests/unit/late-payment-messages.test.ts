import { describe, expect, it } from 'vitest';
import { smsParts } from '../../src/lib/messages/gsm7.ts';
import { latePaymentMessages } from '../../src/lib/messages/late-payment-messages.ts';
import type { MessageContext } from '../../src/lib/messages/order-messages.ts';
import type { Order } from '../../src/lib/order-types.ts';

/**
 * The customer's word when a payment completes for an order already cancelled (issue 43, item 12):
 * an e-mail and an SMS that say the money reached the shop and all of it is going back, in the
 * order's language, once per payment; the SMS in one part however long the shop's name and the
 * amount, with the reference, the amount and the link whole.
 */
const ID = '72233c16-0000-4000-8000-000000000001';
const ctx = (name: string): MessageContext => ({
  siteUrl: 'https://www.solarshopkenya.co.ke',
  shop: { name, phone: '+254712345678', email: 'sales@solarshopkenya.co.ke' },
  alerts: { emails: [], phones: [] },
});
const order = (locale: 'en' | 'sw'): Order => ({
  id: ID,
  userId: null,
  orderStatus: 'cancelled',
  deliveryStatus: 'cancelled',
  chosenMethod: 'MPESA',
  customer: {
    fullName: 'Wanjiku Kamau',
    email: 'wanjiku@example.co.ke',
    phone: '+254712000111',
    address: 'Kamiti Road 12',
    apartment: '',
    city: 'Nairobi',
    county: 'Nairobi',
    postalCode: '00100',
  },
  currency: 'KES',
  subtotalCents: 4_500_000_000,
  shippingCents: 0,
  taxCents: 0,
  totalCents: 4_500_000_000,
  delivery: null,
  deliveryTax: null,
  buyer: null,
  paidAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  items: [],
  latestPayment: null,
  locale,
  cancellation: { at: '2026-11-23T10:01:00.000Z', by: 'customer', reason: 'Changed my mind' },
  deliverySteps: [],
  refund: null,
  money: { payments: [], collections: [], refunds: [] },
  driver: null,
  plan: null,
  installation: null,
});
const payment = { id: 'p-late', amountCents: 4_500_000_000, confirmationCode: 'QJK7H2X9AB' };

describe('a payment that came after the cancellation', () => {
  it.each([
    ['en', 'Solar Shop Kenya', 'KSh 45,000,000', 'reached us after the order was cancelled', 'came late; all of it goes back to you.'],
    [
      'en',
      'Jua Kali Solar & Electrical Supplies Kenya Ltd',
      'KSh 45,000,000',
      'reached us after the order was cancelled',
      'all of it goes back to you.',
    ],
    ['sw', 'Solar Shop Kenya', 'KSh 45,000,000', 'yalitufikia baada ya agizo kughairiwa', 'zilichelewa kufika; tunakurejeshea zote.'],
    [
      'sw',
      'Jua Kali Solar & Electrical Supplies Kenya Ltd',
      'KSh 45,000,000',
      'yalitufikia baada ya agizo kughairiwa',
      'tunakurejeshea zote.',
    ],
  ] as const)('%s, shop %s: an e-mail and a one-part SMS, each once per payment', (locale, shop, amount, words, smsWords) => {
    const [email, sms] = latePaymentMessages(order(locale), payment, ctx(shop));
    const track = `https://www.solarshopkenya.co.ke${locale === 'sw' ? '/sw' : ''}/track?ref=72233C16`;
    expect(email).toMatchObject({ event: 'refund_requested', channel: 'email', recipient: 'wanjiku@example.co.ke', dedupeKey: 'p-late' });
    expect(email!.body).toContain(words);
    expect(email!.body).toContain(amount);
    expect(email!.body).toContain('QJK7H2X9AB');
    expect(email!.body).toContain(track);
    expect(email!.subject).toContain('72233C16');
    expect(sms).toMatchObject({ event: 'refund_requested', channel: 'sms', recipient: '+254712000111', dedupeKey: 'p-late' });
    expect(smsParts(sms!.body)).toBe(1);
    // Only the shop's name may be shortened to fit: what the customer must read stays whole.
    for (const whole of ['72233C16', amount, smsWords, ` ${track}`]) expect(sms!.body).toContain(whole);
    expect(sms!.body.endsWith(track)).toBe(true);
  });
});
