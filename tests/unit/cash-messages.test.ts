import { describe, expect, it } from 'vitest';
import { cashReceivedMessages } from '../../src/lib/messages/cash-messages.ts';
import { gsm7Length, smsText } from '../../src/lib/messages/gsm7.ts';
import { customerMessages } from '../../src/lib/messages/order-messages.ts';
import type { Order } from '../../src/lib/order-types.ts';
import type { CashCollection } from '../../src/lib/orders/cash-collection.ts';
import { ctx, order } from './cash-order-fixture.ts';

/**
 * What the customer of a cash order is told of its money (issue 43 items 4 and 7): the order's SMS
 * says what the driver collects (the goods and the fee paid at the door), each collection gets a
 * receipt, and the e-mails carry the order's figures as its pages show them.
 */
const REF = '72233C16';

const collected = (amountCents: number, method: 'cash' | 'mpesa'): CashCollection => ({
  id: `c-${amountCents}`,
  orderId: order.id,
  amountCents,
  method,
  mpesaReceipt: method === 'mpesa' ? 'SBM2VWCQ5G' : null,
  note: null,
  driver: 'Otieno',
  recordedByEmail: 'admin@shop.test',
  recordedAt: '2026-11-28T10:00:00.000Z',
});
/** The order once `amounts` were collected: paid when they cover the goods and the fee. */
const after = (amounts: number[], locale: 'en' | 'sw' = 'en'): Order => ({
  ...order,
  locale,
  orderStatus: amounts.reduce((a, b) => a + b, 0) >= 179_250_00 ? 'paid' : 'cash_on_delivery',
  money: { ...order.money, collections: amounts.map((amountCents) => ({ amountCents })) },
});

describe('the cash order’s SMS says what the driver collects', () => {
  it.each<['en' | 'sw', Partial<Order>, string]>([
    ['en', {}, 'Pay the driver KSh 179,250 on delivery'],
    ['sw', {}, 'Lipa dereva KSh 179,250 unapopokea'],
    ['en', { delivery: { ...order.delivery!, feeCents: null, days: null } }, 'Pay the driver KSh 175,750 + delivery fee on delivery'],
    [
      'sw',
      { delivery: { ...order.delivery!, collect: 'online' }, totalCents: 179_250_00, shippingCents: 3_500_00 },
      'Lipa dereva KSh 179,250',
    ],
  ])('in %s, %j: “%s”', (locale, overrides, phrase) => {
    const [email, sms] = customerMessages({ ...order, deliveryStatus: 'pending', locale, ...overrides }, 'order_received', ctx);
    expect(sms!.body).toContain(phrase);
    expect(gsm7Length(sms!.body)).toBeLessThanOrEqual(160);
    expect(sms!.body).toContain(`/track?ref=${REF}`);
    expect(email!.body).toContain(locale === 'en' ? 'Total: KSh' : 'Jumla: KSh');
  });
});

describe('a receipt for each collection', () => {
  it.each<[string, number[], CashCollection, 'en' | 'sw', string, string]>([
    [
      'in full, M-PESA',
      [179_250_00],
      collected(179_250_00, 'mpesa'),
      'en',
      'received KSh 179,250, M-PESA SBM2VWCQ5G, order 72233C16. Paid in full',
      'Paid: KSh 179,250',
    ],
    [
      'in full, cash',
      [179_250_00],
      collected(179_250_00, 'cash'),
      'en',
      'received KSh 179,250 in cash, order 72233C16. Paid in full',
      'your order is paid in full',
    ],
    ['short, cash', [150_000_00], collected(150_000_00, 'cash'), 'en', 'Still to pay: KSh 29,250', 'Pay the driver: KSh 29,250'],
    [
      'the rest, M-PESA',
      [150_000_00, 29_250_00],
      collected(29_250_00, 'mpesa'),
      'en',
      'received KSh 29,250, M-PESA SBM2VWCQ5G',
      'Paid: KSh 179,250',
    ],
    [
      'in full, M-PESA, Kiswahili',
      [179_250_00],
      collected(179_250_00, 'mpesa'),
      'sw',
      'tumepokea KSh 179,250, M-PESA SBM2VWCQ5G, agizo 72233C16. Limelipwa lote',
      'Kilicholipwa: KSh 179,250',
    ],
    ['short, cash, Kiswahili', [150_000_00], collected(150_000_00, 'cash'), 'sw', 'Deni: KSh 29,250', 'Bado unadaiwa KSh 29,250'],
  ])('%s', (_case, amounts, collection, locale, smsPhrase, emailPhrase) => {
    const messages = cashReceivedMessages(after(amounts, locale), collection, ctx);
    expect(messages.map((m) => [m.event, m.channel, m.dedupeKey])).toEqual([
      ['cash_received', 'email', collection.id],
      ['cash_received', 'sms', collection.id],
    ]);
    const [email, sms] = messages;
    expect(sms!.body).toContain(smsPhrase);
    expect(sms!.body).toBe(smsText(sms!.body));
    expect(gsm7Length(sms!.body)).toBeLessThanOrEqual(160);
    expect(sms!.body).toContain(`${ctx.siteUrl}${locale === 'sw' ? '/sw' : ''}/track?ref=${REF}`);
    expect(email!.body).toContain(emailPhrase);
    expect(email!.subject).toContain(REF);
  });
});

describe('after the sale, the e-mail gives the order’s figures', () => {
  it('a refunded order: its total, what was paid and what came back', () => {
    const refunded: Order = {
      ...order,
      chosenMethod: 'MPESA',
      orderStatus: 'refunded',
      deliveryStatus: 'cancelled',
      cancellation: { at: '2026-11-24T10:00:00.000Z', by: 'customer', reason: 'Changed my mind' },
      refund: {
        status: 'completed',
        amountCents: 175_750_00,
        requestedAt: '2026-11-24T10:00:00.000Z',
        completedAt: '2026-11-25T10:00:00.000Z',
      },
      money: {
        payments: [{ provider: 'pesapal', status: 'REVERSED', amountCents: 175_750_00 }],
        collections: [],
        refunds: [{ status: 'completed', amountCents: 175_750_00 }],
      },
    };
    const [email] = customerMessages(refunded, 'refund_completed', ctx);
    for (const line of ['Total: KSh 179,250', 'Paid: KSh 175,750', 'Refunded: KSh 175,750']) expect(email!.body).toContain(line);
    expect(email!.body).not.toContain('Pay the driver');
  });
});
