import { withdrawnMessages } from '../../lib/messages/installation-messages.ts';
import { customerMessages, type CustomerEvent, type MessageContext } from '../../lib/messages/order-messages.ts';
import { shopAlerts, shopCancelAlerts } from '../../lib/messages/shop-alerts.ts';
import type { CatalogueSnapshot } from '../../lib/catalogue/snapshot.ts';
import type { NewMessage } from '../../lib/messages/types.ts';
import type { Order } from '../../lib/order-types.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { Database } from '../db/index.ts';
import { sendDueMessages, type MessageSenders } from './outbox-worker.ts';
import { DEFAULT_PAYMENT_FAILED_GRACE_SECONDS, dueInMs } from '../../lib/messages/due-time.ts';

/**
 * Queues an order's messages in the transaction of the change that causes them: the customer's
 * e-mail and SMS for the event, and for a new order (cash placed, or online payment completed) the
 * shop's alerts. Rows are unique per order, event, channel and recipient, so a repeated IPN or
 * request queues nothing more. Once that transaction has committed, `sendNow` sends the order's
 * due messages from the request itself (Cloudflare's waitUntil, or at once under Node), so a
 * confirmation leaves within seconds on any host; the scheduled sweep retries what fails. A
 * "payment failed" is due only after its grace (due-time.ts): `sendNow` leaves it, the sweep
 * sends it then, unless a payment completed meanwhile has superseded it.
 */
export interface OrderEvents {
  /** Returns how many messages were new. Given the order as the transaction has just written it (checkout), it is not read again. */
  queue(tx: Database, order: string | Order, event: CustomerEvent | 'shop_order_cancelled'): Promise<number>;
  /** Queues what `write` makes of the order (a warranty's messages), as `queue` does. */
  queueWritten(tx: Database, orderId: string, write: (order: Order, context: MessageContext) => NewMessage[]): Promise<number>;
  /** After the commit: sends the order's due messages in the background of this request. */
  sendNow(orderId: string): void;
}

/** How a request sends what it queued: the doors, the e-mails' Message-ID domain, and the host's way to finish work after answering. */
export interface MessageDispatch {
  senders: MessageSenders;
  messageIdDomain: string;
  /** Node: run it; Cloudflare: context.waitUntil, so the isolate lives until it settles. */
  background(work: Promise<unknown>): void;
  /** Node: the host's shared rounds (send-soon.ts), which send many requests' messages together; without it each request sends its own order's. */
  soon?: ((orderId: string) => Promise<unknown>) | undefined;
}

/** Who the shop is in its messages (and, when it books installations, how late a day may be moved), from the build's snapshot; null when the build published no shop details. */
export function messageContext(snapshot: CatalogueSnapshot, siteUrl: string): MessageContext | null {
  const shop = snapshot.shop;
  if (!shop) return null;
  return {
    siteUrl,
    shop: { name: shop.name, phone: shop.phone, email: shop.email, whatsapp: shop.whatsapp ?? null },
    alerts: { emails: shop.alertEmails, phones: shop.alertPhones },
    ...(snapshot.installation ? { rescheduleHours: snapshot.installation.rescheduleHours } : {}),
  };
}

/**
 * An order's end told to the technician it was given to (issue 48): a cancelled order, or one whose
 * money is going back, cancels its job (the migration's trigger), and they must not come.
 */
function technicianTold(order: Order, event: CustomerEvent, context: MessageContext): NewMessage[] {
  const job = order.installation;
  if ((event !== 'order_cancelled' && event !== 'refund_requested') || job?.status !== 'cancelled' || !job.technician || !job.day)
    return [];
  return withdrawnMessages(order, context, { technician: job.technician, day: job.day }, 'cancelled');
}

export function orderEvents(
  catalogue: CatalogueSource,
  siteUrl: string,
  db: Database,
  dispatch?: MessageDispatch,
  paymentFailedGraceMs = DEFAULT_PAYMENT_FAILED_GRACE_SECONDS * 1000,
): OrderEvents {
  const due = (messages: NewMessage[]) => messages.map((m) => ({ ...m, dueInMs: dueInMs(m.event, paymentFailedGraceMs) }));
  return {
    sendNow(orderId) {
      if (!dispatch) return;
      const work = dispatch.soon
        ? dispatch.soon(orderId)
        : sendDueMessages(db, dispatch.senders, { orderId, batch: 20, messageIdDomain: dispatch.messageIdDomain });
      // A failure here is the sweep's to retry: the messages stay due in the outbox.
      dispatch.background(
        work.catch((error: unknown) => console.error(`Order ${orderId}: its messages could not be sent now; the sweep will retry`, error)),
      );
    },
    async queueWritten(tx, orderId, write) {
      const context = messageContext(await catalogue(), siteUrl);
      const order = context && (await tx.orders.byId(orderId));
      if (!context || !order) return 0;
      return tx.outbox.queue(write(order, context));
    },
    async queue(tx, orderOrId, event) {
      const context = messageContext(await catalogue(), siteUrl);
      const order = context && (typeof orderOrId === 'string' ? await tx.orders.byId(orderOrId) : orderOrId);
      if (!context || !order) return 0;
      // The customer's in the language they ordered in; the shop's alerts in English, as its admin area.
      if (event === 'shop_order_cancelled') return tx.outbox.queue(shopCancelAlerts(order, context));
      const alerts = event === 'order_received' ? shopAlerts(order, context) : [];
      return tx.outbox.queue(due([...customerMessages(order, event, context), ...alerts, ...technicianTold(order, event, context)]));
    },
  };
}
