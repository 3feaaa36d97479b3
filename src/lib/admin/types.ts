/**
 * What the admin API answers (GET /api/orders, GET /api/orders/{id}, PATCH /api/orders/{id},
 * GET /api/admin/dashboard). Orders use the spec's admin field names; money is integer cents.
 */
import type { PaymentMethod, DeliveryStatus, OrderStatus, Payment, PaymentStatus } from '../order-types.ts';
import type { DashboardFigureKey } from './dashboard-figures.ts';
import type { Period } from './periods.ts';

export interface AdminOrderItem {
  product_id: string;
  product_name: string;
  quantity: number;
  /** Unit price the customer was charged. */
  price_cents: number;
  line_total_cents: number;
}

export interface AdminOrder {
  order_id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  /** Address, apartment, city, county and postal code on one line. */
  delivery_address: string;
  /** When the order was placed (ISO 8601). */
  order_date: string;
  /** The order's payment state. */
  payment_status: OrderStatus;
  delivery_status: DeliveryStatus;
  /** What the customer chose at checkout: MPESA, Card, Bank or Cash. */
  payment_method: PaymentMethod;
  items: AdminOrderItem[];
  currency: 'KES';
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
  paid_at: string | null;
}

export interface AdminOrderPage {
  orders: AdminOrder[];
  page: number;
  pageSize: number;
  /** Orders matching the filters, over all pages. */
  total: number;
  /** Sum of total_cents of the matching orders, over all pages. */
  totalCents: number;
}

/** A payment as the admin sees it: the stored payment's public fields, plus what Pesapal said over time. */
export interface AdminPaymentAttempt
  extends Pick<Payment, 'id' | 'provider' | 'orderTrackingId' | 'status' | 'paymentMethod' | 'amountCents' | 'currency' | 'confirmationCode' | 'createdAt'> {
  /** Every status a check learned from Pesapal, oldest first. */
  history: Array<{ at: string; source: string; status: PaymentStatus }>;
}

export interface AdminDeliveryChange {
  from: DeliveryStatus | null;
  to: DeliveryStatus;
  changedBy: string | null;
  changedByEmail: string | null;
  changedAt: string;
}

export interface AdminOrderDetail {
  order: AdminOrder;
  payments: AdminPaymentAttempt[];
  deliveryHistory: AdminDeliveryChange[];
  policies: Array<{ type: string; version: string; hash: string; acceptedAt: string }>;
}

export interface AdminContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  createdAt: string;
}

export interface DashboardFigure {
  orders: number;
  totalCents: number;
}

export interface AdminDashboard {
  generatedAt: string;
  timeZone: string;
  periods: Record<Period, { from: string; to: string }>;
  figures: Record<DashboardFigureKey, DashboardFigure>;
  latestOrders: AdminOrder[];
  messages: { unread: number; latest: AdminContactMessage[] };
}
