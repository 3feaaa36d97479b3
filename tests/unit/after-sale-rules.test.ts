import { describe, expect, it } from 'vitest';
import { cancelVerdict, type CancellableOrder } from '../../src/lib/orders/after-sale.ts';

const PLACED = '2026-11-18T09:00:00.000Z';
const order = (patch: Partial<CancellableOrder>): CancellableOrder => ({
  status: 'paid', deliveryStatus: 'pending', paymentMethod: 'MPESA', createdAt: PLACED, cancelledAt: null, ...patch,
});
/** Within a 2-hour change window, and after it. */
const SOON = new Date('2026-11-18T10:00:00.000Z');
const LATE = new Date('2026-11-18T15:00:00.000Z');

describe('who may cancel an order, and what cancelling does', () => {
  it.each([
    ['a paid order, by the customer in the window', order({}), 'customer', SOON, { ok: true, plan: 'cancel_and_refund' }],
    ['a cash order, by the customer in the window', order({ status: 'cash_on_delivery', paymentMethod: 'Cash' }), 'customer', SOON, { ok: true, plan: 'cancel' }],
    ['an unpaid online order', order({ status: 'awaiting_payment' }), 'customer', SOON, { ok: true, plan: 'cancel_at_pesapal' }],
    ['a paid order, by the customer after the window', order({}), 'customer', LATE, { ok: false, refusal: 'too_late' }],
    ['a shipped order, by the customer', order({ deliveryStatus: 'shipped' }), 'customer', SOON, { ok: false, refusal: 'dispatched' }],
    ['a paid order, by an admin after the window', order({}), 'admin', LATE, { ok: true, plan: 'cancel_and_refund' }],
    ['a shipped order, by an admin (not yet delivered)', order({ deliveryStatus: 'shipped' }), 'admin', LATE, { ok: true, plan: 'cancel_and_refund' }],
    ['a delivered order, by an admin', order({ deliveryStatus: 'delivered' }), 'admin', SOON, { ok: false, refusal: 'delivered' }],
    ['a cancelled order', order({ status: 'cancelled', cancelledAt: PLACED }), 'admin', SOON, { ok: false, refusal: 'already_cancelled' }],
    ['an order whose refund is asked', order({ status: 'refund_requested' }), 'admin', SOON, { ok: false, refusal: 'already_cancelled' }],
  ] as const)('%s', (_case, subject, actor, now, verdict) => {
    expect(cancelVerdict(subject, actor, now, 2)).toEqual(verdict);
  });
});
