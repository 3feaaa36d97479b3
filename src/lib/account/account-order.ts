import { cancelVerdict, customerCancelDeadline } from '../orders/after-sale.ts';
import { orderTimeline } from '../orders/timeline.ts';
import { orderFigures } from '../orders/figures.ts';
import type { Order } from '../order-types.ts';
import type { AccountOrder } from '../../api/account.ts';
import { expiresOn, isOpen } from '../layby/plan.ts';
import { laybyPlanView } from '../layby/plan-view.ts';
import { toCustomerInstallation } from '../installation/customer-view.ts';

/** What an order's answer needs to say whether its customer may still cancel it: the time, and the policy's change window. */
export interface CancelWindow {
  now: Date;
  hours: number;
  /** Up to how many hours before its day an installation may be moved online (CMS installation settings); absent: not online. */
  rescheduleHours?: number | null | undefined;
}

/** An order as the customer's order history shows it (no internal keys), with its timeline and whether they may cancel it. */
export function toAccountOrder(order: Order, cancel: CancelWindow): AccountOrder {
  const mayCancel = cancelVerdict(order, 'customer', cancel.now, cancel.hours).ok;
  return {
    id: order.id,
    status: order.orderStatus,
    deliveryStatus: order.deliveryStatus,
    chosenMethod: order.chosenMethod,
    currency: order.currency,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    delivery: order.delivery,
    buyer: order.buyer,
    figures: orderFigures(order),
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    items: order.items,
    payment: order.latestPayment,
    timeline: orderTimeline({ ...order, cancelledAt: order.cancellation?.at ?? null }, order.deliverySteps),
    cancellation: order.cancellation,
    refund: order.refund,
    cancelUntil: order.plan
      ? isOpen(order.plan)
        ? `${expiresOn(order.plan)}T00:00:00+03:00`
        : null
      : mayCancel
        ? customerCancelDeadline(order.createdAt, cancel.hours).toISOString()
        : null,
    plan: order.plan && laybyPlanView(order.plan, order.chosenMethod, cancel.now),
    installation:
      order.installation && toCustomerInstallation(order.installation, order, { now: cancel.now, rescheduleHours: cancel.rescheduleHours }),
  };
}
