import type { Installation } from '../installation/types.ts';
import type { DeliveryStatus, OrderStatus } from '../order-types.ts';
import type { MessageEvent, SupersedeReason } from './types.ts';

/** The order as it stands when a queued message is about to be sent. */
export interface OrderNow {
  orderStatus: OrderStatus;
  deliveryStatus: DeliveryStatus;
  /** Its installation job now, when it has one (the order's door reads it): its day, its technician, its state. */
  installation?: Pick<Installation, 'status' | 'day' | 'technician' | 'assignedAt'> | null | undefined;
}

const DELIVERY_REASON: Record<DeliveryStatus, SupersedeReason> = {
  pending: 'delivery_now_pending',
  shipped: 'delivery_now_shipped',
  delivered: 'delivery_now_delivered',
  cancelled: 'delivery_now_cancelled',
};

/** The order ended (refunded, its refund asked, cancelled, or its delivery cancelled): what was said of its payment is moot. */
function ended(order: OrderNow): SupersedeReason | null {
  if (order.orderStatus === 'refunded') return 'refunded_since';
  if (order.orderStatus === 'refund_requested') return 'refund_requested_since';
  if (order.orderStatus === 'cancelled' || order.deliveryStatus === 'cancelled') return 'cancelled_since';
  return null;
}

/**
 * An installation message overtaken by the job itself (installation-messages.ts writes the keys it
 * reads): who is coming and the job sheet's link once another technician, another day or a newer
 * link was given, or the job ended; a new day once it moved again; a code once the job is no
 * longer waiting for one. Without the job (an order read without it) nothing is decided here.
 */
function installationChanged(event: MessageEvent, job: OrderNow['installation'], key: string): SupersedeReason | null {
  if (!job) return null;
  const changed = 'installation_changed_since';
  if (job.status === 'completed' || job.status === 'cancelled') return changed;
  // `{moves}:{old day}>{new day}`: moved again since.
  if (event === 'installation_rescheduled') return key && key.slice(key.lastIndexOf('>') + 1) !== job.day ? changed : null;
  // The rest speak of an assigned job: a code is asked for by its technician.
  if (job.status !== 'assigned') return changed;
  if (event === 'installation_code') return null;
  // `{technician}:{day}` and, for the technician's link, `:{assigned at}`.
  const [technician = '', day = ''] = key.split(':');
  if (!key || technician !== job.technician?.id || day !== job.day) return changed;
  const assignedAt = key.slice(technician.length + day.length + 2);
  return event === 'installation_job' && assignedAt !== (job.assignedAt ?? '') ? changed : null;
}

/**
 * Whether a queued message is still true of the order now, or why not: a "payment failed" for an
 * order since paid, an "order received" for one since cancelled, a "shipped" for one since
 * delivered or cancelled, a "refund on its way" for one since refunded, any customer message for an
 * event a later one has overtaken. The shop's alerts are always sent: the team must hear of every
 * order, even one cancelled at once, and of every cancellation. A cancellation and a refund done are
 * the end of an order's story: nothing overtakes them.
 */
export function supersededBy(event: MessageEvent, order: OrderNow, dedupeKey = ''): SupersedeReason | null {
  switch (event) {
    case 'shop_new_order':
    case 'shop_order_cancelled':
    case 'order_cancelled':
    case 'refund_completed':
      return null;
    // A warranty's messages speak of a registration or a claim, not of the order's state.
    case 'warranty_registered':
    case 'warranty_claim_received':
    case 'warranty_claim_status':
    case 'warranty_serial_corrected':
      return null;
    // A receipt is true of the money it names, whatever happens to the order since.
    case 'cash_received':
      return null;
    // Of no order (OrderlessEvent): the worker has no order to hold them to.
    case 'back_in_stock':
    case 'shop_low_stock':
      return null;
    // Lay-by: a receipt, the deposit's and the last payment's messages name money received; the end of a plan ends its story.
    case 'layby_started':
    case 'layby_payment':
    case 'layby_paid':
    case 'layby_ended':
      return null;
    // A reminder is moot once the plan is paid in full or has ended.
    case 'layby_reminder':
      return order.orderStatus === 'paid' ? 'paid_since' : ended(order);
    // Installation (issue 48): who is coming, the job sheet, a new day, the completion code are moot once the order ended; a completion ends the job's story.
    case 'installation_assigned':
    case 'installation_job':
    case 'installation_rescheduled':
    case 'installation_code':
      return ended(order) ?? installationChanged(event, order.installation, dedupeKey);
    case 'installation_completed':
      return null;
    // A technician told not to come is told whatever happened since: a new job comes with its own message.
    case 'installation_withdrawn':
      return null;
    case 'refund_requested':
      return order.orderStatus === 'refunded' ? 'refunded_since' : null;
    // The team confirmed a cash order by phone: moot once the order ended, or its goods arrived.
    case 'order_confirmed':
      return ended(order) ?? (order.deliveryStatus === 'delivered' ? 'delivery_now_delivered' : null);
    // A lay-by's deposit paid since (the order on `layby`) answers a failed payment as a payment in full does.
    case 'payment_failed':
      if (order.orderStatus === 'paid' || order.orderStatus === 'layby') return 'paid_since';
      return ended(order);
    case 'order_received':
      if (order.orderStatus === 'awaiting_payment' || order.orderStatus === 'payment_failed') return 'payment_due_again';
      // A receipt that would arrive after the goods says nothing the delivered message did not.
      return ended(order) ?? (order.deliveryStatus === 'delivered' ? 'delivery_now_delivered' : null);
    case 'delivery_shipped':
    case 'delivery_delivered':
    case 'delivery_cancelled': {
      const said = event.slice('delivery_'.length) as DeliveryStatus;
      if (order.deliveryStatus !== said) return DELIVERY_REASON[order.deliveryStatus];
      if (order.orderStatus === 'refunded') return 'refunded_since';
      if (said !== 'cancelled' && order.orderStatus === 'refund_requested') return 'refund_requested_since';
      return said !== 'cancelled' && order.orderStatus === 'cancelled' ? 'cancelled_since' : null;
    }
  }
}
