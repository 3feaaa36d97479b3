import { describe, expect, it } from 'vitest';
import type { DeliveryStatus, OrderStatus, PaymentStatus } from '../../src/lib/order-types.ts';
import { cancelUnderLock, type CancelPlan, type CancelVerdict } from '../../src/lib/orders/after-sale.ts';
import { hasEnded, type OrderState } from '../../src/lib/orders/lifecycle.ts';
import {
  reportEffect,
  settleRetryDelayMs,
  settleStep,
  SETTLE_RETRY_DELAYS_MS,
  type ReportedOrderStatus,
  type SettlingPayment,
} from '../../src/lib/orders/settle.ts';

/** A cancelled order never keeps the customer's money (issue 43, item 12): the rules, table by table. */
const state = (status: OrderStatus, deliveryStatus: DeliveryStatus = 'pending'): OrderState => ({ orderStatus: status, deliveryStatus });
const CANCELLED = state('cancelled', 'cancelled');

describe('an order that has ended', () => {
  it.each([
    [state('awaiting_payment'), false],
    [state('payment_failed'), false],
    [state('paid', 'shipped'), false],
    [state('cash_on_delivery', 'delivered'), false],
    [CANCELLED, true],
    [state('paid', 'cancelled'), true],
    [state('refund_requested', 'cancelled'), true],
    [state('refund_requested', 'delivered'), true],
    [state('refunded', 'cancelled'), true],
  ])('%j has ended: %s', (order, ended) => {
    expect(hasEnded(order)).toBe(ended);
  });
});

describe('what a report from Pesapal does to the order, as its life allows', () => {
  it.each<[string, OrderState, ReportedOrderStatus | null, boolean, ReturnType<typeof reportEffect>]>([
    ['completed, awaiting payment: paid', state('awaiting_payment'), 'paid', true, { kind: 'move', to: 'paid' }],
    ['completed after a failure: paid', state('payment_failed'), 'paid', true, { kind: 'move', to: 'paid' }],
    ['completed again (a repeated IPN): nothing', state('paid'), 'paid', false, { kind: 'none' }],
    ['completed, the order cancelled meanwhile: the money goes back', CANCELLED, 'paid', true, { kind: 'return_payment' }],
    [
      'completed on a cancelled order whose refund is asked: that payment goes back too',
      state('refund_requested', 'cancelled'),
      'paid',
      true,
      { kind: 'return_payment' },
    ],
    ['completed on a refunded order: goes back', state('refunded', 'cancelled'), 'paid', true, { kind: 'return_payment' }],
    ['a repeat of a completion already returned: nothing more', CANCELLED, 'paid', false, { kind: 'none' }],
    ['completed on a cash order (never offered online): nothing', state('cash_on_delivery'), 'paid', true, { kind: 'none' }],
    ['failed, awaiting payment: failed', state('awaiting_payment'), 'payment_failed', false, { kind: 'move', to: 'payment_failed' }],
    ['failed after paid: never un-paid', state('paid'), 'payment_failed', false, { kind: 'none' }],
    ['failed (closed) on a cancelled order: stays cancelled', CANCELLED, 'payment_failed', false, { kind: 'none' }],
    ['reversed, its refund asked: refunded', state('refund_requested', 'cancelled'), 'refunded', false, { kind: 'move', to: 'refunded' }],
    [
      'reversed in Pesapal’s dashboard, paid: asked and done at once',
      state('paid', 'delivered'),
      'refunded',
      false,
      { kind: 'move', to: 'refunded' },
    ],
    ['reversed on a cancelled order: refunded', CANCELLED, 'refunded', false, { kind: 'move', to: 'refunded' }],
    ['reversed again: nothing', state('refunded', 'cancelled'), 'refunded', false, { kind: 'none' }],
    ['pending: nothing', state('awaiting_payment'), null, false, { kind: 'none' }],
  ])('%s', (_case, order, reported, newlyCompleted, effect) => {
    expect(reportEffect(order, reported, newlyCompleted)).toEqual(effect);
  });
});

describe('what an ended order still owes on each payment', () => {
  const payment = (
    status: PaymentStatus,
    submitState: SettlingPayment['submitState'] = 'answered',
    provider: SettlingPayment['provider'] = 'pesapal',
  ) => ({
    provider,
    status,
    submitState,
    orderTrackingId: submitState === 'answered' ? 'b1d4e6a2-0000-4000-8000-000000000001' : null,
  });
  it.each<[string, OrderState, SettlingPayment, boolean, ReturnType<typeof settleStep>]>([
    ['a pending page of a cancelled order: closed', CANCELLED, payment('PENDING'), false, 'close_page'],
    ['a failed page (it may be tried again): closed', CANCELLED, payment('FAILED'), false, 'close_page'],
    ['a page Pesapal closed: nothing', CANCELLED, payment('CANCELLED'), false, null],
    ['a page still being submitted: its own request closes it', CANCELLED, payment('PENDING', 'submitting'), false, null],
    ['an attempt whose submit failed or was retired: no page to close', CANCELLED, payment('FAILED', 'failed'), false, null],
    ['a completed payment without a refund: returned', CANCELLED, payment('COMPLETED'), false, 'return_payment'],
    ['a completed payment with its refund asked: nothing', CANCELLED, payment('COMPLETED'), true, null],
    ['a reversed payment: nothing', state('refunded', 'cancelled'), payment('REVERSED'), false, null],
    ['a cash payment row: nothing', CANCELLED, payment('PENDING', 'answered', 'cash'), false, null],
    ['an order that stands, pending page: nothing', state('awaiting_payment'), payment('PENDING'), false, null],
    ['an order that stands, paid: nothing', state('paid'), payment('COMPLETED'), false, null],
  ])('%s', (_case, order, settling, live, step) => {
    expect(settleStep(order, settling, live)).toBe(step);
  });

  it.each([
    [0, 30_000],
    [1, 30_000],
    [2, 60_000],
    [4, 300_000],
    [7, 3_600_000],
    [50, 3_600_000],
  ])('after %i failed tries, the next one waits %i ms', (tries, ms) => {
    expect(settleRetryDelayMs(tries)).toBe(ms);
  });

  it('waits longer after each failure, up to an hour', () => {
    const waits = Array.from({ length: 12 }, (_, i) => settleRetryDelayMs(i + 1));
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(Math.max(...waits)).toBe(SETTLE_RETRY_DELAYS_MS.at(-1));
  });
});

describe('a cancel judged again under the order’s lock', () => {
  const ok = (plan: CancelPlan): CancelVerdict => ({ ok: true, plan });
  it.each<[string, CancelPlan, CancelVerdict, CancelVerdict]>([
    ['unpaid then, unpaid now: as planned', 'cancel_at_pesapal', ok('cancel_at_pesapal'), ok('cancel_at_pesapal')],
    ['unpaid then, paid now: the payment wins', 'cancel_at_pesapal', ok('cancel_and_refund'), { ok: false, refusal: 'paying' }],
    ['cash then, paid now (collected): the payment wins', 'cancel', ok('cancel_and_refund'), { ok: false, refusal: 'paying' }],
    ['paid then, paid now: cancelled and refunded', 'cancel_and_refund', ok('cancel_and_refund'), ok('cancel_and_refund')],
    [
      'cancelled by another request meanwhile',
      'cancel_at_pesapal',
      { ok: false, refusal: 'already_cancelled' },
      { ok: false, refusal: 'already_cancelled' },
    ],
    ['dispatched meanwhile', 'cancel', { ok: false, refusal: 'dispatched' }, { ok: false, refusal: 'dispatched' }],
  ])('%s', (_case, planned, now, verdict) => {
    expect(cancelUnderLock(planned, now)).toEqual(verdict);
  });
});
