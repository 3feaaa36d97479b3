import { adminInstallation } from './admin-installation.ts';
import { z } from 'zod';
import { orderDeliveryAnswer } from './delivery.ts';
import { orderFiguresAnswer } from './figures.ts';
import { taxBuyerAnswer } from './tax-buyer.ts';
import { adminCashCollection } from './admin-cash.ts';
import { DELIVERY_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, REFUND_STATUSES } from '../lib/order-types.ts';
import { DASHBOARD_FIGURE_KEYS } from '../lib/admin/dashboard-figures.ts';
import { CANCEL_PLANS, CANCEL_REFUSALS } from '../lib/orders/after-sale.ts';
import { PERIODS } from '../lib/admin/periods.ts';
import { adminActionEntry } from './admin-actions.ts';
import { ORDER_ACTIONS } from '../lib/orders/order-action-names.ts';
import { MESSAGE_CHANNELS, MESSAGE_EVENTS, MESSAGE_STATUSES, SUPERSEDE_REASONS, type OutboxMessage } from '../lib/messages/types.ts';

/**
 * What the admin API answers (GET /api/orders, GET /api/orders/{id}, PATCH /api/orders/{id},
 * GET /api/admin/dashboard): the server builds these shapes, the admin pages check them with these
 * schemas. Orders use the spec's admin field names; money is integer cents.
 */

const cents = z.number().int();

const adminOrderItem = z.object({
  product_id: z.string(),
  product_name: z.string(),
  quantity: z.number().int(),
  /** Unit price the customer was charged. */
  price_cents: cents,
  line_total_cents: cents,
});
export type AdminOrderItem = z.infer<typeof adminOrderItem>;

const adminOrder = z.object({
  order_id: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  /** Address, apartment, city, county and postal code on one line. */
  delivery_address: z.string(),
  /** When the order was placed (ISO 8601). */
  order_date: z.string(),
  /** The order's status (orderStatus): the spec's admin order names it payment_status; the admin door (src/client/admin.ts) reads it once. */
  payment_status: z.enum(ORDER_STATUSES),
  delivery_status: z.enum(DELIVERY_STATUSES),
  /** The chosen method (chosenMethod): what the customer picked at checkout, MPESA, Card, Bank or Cash; the admin door reads it once. */
  payment_method: z.enum(PAYMENT_METHODS),
  items: z.array(adminOrderItem),
  currency: z.literal('KES'),
  subtotal_cents: cents,
  shipping_cents: cents,
  tax_cents: cents,
  total_cents: cents,
  /** Delivery as priced at checkout; null for orders placed before delivery was priced. */
  delivery: orderDeliveryAnswer.nullable(),
  /** The business its tax invoice is made out to (name and KRA PIN); null for a sale to a person. */
  buyer: taxBuyerAnswer.nullable(),
  paid_at: z.string().nullable(),
  /** Its figures (goods, delivery, total, paid, due online and to the driver, refunded): the same the customer sees. */
  figures: orderFiguresAnswer,
  /** Who took the goods out, as named when it was shipped; null when nobody was named. */
  driver: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrder>;

export const adminOrderPage = z.object({
  orders: z.array(adminOrder),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Orders matching the filters, over all pages. */
  total: z.number().int(),
  /** What the matching orders brought in, less refunds returned, over all pages (the sum of their figures). */
  paidCents: cents,
  /** What is still to be paid on them, online or to the driver, over all pages. */
  dueCents: cents,
});
export type AdminOrderPage = z.infer<typeof adminOrderPage>;

/** A payment as the admin sees it: the stored payment's public fields, plus what Pesapal said over time. */
const adminPaymentAttempt = z.object({
  id: z.string(),
  provider: z.enum(['pesapal', 'cash']),
  orderTrackingId: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  /** How Pesapal says it was paid; null while nothing was paid. */
  reportedMethod: z.string().nullable(),
  amountCents: cents,
  currency: z.string(),
  confirmationCode: z.string().nullable(),
  createdAt: z.string(),
  /** Every status a check learned from Pesapal, oldest first. */
  history: z.array(z.object({ at: z.string(), source: z.string(), status: z.enum(PAYMENT_STATUSES) })),
});
export type AdminPaymentAttempt = z.infer<typeof adminPaymentAttempt>;

const adminDeliveryChange = z.object({
  from: z.enum(DELIVERY_STATUSES).nullable(),
  to: z.enum(DELIVERY_STATUSES),
  changedBy: z.string().nullable(),
  changedByEmail: z.string().nullable(),
  changedAt: z.string(),
});
export type AdminDeliveryChange = z.infer<typeof adminDeliveryChange>;

/** An order message (e-mail or SMS) as the admin sees it: where it went, how it went, the last error, and the gateway's delivery report. */
const adminNotification = z.object({
  id: z.string(),
  /** Null for a message of no order: a back-in-stock message, the daily low-stock alert. */
  orderId: z.string().nullable(),
  event: z.enum(MESSAGE_EVENTS),
  channel: z.enum(MESSAGE_CHANNELS),
  audience: z.enum(['customer', 'shop', 'technician']),
  recipient: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** Why it was not sent (supersede.ts), when it was superseded. */
  supersededReason: z.enum(SUPERSEDE_REASONS).nullable(),
  /** The SMS gateway's last delivery report: Success, Failed, Rejected, Buffered…; null before any (and for e-mail). */
  deliveryStatus: z.string().nullable(),
  /** Its network and failure reason, e.g. `Safaricom (63902): UserDoesNotExist`. */
  deliveryDetail: z.string().nullable(),
  deliveryReportedAt: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminNotification = z.infer<typeof adminNotification>;

/** A refund asked of Pesapal: sending, requested (Pesapal took it), completed (Pesapal reports REVERSED) or failed (may be asked again). */
const adminRefund = z.object({
  id: z.string(),
  amountCents: cents,
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  requestedByRole: z.enum(['customer', 'admin']),
  requestedByEmail: z.string().nullable(),
  /** Pesapal's words: its answer to the request, or why it failed. */
  providerMessage: z.string().nullable(),
  createdAt: z.string(),
  requestedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefund>;

/** One entry of the order's audit: who cancelled or refunded it, and why; what the shop did on its own after a cancellation. */
const adminOrderAction = z.object({
  action: z.enum(ORDER_ACTIONS),
  actorRole: z.enum(['customer', 'admin', 'system']),
  actorEmail: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type AdminOrderAction = z.infer<typeof adminOrderAction>;

export const adminOrderDetail = z.object({
  order: adminOrder,
  payments: z.array(adminPaymentAttempt),
  deliveryHistory: z.array(adminDeliveryChange),
  policies: z.array(z.object({ type: z.string(), version: z.string(), hash: z.string(), acceptedAt: z.string() })),
  /** The e-mails and SMS of this order, oldest first. */
  notifications: z.array(adminNotification),
  /** When, by whom and why it was cancelled; null while it stands. */
  cancellation: z.object({ at: z.string(), by: z.enum(['customer', 'admin']), reason: z.string() }).nullable(),
  /** Its refunds, oldest first (a failed one may be followed by another). */
  refunds: z.array(adminRefund),
  /** Cancellations and refunds, oldest first. */
  actions: z.array(adminOrderAction),
  /** What drivers brought back for it (cash on delivery), oldest first. */
  collections: z.array(adminCashCollection),
  /** Whether it is a lay-by (issue 47): its plan is read from GET /api/admin/layby/{orderId}. */
  layby: z.boolean(),
  /** Its installation job (issue 48): the day, the technician, where it stands; null for an order without one. */
  installation: adminInstallation.nullable(),
  /** What the admin may do now: cancel it (not delivered, not cancelled), and refund it (the whole payment; part of it for a card). */
  can: z.object({
    cancel: z.boolean(),
    /** What cancelling would do (lib/orders/after-sale.ts), or why it may not. */
    cancelPlan: z.enum(CANCEL_PLANS).nullable(),
    cancelRefusal: z.enum(CANCEL_REFUSALS).nullable(),
    refund: z.object({ fullCents: cents, partial: z.boolean() }).nullable(),
  }),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

const adminContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessage>;

/** A count of orders, with what they brought in (less refunds) and what is still due on them, as the table sums them. */
const dashboardFigure = z.object({ orders: z.number().int(), paidCents: cents, dueCents: cents });
export type DashboardFigure = z.infer<typeof dashboardFigure>;

/** An object with exactly `keys`, each checked by `value`. */
const record = <K extends string, V extends z.ZodType>(keys: readonly K[], value: V) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);

export const adminDashboard = z.object({
  generatedAt: z.string(),
  timeZone: z.string(),
  periods: record(PERIODS, z.object({ from: z.string(), to: z.string() })),
  figures: record(DASHBOARD_FIGURE_KEYS, dashboardFigure),
  latestOrders: z.array(adminOrder),
  messages: z.object({ unread: z.number().int(), latest: z.array(adminContactMessage) }),
  /** Order e-mails and SMS that could not be sent: how many, and the newest. */
  failedNotifications: z.object({ count: z.number().int(), latest: z.array(adminNotification) }),
  /** Refunds asked this month (shop time), and how much they return. */
  refundsMonth: z.object({ count: z.number().int(), amountCents: cents }),
  /** How the outbox stands: due now, waiting to retry, failed, superseded, and when the oldest due one fell due. */
  outbox: z.object({
    due: z.number().int(),
    retrying: z.number().int(),
    failed: z.number().int(),
    superseded: z.number().int(),
    oldestDueAt: z.string().nullable(),
  }),
  /** The admin audit's newest entries (issue 33). */
  lastActions: z.array(adminActionEntry),
  /** Tax invoices and credit notes waiting for KRA: how many, the oldest's wait, how many KRA refused; late past `alertMinutes` (ETIMS_WAITING_ALERT_MINUTES). */
  invoices: z.object({
    waiting: z.number().int(),
    oldestWaitingMinutes: z.number().int().nullable(),
    failed: z.number().int(),
    late: z.boolean(),
    alertMinutes: z.number().int(),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

/** PATCH /api/orders/{id} answers the order as it now is. */
export const deliveryUpdateAnswer = z.object({ order: adminOrder });
/** POST /api/orders/{id}/confirm answers the order as it now is: confirmed by phone, cash on delivery. */
export const confirmAnswer = z.object({ order: adminOrder });
/** POST /api/orders/{id}/notifications/{notificationId}/resend answers the message, due again. */
export const notificationResendAnswer = z.object({ notification: adminNotification });
/** POST /api/orders/{id}/refund answers the refund (as it stands, on a repeat) and the order as it now is. */
export const refundAnswer = z.object({
  refund: z.object({ status: z.enum(REFUND_STATUSES), amountCents: cents }),
  /** True when the payment's refund had been asked already: nothing new was sent to Pesapal. */
  repeated: z.boolean(),
  order: adminOrder,
});
export type RefundAnswer = z.infer<typeof refundAnswer>;
/** POST /api/orders/{id}/cash answers the collection (the earlier one on a repeat), what is still owed, and the order as it now is. */
export const cashAnswer = z.object({
  collection: adminCashCollection,
  /** True when this request had been recorded already (the same M-PESA receipt or request key): nothing was added. */
  repeated: z.boolean(),
  stillOwedCents: cents,
  order: adminOrder,
});
export type CashAnswer = z.infer<typeof cashAnswer>;
/** PATCH /api/admin/messages/{id} answers the message's new state. */
export const messageUpdateAnswer = z.object({ id: z.string(), read: z.boolean() });

/** An outbox row in the admin's words (no message bodies: those hold the customer's details in full). */
export function toAdminNotification(message: OutboxMessage): AdminNotification {
  const {
    id,
    orderId,
    event,
    channel,
    audience,
    recipient,
    status,
    attempts,
    lastError,
    supersededReason,
    deliveryStatus,
    deliveryDetail,
    deliveryReportedAt,
    createdAt,
    sentAt,
  } = message;
  return {
    id,
    orderId,
    event,
    channel,
    audience,
    recipient,
    status,
    attempts,
    lastError,
    supersededReason,
    deliveryStatus,
    deliveryDetail,
    deliveryReportedAt,
    createdAt,
    sentAt,
  };
}
