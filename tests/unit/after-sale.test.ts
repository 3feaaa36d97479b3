import { describe, expect, it } from 'vitest';
import {
  cancelVerdict,
  customerCancelDeadline,
  refundablePayment,
  refundsInPart,
  refundVerdict,
  type CancellableOrder,
  type RefundablePayment,
} from '../../src/lib/orders/after-sale.ts';

const placed = '2026-11-25T08:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(placed) + minutes * 60_000);
const order = (overrides: Partial<CancellableOrder> = {}): CancellableOrder => ({
  orderStatus: 'cash_on_delivery',
  deliveryStatus: 'pending',
  chosenMethod: 'Cash',
  createdAt: placed,
  cancellation: null,
  ...overrides,
});

describe('who may cancel an order, and what cancelling does', () => {
  it.each<[string, CancellableOrder, 'customer' | 'admin', number, ReturnType<typeof cancelVerdict>]>([
    ['a cash order, at once', order(), 'customer', 0, { ok: true, plan: 'cancel' }],
    ['a cash order, at the last minute of the window', order(), 'customer', 120, { ok: true, plan: 'cancel' }],
    ['a cash order, a minute late', order(), 'customer', 121, { ok: false, refusal: 'too_late' }],
    ['by an admin, a day later', order(), 'admin', 24 * 60, { ok: true, plan: 'cancel' }],
    [
      'awaiting its M-PESA payment',
      order({ orderStatus: 'awaiting_payment', chosenMethod: 'MPESA' }),
      'customer',
      5,
      { ok: true, plan: 'cancel_at_pesapal' },
    ],
    [
      'after a failed card payment',
      order({ orderStatus: 'payment_failed', chosenMethod: 'Card' }),
      'customer',
      5,
      { ok: true, plan: 'cancel_at_pesapal' },
    ],
    ['paid', order({ orderStatus: 'paid', chosenMethod: 'MPESA' }), 'customer', 5, { ok: true, plan: 'cancel_and_refund' }],
    [
      'cash paid to the driver before delivery was marked: returned by hand, not by Pesapal',
      order({ orderStatus: 'paid', deliveryStatus: 'shipped' }),
      'admin',
      5,
      { ok: true, plan: 'cancel' },
    ],
    ['dispatched', order({ deliveryStatus: 'shipped' }), 'customer', 5, { ok: false, refusal: 'dispatched' }],
    [
      'dispatched, by an admin (not yet delivered: the team can still stop it)',
      order({ deliveryStatus: 'shipped' }),
      'admin',
      5,
      { ok: true, plan: 'cancel' },
    ],
    [
      'paid and dispatched, by an admin after the window',
      order({ orderStatus: 'paid', chosenMethod: 'MPESA', deliveryStatus: 'shipped' }),
      'admin',
      300,
      { ok: true, plan: 'cancel_and_refund' },
    ],
    ['delivered', order({ orderStatus: 'paid', deliveryStatus: 'delivered' }), 'admin', 5, { ok: false, refusal: 'delivered' }],
    [
      'already cancelled',
      order({ orderStatus: 'cancelled', cancellation: { at: placed } }),
      'admin',
      5,
      { ok: false, refusal: 'already_cancelled' },
    ],
    ['its refund asked', order({ orderStatus: 'refund_requested' }), 'admin', 5, { ok: false, refusal: 'already_cancelled' }],
    ['refunded', order({ orderStatus: 'refunded' }), 'customer', 5, { ok: false, refusal: 'already_cancelled' }],
  ])('%s', (_case, input, actor, minutes, expected) => {
    expect(cancelVerdict(input, actor, at(minutes), 2)).toEqual(expected);
  });

  it('ends the window the policy’s hours after placing; with 0 hours a customer cannot cancel a moment later', () => {
    expect(customerCancelDeadline(placed, 2).toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(cancelVerdict(order(), 'customer', at(1), 0)).toEqual({ ok: false, refusal: 'too_late' });
  });
});

const payment = (overrides: Partial<RefundablePayment> = {}): RefundablePayment => ({
  status: 'COMPLETED',
  amountCents: 100_000,
  reportedMethod: 'MpesaKE',
  confirmationCode: 'QK12AB34CD',
  ...overrides,
});

describe('what Pesapal can refund', () => {
  it.each<[string, RefundablePayment | null, 'MPESA' | 'Card' | 'Bank', number | undefined, boolean, ReturnType<typeof refundVerdict>]>([
    ['M-PESA in full', payment(), 'MPESA', undefined, false, { ok: true, amountCents: 100_000, confirmationCode: 'QK12AB34CD' }],
    [
      'M-PESA, the whole amount named',
      payment(),
      'MPESA',
      100_000,
      false,
      { ok: true, amountCents: 100_000, confirmationCode: 'QK12AB34CD' },
    ],
    ['part of an M-PESA payment', payment(), 'MPESA', 50_000, false, { ok: false, refusal: 'partial_not_card' }],
    [
      'part of a bank payment',
      payment({ reportedMethod: 'Equity Bank' }),
      'Bank',
      50_000,
      false,
      { ok: false, refusal: 'partial_not_card' },
    ],
    [
      'part of a Visa payment',
      payment({ reportedMethod: 'Visa' }),
      'Card',
      50_000,
      false,
      { ok: true, amountCents: 50_000, confirmationCode: 'QK12AB34CD' },
    ],
    [
      'part of a card payment Pesapal did not name',
      payment({ reportedMethod: null }),
      'Card',
      1,
      false,
      { ok: true, amountCents: 1, confirmationCode: 'QK12AB34CD' },
    ],
    [
      'more than a card payment collected',
      payment({ reportedMethod: 'Mastercard' }),
      'Card',
      100_001,
      false,
      { ok: false, refusal: 'more_than_collected' },
    ],
    ['a payment with a refund under way', payment(), 'MPESA', undefined, true, { ok: false, refusal: 'already_refunded' }],
    ['a reversed payment', payment({ status: 'REVERSED' }), 'MPESA', undefined, false, { ok: false, refusal: 'already_refunded' }],
    [
      'a pending payment',
      payment({ status: 'PENDING', confirmationCode: null }),
      'MPESA',
      undefined,
      false,
      { ok: false, refusal: 'not_paid' },
    ],
    ['no payment at all (cash)', null, 'MPESA', undefined, false, { ok: false, refusal: 'not_paid' }],
    [
      'a completed payment with no confirmation code',
      payment({ confirmationCode: null }),
      'MPESA',
      undefined,
      false,
      { ok: false, refusal: 'not_paid' },
    ],
  ])('%s', (_case, input, chosen, amount, live, expected) => {
    expect(refundVerdict(input, chosen, amount, live)).toEqual(expected);
  });

  it.each([
    ['Visa', 'Card', true],
    ['MasterCard', 'MPESA', true],
    ['MpesaKE', 'MPESA', false],
    ['AirtelKE', 'MPESA', false],
    [null, 'Card', true],
    [null, 'Bank', false],
  ] as const)('%s chosen as %s refunds in part: %s', (reported, chosen, partial) => {
    expect(refundsInPart({ reportedMethod: reported }, chosen)).toBe(partial);
  });

  it('refunds the completed payment of an order, else the reversed one', () => {
    expect(refundablePayment([{ status: 'FAILED' }, { status: 'COMPLETED' }])).toEqual({ status: 'COMPLETED' });
    expect(refundablePayment([{ status: 'REVERSED' }, { status: 'FAILED' }])).toEqual({ status: 'REVERSED' });
    expect(refundablePayment([{ status: 'PENDING' }])).toBeNull();
    // A cash order's record, completed by the driver's collection, is never refunded through Pesapal.
    expect(refundablePayment([{ status: 'COMPLETED', provider: 'cash' as const }])).toBeNull();
    expect(
      refundablePayment([
        { status: 'COMPLETED', provider: 'cash' as const },
        { status: 'REVERSED', provider: 'pesapal' as const },
      ]),
    ).toEqual({
      status: 'REVERSED',
      provider: 'pesapal',
    });
  });
});
