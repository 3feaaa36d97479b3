import { describe, expect, it } from 'vitest';
import { supersededBy, type OrderNow } from '../../src/lib/messages/supersede.ts';
import { MESSAGE_EVENTS, type MessageEvent } from '../../src/lib/messages/types.ts';

/**
 * Every pair of events of an online order: the first queued its message, the second happened
 * before the sender ran. The message goes out only if it is still true of the order as it now is.
 */
const start: OrderNow = { status: 'awaiting_payment', deliveryStatus: 'pending' };

/** What each event does to the order (a failure never un-pays a paid order). */
function apply(order: OrderNow, event: MessageEvent): OrderNow {
  switch (event) {
    case 'order_received':
    case 'shop_new_order':
      return { ...order, status: 'paid' };
    case 'payment_failed':
      return order.status === 'paid' ? order : { ...order, status: 'payment_failed' };
    default:
      return { ...order, deliveryStatus: event.slice('delivery_'.length) as OrderNow['deliveryStatus'] };
  }
}

const SENT = null;
/** Rows: the queued message's event; columns, in MESSAGE_EVENTS order: the event that came after. */
const TABLE: Record<MessageEvent, Array<string | null>> = {
  //                  order_received  payment_failed  shipped                   delivered                  cancelled                  shop_new_order
  order_received:     [SENT,          SENT,           SENT,                     'delivery_now_delivered',  'cancelled_since',         SENT],
  payment_failed:     ['paid_since',  SENT,           SENT,                     SENT,                      'cancelled_since',         'paid_since'],
  delivery_shipped:   [SENT,          SENT,           SENT,                     'delivery_now_delivered',  'delivery_now_cancelled',  SENT],
  delivery_delivered: [SENT,          SENT,           'delivery_now_shipped',   SENT,                      'delivery_now_cancelled',  SENT],
  delivery_cancelled: [SENT,          SENT,           'delivery_now_shipped',   'delivery_now_delivered',  SENT,                      SENT],
  shop_new_order:     [SENT,          SENT,           SENT,                     SENT,                      SENT,                      SENT],
};

describe('a queued message against the order as it now is', () => {
  const pairs = MESSAGE_EVENTS.flatMap((queued) => MESSAGE_EVENTS.map((later, column) => [queued, later, TABLE[queued][column]!] as const));
  it.each(pairs)('%s, then %s: %s', (queued, later, expected) => {
    // The queued message was true when it was written: the order went through its own event first.
    const before = queued === 'payment_failed' ? apply(start, queued) : apply(apply(start, 'order_received'), queued);
    expect(supersededBy(queued, before)).toBeNull();
    expect(supersededBy(queued, apply(before, later))).toBe(expected);
  });

  it.each<[MessageEvent, OrderNow, string | null]>([
    ['order_received', { status: 'cash_on_delivery', deliveryStatus: 'pending' }, null],
    ['order_received', { status: 'refunded', deliveryStatus: 'pending' }, 'refunded_since'],
    ['order_received', { status: 'cancelled', deliveryStatus: 'pending' }, 'cancelled_since'],
    ['payment_failed', { status: 'cancelled', deliveryStatus: 'pending' }, 'cancelled_since'],
    ['delivery_shipped', { status: 'refunded', deliveryStatus: 'shipped' }, 'refunded_since'],
    ['delivery_shipped', { status: 'cancelled', deliveryStatus: 'shipped' }, 'cancelled_since'],
    ['delivery_cancelled', { status: 'cancelled', deliveryStatus: 'cancelled' }, null],
    ['delivery_delivered', { status: 'paid', deliveryStatus: 'pending' }, 'delivery_now_pending'],
    ['shop_new_order', { status: 'cancelled', deliveryStatus: 'cancelled' }, null],
  ])('%s for an order now %j: %s', (event, order, expected) => {
    expect(supersededBy(event, order)).toBe(expected);
  });
});
