/** The domain shapes of orders and payments, as the repositories hand them out. Money is integer cents (KES). */

/**
 * refund_requested: a refund was asked of Pesapal and is not yet reported done (issue 29).
 * awaiting_confirmation: cash on delivery above the shop's limit, waiting for the team to confirm it
 * by phone (issue 43). The moves between them: orders/lifecycle.ts.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'awaiting_confirmation',
  'paid',
  'payment_failed',
  'cancelled',
  'refund_requested',
  'refunded',
  'cash_on_delivery',
  /** A lay-by order whose deposit is paid and balance is not (issue 47): reserved, not delivered. */
  'layby',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const DELIVERY_STATUSES = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The payment method chosen on the checkout form: see payment-methods.ts. */
export { PAYMENT_METHODS, type PaymentMethod } from './payment-methods.ts';
import type { PaymentMethod } from './payment-methods.ts';

/** A payment attempt's state: the statuses and their rules live in payment-status.ts. */
export { PAYMENT_STATUSES, type PaymentStatus } from './payment-status.ts';
import type { PaymentStatus } from './payment-status.ts';

/** Delivery as the order records it: see delivery/order-delivery.ts. */
export type { OrderDelivery } from './delivery/order-delivery.ts';
import type { OrderDelivery } from './delivery/order-delivery.ts';

/** The customer of an order as checkout takes them (phone normalised to +2547XXXXXXXX; '' for no apartment). */
import type { Customer } from './checkout/order-schema.ts';
import type { Locale } from '../i18n/locales.ts';
import type { LineTax } from './tax/tax-types.ts';
import type { LaybyPlan } from './layby/plan.ts';
import type { Installation } from './installation/types.ts';

/** One line of an order, as the server priced it (catalogue snapshot, discount applied), never the browser's. */
export interface OrderItem {
  productId: string;
  productName: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  /** The tax type and rate it was sold under (issue 45); null on lines from before. */
  tax: LineTax | null;
}

/** "I need a tax invoice for a business": the name and KRA PIN printed on the invoice and sent to KRA. */
export interface TaxBuyer {
  businessName: string;
  /** Upper case: A or P, nine digits, a letter (P051234567X). */
  kraPin: string;
}

/** An order's money, in integer cents: computed once, by pricedOrder (checkout/price-order.ts), and stored as is. */
interface OrderTotals {
  subtotalCents: number;
  /** The delivery fee when it is charged online with the goods, else 0. */
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/** An order as priceOrder priced it (checkout/price-order.ts): what the quote answers and what the database stores, as is. */
export interface PricedOrder extends OrderTotals {
  /** The server's lines, in cents, in the order's own words. */
  lines: OrderItem[];
  /** Delivery to the county asked, priced from the CMS settings; null when none was asked or the shop publishes no settings. */
  delivery: OrderDelivery | null;
  /** The tax of the delivery fee (a service: lib/tax/tax-types.ts SERVICE_TAX_TYPE); null without delivery, and on orders from before. */
  deliveryTax: LineTax | null;
}

interface AcceptedPolicy {
  type: string;
  version: string;
  hash: string;
}

export interface NewOrder {
  /** One per checkout attempt; a repeat with the same key returns the first order. */
  idempotencyKey: string;
  /** The verified user, or null for a guest. */
  userId: string | null;
  /** What the shopper picked at checkout. */
  chosenMethod: PaymentMethod;
  /** awaiting_payment (default) for online payment, cash_on_delivery for Cash (awaiting_confirmation above the shop's limit). */
  orderStatus?: Extract<OrderStatus, 'awaiting_payment' | 'cash_on_delivery' | 'awaiting_confirmation'>;
  customer: Customer;
  /** Lines, delivery and totals as priceOrder priced them: stored as given (the database only checks they add up). */
  priced: PricedOrder;
  acceptedPolicies: AcceptedPolicy[];
  /** The language the shopper ordered in (default English): their messages are written in it. */
  locale?: Locale;
  /** The business a tax invoice is made out to; absent or null: a sale to a person. */
  buyer?: TaxBuyer | null;
}

/** The latest payment attempt of an order, as the order history shows it. */
interface PaymentSummary {
  status: PaymentStatus;
  /** How Pesapal says it was paid ("MpesaKE", "Visa"…); null while nothing was paid. */
  reportedMethod: string | null;
  orderTrackingId: string | null;
  amountCents: number;
  currency: string;
  /** Its receipt code once completed: the M-PESA code (QJK7H2X9AB), a card's authorisation; null before. */
  confirmationCode: string | null;
}

export interface Order extends OrderTotals {
  id: string;
  userId: string | null;
  orderStatus: OrderStatus;
  deliveryStatus: DeliveryStatus;
  /** What the shopper picked at checkout. */
  chosenMethod: PaymentMethod;
  customer: Customer;
  currency: 'KES';
  /** Null for orders placed before delivery was priced at checkout. */
  delivery: OrderDelivery | null;
  /** The delivery fee's tax; null without delivery, and on orders from before issue 45. */
  deliveryTax: LineTax | null;
  /** The business its tax invoice is made out to, when the shopper asked for one. */
  buyer: TaxBuyer | null;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
  items: OrderItem[];
  latestPayment: PaymentSummary | null;
  /** The language the shopper ordered in. */
  locale: Locale;
  /** When the order was cancelled, by whom and why; null while it stands. */
  cancellation: Cancellation | null;
  /** Each change of its delivery status, oldest first. */
  deliverySteps: Array<{ to: DeliveryStatus; changedAt: string }>;
  /** Its refund asked of Pesapal (being asked, asked or done), or null. */
  refund: OrderRefund | null;
  /** Its money records (payment attempts, cash collected, refunds): what its figures are made from (orders/figures.ts). */
  money: MoneyRecords;
  /** Who took the goods out, as named when it was shipped (or on a cash collection); null when nobody was named. */
  driver: string | null;
  /** Its lay-by plan (issue 47: paid in instalments, delivered when paid in full); null for an order paid at once. */
  plan: LaybyPlan | null;
  /** Its installation job (issue 48: booked with the order, done by a licensed technician); null for an order without one. */
  installation: Installation | null;
}

/** An order's money records, as the database keeps them: what its figures are made from (orders/figures.ts). */
export interface MoneyRecords {
  /** Every payment attempt: a Pesapal one counts once it completed (COMPLETED, or REVERSED when refunded since). */
  payments: ReadonlyArray<{ provider: 'pesapal' | 'cash'; status: PaymentStatus; amountCents: number }>;
  /** What drivers brought back for a cash order, each collection once. */
  collections: ReadonlyArray<{ amountCents: number }>;
  /** Refunds asked of Pesapal: a completed one is money returned. */
  refunds: ReadonlyArray<{ status: RefundStatus; amountCents: number }>;
}

export interface OrderRefund {
  status: Exclude<RefundStatus, 'failed'>;
  amountCents: number;
  requestedAt: string | null;
  completedAt: string | null;
}

export interface Cancellation {
  at: string;
  by: 'customer' | 'admin';
  reason: string;
}

export const REFUND_STATUSES = ['sending', 'requested', 'completed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A refund of one payment, as asked of Pesapal (issue 29). */
export interface Refund {
  id: string;
  orderId: string;
  paymentId: string;
  amountCents: number;
  status: RefundStatus;
  reason: string;
  requestedBy: string | null;
  requestedByRole: 'customer' | 'admin';
  confirmationCode: string;
  /** Pesapal's words: its answer to the request, or why it failed. */
  providerMessage: string | null;
  createdAt: string;
  requestedAt: string | null;
  completedAt: string | null;
}

export interface DeliveryChange {
  from: DeliveryStatus | null;
  to: DeliveryStatus;
  changedBy: string | null;
  changedAt: string;
}

export interface NewPayment {
  orderId: string;
  provider?: 'pesapal' | 'cash';
  /** Sent to Pesapal as `id`; defaults to the order id. A retry on the same order needs a new one. */
  merchantReference?: string;
  orderTrackingId?: string | null;
  amountCents: number;
  currency?: string;
  /** How the payment was made, as Pesapal names it ('Cash on delivery' for a cash record). */
  reportedMethod?: string | null;
}

export interface Payment {
  id: string;
  orderId: string;
  userId: string | null;
  provider: 'pesapal' | 'cash';
  merchantReference: string;
  orderTrackingId: string | null;
  status: PaymentStatus;
  /** How Pesapal says it was paid; null while nothing was paid. */
  reportedMethod: string | null;
  amountCents: number;
  currency: string;
  confirmationCode: string | null;
  statusMessage: string | null;
  /** Pesapal's code for why it failed (its payment_status_code, e.g. request_terminated_by_user); null when it gave none. */
  statusReason: string | null;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What a status check learned; `raw` is Pesapal's answer, kept verbatim in the history. */
export interface PaymentStatusUpdate {
  status: PaymentStatus;
  reportedMethod?: string | null;
  confirmationCode?: string | null;
  message?: string | null;
  /** Pesapal's code for why it failed; absent or null when it gave none. */
  reason?: string | null;
  source: 'ipn' | 'callback' | 'poll' | 'admin';
  raw: unknown;
}
