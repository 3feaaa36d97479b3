import { describe, expect, it } from 'vitest';
import { supersededBy, type OrderNow } from '../../src/lib/messages/supersede.ts';
import { MESSAGE_EVENTS, type MessageEvent } from '../../src/lib/messages/types.ts';

/**
 * Every pair of events of an online order: the first queued its message, the second happened
 * before the sender ran. The message goes out only if it is still true of the order as it now is.
 */
const start: OrderNow = { orderStatus: 'awaiting_payment', deliveryStatus: 'pending' };

const ENDED = new Set<OrderNow['orderStatus']>(['cancelled', 'refund_requested', 'refunded']);

/** Lay-by's events: their orders start with the deposit (layby_started), not with a payment in full. */
const LAYBY = new Set<MessageEvent>(['layby_started', 'layby_payment', 'layby_paid', 'layby_reminder', 'layby_ended']);

/**
 * What each event does to the order (a failure never un-pays a paid order, nor one whose lay-by deposit is paid; nothing
 * re-opens a cancelled or refunded one).
 */
function apply(order: OrderNow, event: MessageEvent): OrderNow {
  switch (event) {
    case 'order_received':
    case 'shop_new_order':
      return ENDED.has(order.orderStatus) ? order : { ...order, orderStatus: 'paid' };
    case 'payment_failed':
      return order.orderStatus === 'paid' || order.orderStatus === 'layby' || ENDED.has(order.orderStatus)
        ? order
        : { ...order, orderStatus: 'payment_failed' };
    case 'order_cancelled':
    case 'shop_order_cancelled':
      return { orderStatus: ENDED.has(order.orderStatus) ? order.orderStatus : 'cancelled', deliveryStatus: 'cancelled' };
    case 'refund_requested':
      return { ...order, orderStatus: 'refund_requested' };
    case 'refund_completed':
      return { ...order, orderStatus: 'refunded' };
    case 'warranty_registered':
    case 'warranty_claim_received':
    case 'warranty_claim_status':
    case 'warranty_serial_corrected':
      return order;
    case 'order_confirmed':
      return ENDED.has(order.orderStatus) || order.orderStatus === 'layby' ? order : { ...order, orderStatus: 'cash_on_delivery' };
    // Cash is collected on a cash order only: this online order stays as it is (lifecycle.ts refuses it).
    case 'cash_received':
      return order;
    // Of no order: they change none.
    case 'back_in_stock':
    case 'shop_low_stock':
      return order;
    // Lay-by: the deposit (or a later payment, or a reminder) leaves an unpaid order on lay-by, any other as it is.
    case 'layby_started':
    case 'layby_payment':
    case 'layby_reminder':
      return order.orderStatus === 'awaiting_payment' || order.orderStatus === 'payment_failed'
        ? { ...order, orderStatus: 'layby' }
        : order;
    // The last shilling pays it; the plan's end cancels it, as a cancellation does.
    case 'layby_paid':
      return ENDED.has(order.orderStatus) ? order : { ...order, orderStatus: 'paid' };
    case 'layby_ended':
      return { orderStatus: ENDED.has(order.orderStatus) ? order.orderStatus : 'cancelled', deliveryStatus: 'cancelled' };
    // Installation: the job's own story (its day, technician, code, completion) leaves the order's status and delivery as they are.
    case 'installation_assigned':
    case 'installation_job':
    case 'installation_rescheduled':
    case 'installation_code':
    case 'installation_completed':
    case 'installation_withdrawn':
      return order;
    default:
      return { ...order, deliveryStatus: event.slice('delivery_'.length) as OrderNow['deliveryStatus'] };
  }
}

const SENT = null;
const DELIVERED = 'delivery_now_delivered';
const SHIPPED = 'delivery_now_shipped';
const D_CANCELLED = 'delivery_now_cancelled';
const CANCELLED = 'cancelled_since';
const ASKED = 'refund_requested_since';
const REFUNDED = 'refunded_since';
const PAID = 'paid_since';
/** Rows: the queued message's event; columns, in MESSAGE_EVENTS order: the event that came after (one row a line, to read as a grid). */
// prettier-ignore
const TABLE: Record<MessageEvent, Array<string | null>> = {
  //                    received      failed  shipped  delivered  d.cancel     new order     cancelled    refund asked  refunded   cancel alert  warranty (4)  confirmed  cash  stock (2)  lay-by: started payment paid reminder ended  installation: assigned job rescheduled code completed withdrawn
  order_received: [SENT, SENT, SENT, DELIVERED, CANCELLED, SENT, CANCELLED, ASKED, REFUNDED, CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT],
  payment_failed: [PAID, SENT, SENT, SENT, CANCELLED, PAID, CANCELLED, ASKED, REFUNDED, CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, PAID, PAID, PAID, PAID, CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT],
  delivery_shipped: [SENT, SENT, SENT, DELIVERED, D_CANCELLED, SENT, D_CANCELLED, ASKED, REFUNDED, D_CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, D_CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT],
  delivery_delivered: [SENT, SENT, SHIPPED, SENT, D_CANCELLED, SENT, D_CANCELLED, ASKED, REFUNDED, D_CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, D_CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT],
  delivery_cancelled: [SENT, SENT, SHIPPED, DELIVERED, SENT, SENT, SENT, SENT, REFUNDED, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT],
  shop_new_order: Array(29).fill(SENT),
  order_cancelled: Array(29).fill(SENT),
  refund_requested: [SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, REFUNDED, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT],
  refund_completed: Array(29).fill(SENT),
  shop_order_cancelled: Array(29).fill(SENT),
  warranty_registered: Array(29).fill(SENT),
  warranty_claim_received: Array(29).fill(SENT),
  warranty_claim_status: Array(29).fill(SENT),
  warranty_serial_corrected: Array(29).fill(SENT),
  order_confirmed: [SENT, SENT, SENT, DELIVERED, CANCELLED, SENT, CANCELLED, ASKED, REFUNDED, CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT],
  // A receipt names money received: nothing that happens to the order since makes it untrue.
  cash_received: Array(29).fill(SENT),
  // Of no order: nothing an order does makes them untrue.
  back_in_stock: Array(29).fill(SENT),
  shop_low_stock: Array(29).fill(SENT),
  // Lay-by's receipts (the deposit, a payment, the last one) and its end name money received or returned: always true.
  layby_started: Array(29).fill(SENT),
  layby_payment: Array(29).fill(SENT),
  layby_paid: Array(29).fill(SENT),
  // A reminder to pay is moot once the order is paid in full (by the plan or otherwise) or has ended.
  layby_reminder: [PAID, SENT, SENT, SENT, CANCELLED, PAID, CANCELLED, ASKED, REFUNDED, CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, PAID, SENT, CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT],
  layby_ended: Array(29).fill(SENT),
  // Installation: who is coming, the job sheet, a new day and the code are moot once the order ended (cancelled, its delivery
  // cancelled, its refund asked or done); nothing else an order does makes them untrue.
  installation_assigned: [SENT, SENT, SENT, SENT, CANCELLED, SENT, CANCELLED, ASKED, REFUNDED, CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT],
  installation_job: [SENT, SENT, SENT, SENT, CANCELLED, SENT, CANCELLED, ASKED, REFUNDED, CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT],
  installation_rescheduled: [SENT, SENT, SENT, SENT, CANCELLED, SENT, CANCELLED, ASKED, REFUNDED, CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT],
  installation_code: [SENT, SENT, SENT, SENT, CANCELLED, SENT, CANCELLED, ASKED, REFUNDED, CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, SENT, CANCELLED, SENT, SENT, SENT, SENT, SENT, SENT],
  // The job done, its certificate and warranties: true whatever happens to the order since.
  installation_completed: Array(29).fill(SENT),
  installation_withdrawn: Array(29).fill(SENT),
};

describe('a queued message against the order as it now is', () => {
  const pairs = MESSAGE_EVENTS.flatMap((queued) => MESSAGE_EVENTS.map((later, column) => [queued, later, TABLE[queued][column]!] as const));
  it.each(pairs)('%s, then %s: %s', (queued, later, expected) => {
    // The queued message was true when it was written: the order went through its own event first.
    const first = LAYBY.has(queued) ? 'layby_started' : 'order_received';
    const before = queued === 'payment_failed' ? apply(start, queued) : apply(apply(start, first), queued);
    expect(supersededBy(queued, before)).toBeNull();
    expect(supersededBy(queued, apply(before, later))).toBe(expected);
  });

  it.each<[MessageEvent, OrderNow, string | null]>([
    ['order_received', { orderStatus: 'cash_on_delivery', deliveryStatus: 'pending' }, null],
    ['order_received', { orderStatus: 'refunded', deliveryStatus: 'pending' }, 'refunded_since'],
    ['order_received', { orderStatus: 'cancelled', deliveryStatus: 'pending' }, 'cancelled_since'],
    ['payment_failed', { orderStatus: 'cancelled', deliveryStatus: 'pending' }, 'cancelled_since'],
    ['delivery_shipped', { orderStatus: 'refunded', deliveryStatus: 'shipped' }, 'refunded_since'],
    ['delivery_shipped', { orderStatus: 'cancelled', deliveryStatus: 'shipped' }, 'cancelled_since'],
    ['delivery_cancelled', { orderStatus: 'cancelled', deliveryStatus: 'cancelled' }, null],
    ['delivery_delivered', { orderStatus: 'paid', deliveryStatus: 'pending' }, 'delivery_now_pending'],
    ['shop_new_order', { orderStatus: 'cancelled', deliveryStatus: 'cancelled' }, null],
    ['order_received', { orderStatus: 'refund_requested', deliveryStatus: 'delivered' }, 'refund_requested_since'],
    ['refund_requested', { orderStatus: 'refunded', deliveryStatus: 'cancelled' }, 'refunded_since'],
    ['order_cancelled', { orderStatus: 'refunded', deliveryStatus: 'cancelled' }, null],
    ['shop_order_cancelled', { orderStatus: 'refunded', deliveryStatus: 'cancelled' }, null],
    ['layby_reminder', { orderStatus: 'layby', deliveryStatus: 'pending' }, null],
    ['layby_reminder', { orderStatus: 'paid', deliveryStatus: 'pending' }, 'paid_since'],
    ['layby_reminder', { orderStatus: 'cancelled', deliveryStatus: 'cancelled' }, 'cancelled_since'],
    ['payment_failed', { orderStatus: 'layby', deliveryStatus: 'pending' }, 'paid_since'],
    ['layby_ended', { orderStatus: 'refund_requested', deliveryStatus: 'cancelled' }, null],
    ['installation_assigned', { orderStatus: 'layby', deliveryStatus: 'pending' }, null],
    ['installation_job', { orderStatus: 'cash_on_delivery', deliveryStatus: 'delivered' }, null],
    ['installation_code', { orderStatus: 'paid', deliveryStatus: 'delivered' }, null],
    ['installation_code', { orderStatus: 'refund_requested', deliveryStatus: 'delivered' }, 'refund_requested_since'],
    ['installation_rescheduled', { orderStatus: 'cancelled', deliveryStatus: 'cancelled' }, 'cancelled_since'],
    ['installation_completed', { orderStatus: 'refunded', deliveryStatus: 'cancelled' }, null],
  ])('%s for an order now %j: %s', (event, order, expected) => {
    expect(supersededBy(event, order)).toBe(expected);
  });
});
