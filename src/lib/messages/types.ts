/** Order messages (issue 17): what the outbox holds and the admin sees. */

export const MESSAGE_EVENTS = [
  'order_received',
  'payment_failed',
  'delivery_shipped',
  'delivery_delivered',
  'delivery_cancelled',
  'shop_new_order',
  'order_cancelled',
  'refund_requested',
  'refund_completed',
  'shop_order_cancelled',
  'warranty_registered',
  'warranty_claim_received',
  'warranty_claim_status',
  'warranty_serial_corrected',
  'order_confirmed',
  /** A receipt for cash or M-PESA a driver collected (cash-messages.ts): one per collection. */
  'cash_received',
  /** A product a shopper asked about is available again (stock-messages.ts): one per subscription, no order. */
  'back_in_stock',
  /** The shop's daily list of counted products at or below their threshold (stock-messages.ts): one a day, no order. */
  'shop_low_stock',
  /** Lay-by (layby-messages.ts): the deposit reserved the order, a payment received, paid in full, a reminder, the plan ended. */
  'layby_started',
  'layby_payment',
  'layby_paid',
  'layby_reminder',
  'layby_ended',
  /**
   * Installation (installation-messages.ts, issue 48): the customer told who is coming (name and
   * EPRA licence) and how to reschedule; the technician sent the job sheet's link; the day moved;
   * the completion code sent to the customer's phone; the job completed with the certificate.
   */
  'installation_assigned',
  'installation_job',
  'installation_rescheduled',
  'installation_code',
  'installation_completed',
  /** The technician told a job is no longer theirs: the order was cancelled, or its new day is one they may not take. */
  'installation_withdrawn',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/** The events of messages that belong to no order: the worker sends them without an order to check. */
export type OrderlessEvent = Extract<MessageEvent, 'back_in_stock' | 'shop_low_stock'>;

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'failed', 'superseded'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Why a message is not sent: what happened to the order since it was queued (supersede.ts decides). */
export const SUPERSEDE_REASONS = [
  'paid_since',
  'payment_due_again',
  'cancelled_since',
  'refund_requested_since',
  'refunded_since',
  'delivery_now_pending',
  'delivery_now_shipped',
  'delivery_now_delivered',
  'delivery_now_cancelled',
  /** An installation's technician, day or link changed since, or its job ended (installation-messages.ts's keys). */
  'installation_changed_since',
] as const;
export type SupersedeReason = (typeof SUPERSEDE_REASONS)[number];

/** A message as rendered for the outbox: written in the transaction of the change that causes it. */
export interface NewMessage {
  /** The order it speaks of; null for the messages of ORDERLESS_EVENTS. */
  orderId: string | null;
  event: MessageEvent;
  channel: MessageChannel;
  /** The customer, the shop's team, or the technician given the job (the job sheet's link). */
  audience: 'customer' | 'shop' | 'technician';
  /** An e-mail address, or a phone number as +254XXXXXXXXX. */
  recipient: string;
  /** E-mail only. */
  subject: string | null;
  body: string;
  html: string | null;
  /** What makes a message one of several of its order, event and recipient (a warranty claim and the status it reached); '' or absent for the rest. */
  dedupeKey?: string;
  /** How long after it is queued it falls due (due-time.ts); absent: at once. */
  dueInMs?: number;
}

export interface OutboxMessage extends NewMessage {
  id: string;
  status: MessageStatus;
  attempts: number;
  nextAttemptAt: string;
  providerMessageId: string | null;
  lastError: string | null;
  /** Why it was not sent: what happened to the order since it was queued (supersede.ts). */
  supersededReason: SupersedeReason | null;
  /** What the provider last reported of its delivery (Africa's Talking: Success, Failed, Rejected, Buffered…). */
  deliveryStatus: string | null;
  /** With it, the network and the failure reason when there is one. */
  deliveryDetail: string | null;
  deliveryReportedAt: string | null;
  createdAt: string;
  sentAt: string | null;
}
