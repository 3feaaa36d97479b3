import { describe, expect, it } from 'vitest';
import {
  adminSteps,
  moveOrder,
  ORDER_MOVES,
  stageOf,
  stepForDeliveryStatus,
  type OrderMove,
  type OrderState,
} from '../../src/lib/orders/lifecycle.ts';
import { DELIVERY_STATUSES, ORDER_STATUSES, type DeliveryStatus, type OrderStatus } from '../../src/lib/order-types.ts';

const state = (status: OrderStatus, deliveryStatus: DeliveryStatus): OrderState => ({ orderStatus: status, deliveryStatus });

/** What a move does: `status/delivery` after it, `same` (allowed, already done), or `no` (refused). */
const outcome = (from: OrderState, move: OrderMove): string => {
  const verdict = moveOrder(from, move);
  if (!verdict.ok) return 'no';
  return verdict.changes ? `${verdict.to.orderStatus}/${verdict.to.deliveryStatus}` : 'same';
};

describe('an order’s life', () => {
  it.each([
    // The team's steps.
    ['awaiting_confirmation', 'pending', 'confirm', 'cash_on_delivery/pending'],
    ['cash_on_delivery', 'pending', 'confirm', 'no'],
    ['awaiting_confirmation', 'pending', 'ship', 'no'],
    ['paid', 'pending', 'ship', 'paid/shipped'],
    ['cash_on_delivery', 'pending', 'ship', 'cash_on_delivery/shipped'],
    ['awaiting_payment', 'pending', 'ship', 'no'],
    ['payment_failed', 'pending', 'ship', 'no'],
    ['cancelled', 'cancelled', 'ship', 'no'],
    ['refunded', 'cancelled', 'ship', 'no'],
    ['refund_requested', 'pending', 'ship', 'no'],
    ['paid', 'shipped', 'ship', 'same'],
    ['paid', 'delivered', 'ship', 'no'],
    ['paid', 'shipped', 'deliver', 'paid/delivered'],
    ['cash_on_delivery', 'shipped', 'deliver', 'cash_on_delivery/delivered'],
    ['paid', 'pending', 'deliver', 'no'],
    ['paid', 'delivered', 'deliver', 'same'],
    ['cancelled', 'cancelled', 'deliver', 'no'],
    ['cash_on_delivery', 'delivered', 'collect_cash', 'paid/delivered'],
    ['cash_on_delivery', 'shipped', 'collect_cash', 'paid/shipped'],
    ['cash_on_delivery', 'pending', 'collect_cash', 'no'],
    ['paid', 'delivered', 'collect_cash', 'no'],
    ['cancelled', 'cancelled', 'collect_cash', 'no'],
    ['awaiting_payment', 'pending', 'cancel', 'cancelled/cancelled'],
    ['awaiting_confirmation', 'pending', 'cancel', 'cancelled/cancelled'],
    ['paid', 'shipped', 'cancel', 'cancelled/cancelled'],
    ['paid', 'delivered', 'cancel', 'no'],
    ['cash_on_delivery', 'delivered', 'cancel', 'no'],
    ['cancelled', 'cancelled', 'cancel', 'same'],
    ['refunded', 'cancelled', 'cancel', 'no'],
    // What Pesapal reports: a confirmed payment happens once, a failure never undoes it.
    ['awaiting_payment', 'pending', 'payment_completed', 'paid/pending'],
    ['payment_failed', 'pending', 'payment_completed', 'paid/pending'],
    ['paid', 'pending', 'payment_completed', 'same'],
    ['cancelled', 'cancelled', 'payment_completed', 'no'],
    ['cash_on_delivery', 'pending', 'payment_completed', 'no'],
    ['awaiting_payment', 'pending', 'payment_failed', 'payment_failed/pending'],
    ['payment_failed', 'pending', 'payment_failed', 'same'],
    ['paid', 'pending', 'payment_failed', 'no'],
    // Refunds.
    ['paid', 'delivered', 'refund_requested', 'refund_requested/delivered'],
    ['cancelled', 'cancelled', 'refund_requested', 'refund_requested/cancelled'],
    ['cash_on_delivery', 'pending', 'refund_requested', 'no'],
    ['refund_requested', 'cancelled', 'refund_completed', 'refunded/cancelled'],
    ['refunded', 'cancelled', 'refund_completed', 'same'],
    ['paid', 'pending', 'refund_completed', 'no'],
    ['refund_requested', 'cancelled', 'refund_failed', 'cancelled/cancelled'],
    ['refund_requested', 'delivered', 'refund_failed', 'paid/delivered'],
    // Lay-by (issue 47): the deposit and each instalment that leaves a balance keep it `layby`; the last shilling pays it.
    ['awaiting_payment', 'pending', 'layby_payment', 'layby/pending'],
    ['payment_failed', 'pending', 'layby_payment', 'layby/pending'],
    ['layby', 'pending', 'layby_payment', 'same'],
    ['paid', 'pending', 'layby_payment', 'no'],
    ['cash_on_delivery', 'pending', 'layby_payment', 'no'],
    ['awaiting_confirmation', 'pending', 'layby_payment', 'no'],
    ['cancelled', 'cancelled', 'layby_payment', 'no'],
    ['refunded', 'cancelled', 'layby_payment', 'no'],
    ['layby', 'pending', 'payment_completed', 'paid/pending'],
    // No goods before full payment: a lay-by never ships, is never delivered or collected on.
    ['layby', 'pending', 'ship', 'no'],
    ['layby', 'pending', 'deliver', 'no'],
    ['layby', 'pending', 'collect_cash', 'no'],
    ['layby', 'pending', 'confirm', 'no'],
    // A failed instalment changes nothing; the plan's end cancels the order, then its refunds follow.
    ['layby', 'pending', 'payment_failed', 'no'],
    ['layby', 'pending', 'cancel', 'cancelled/cancelled'],
    ['layby', 'pending', 'refund_requested', 'no'],
    ['layby', 'pending', 'refund_completed', 'no'],
    ['layby', 'pending', 'refund_failed', 'no'],
  ] as Array<[OrderStatus, DeliveryStatus, OrderMove, string]>)('%s, delivery %s: %s → %s', (status, delivery, move, expected) => {
    expect(outcome(state(status, delivery), move)).toBe(expected);
  });

  it.each([
    ['awaiting_payment', 'pending', 'awaiting_payment'],
    ['awaiting_confirmation', 'pending', 'awaiting_confirmation'],
    ['paid', 'shipped', 'shipped'],
    ['cash_on_delivery', 'delivered', 'delivered'],
    ['cancelled', 'cancelled', 'cancelled'],
    ['paid', 'cancelled', 'cancelled'],
    ['refund_requested', 'cancelled', 'refund_requested'],
    ['refunded', 'delivered', 'refunded'],
    ['layby', 'pending', 'layby'],
    ['layby', 'cancelled', 'cancelled'],
  ] as Array<[OrderStatus, DeliveryStatus, string]>)('%s with delivery %s reads as %s', (status, delivery, stage) => {
    expect(stageOf(state(status, delivery))).toBe(stage);
  });

  it.each([
    ['awaiting_confirmation', 'pending', ['confirm', 'cancel']],
    ['awaiting_payment', 'pending', ['cancel']],
    ['payment_failed', 'pending', ['cancel']],
    ['paid', 'pending', ['ship', 'cancel']],
    ['cash_on_delivery', 'pending', ['ship', 'cancel']],
    ['paid', 'shipped', ['deliver', 'cancel']],
    ['cash_on_delivery', 'shipped', ['deliver', 'collect_cash', 'cancel']],
    ['cash_on_delivery', 'delivered', ['collect_cash']],
    ['paid', 'delivered', []],
    ['cancelled', 'cancelled', []],
    ['refund_requested', 'cancelled', []],
    ['refunded', 'cancelled', []],
    ['layby', 'pending', ['cancel']],
  ] as Array<[OrderStatus, DeliveryStatus, string[]]>)('the team may next, from %s with delivery %s: %j', (status, delivery, steps) => {
    expect(adminSteps(state(status, delivery))).toEqual(steps);
  });

  it('every state answers every move, and nothing leaves an ended order but its refund', () => {
    for (const status of ORDER_STATUSES)
      for (const delivery of DELIVERY_STATUSES)
        for (const move of ORDER_MOVES) {
          const from = state(status, delivery);
          const verdict = moveOrder(from, move);
          if (!verdict.ok) expect(verdict.stage).toBe(stageOf(from));
          const ended = ['cancelled', 'refund_requested', 'refunded'].includes(status);
          if (ended && verdict.ok && verdict.changes) expect(move).toMatch(/^refund_/);
        }
  });

  it('a lay-by order leaves `layby` only paid in full or cancelled, and never ships before it is paid', () => {
    // A lay-by order is placed with its delivery pending, and nothing moves its delivery but the cancel.
    for (const move of ORDER_MOVES) {
      const verdict = moveOrder(state('layby', 'pending'), move);
      if (!verdict.ok || !verdict.changes) continue;
      expect(['paid/pending', 'cancelled/cancelled'], move).toContain(`${verdict.to.orderStatus}/${verdict.to.deliveryStatus}`);
    }
  });

  it.each([
    ['shipped', 'ship'],
    ['delivered', 'deliver'],
    ['cancelled', 'cancel'],
    ['pending', null],
  ] as Array<[DeliveryStatus, string | null]>)('PATCH delivery_status %s is the step %s', (delivery, step) => {
    expect(stepForDeliveryStatus(delivery)).toBe(step);
  });
});
