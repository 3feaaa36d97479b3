import type { Row } from './sql.ts';
import type { Cancellation, OrderRefund, DeliveryStatus, Order, OrderStatus, Payment } from '../../lib/order-types.ts';
import { int, iso, isoOrNull, text, textOrNull } from './values.ts';
import { buyerOfRow, lineTaxOf } from './order-tax-row.ts';
import { deliveryOfRow } from './order-delivery-row.ts';
import { MONEY_COLUMNS, moneyOfRow } from './order-money-row.ts';
import { LAYBY_PLAN_COLUMN, laybyPlanOfRow } from './layby-row.ts';
import { INSTALLATION_COLUMN, installationOfRow } from './installation-row.ts';

/** An order as the shop reads it: its row with its lines, latest payment, delivery steps, live refund, money, plan and installation. */
export const ORDER_COLUMNS = `
  o.*,
  coalesce((
    select jsonb_agg(jsonb_build_object(
      'productId', i.product_id, 'productName', i.product_name, 'unitPriceCents', i.unit_price_cents,
      'quantity', i.quantity, 'lineTotalCents', i.line_total_cents, 'taxType', i.tax_type, 'taxRateBp', i.tax_rate_bp) order by i.position)
    from public.order_items i where i.order_id = o.id), '[]'::jsonb) as items,
  (select jsonb_build_object(
      'status', p.status, 'reportedMethod', p.payment_method, 'orderTrackingId', p.order_tracking_id,
      'amountCents', p.amount_cents, 'currency', p.currency, 'confirmationCode', p.confirmation_code)
    from public.payments p where p.order_id = o.id order by p.created_at desc limit 1) as latest_payment,
  coalesce((
    select jsonb_agg(jsonb_build_object('to', d.to_status, 'changedAt', d.changed_at) order by d.changed_at, d.id)
    from public.delivery_status_changes d where d.order_id = o.id), '[]'::jsonb) as delivery_steps,
  (select jsonb_build_object('status', r.status, 'amountCents', r.amount_cents, 'requestedAt', r.requested_at, 'completedAt', r.completed_at)
    from public.refunds r where r.order_id = o.id and r.status <> 'failed' order by r.created_at desc limit 1) as live_refund,
  ${MONEY_COLUMNS},
  ${LAYBY_PLAN_COLUMN},
  ${INSTALLATION_COLUMN}`;

function toRefundStep(value: unknown): OrderRefund | null {
  if (!value) return null;
  const r = value as Record<string, unknown>;
  return {
    status: text(r.status) as OrderRefund['status'],
    amountCents: int(r.amountCents),
    requestedAt: isoOrNull(r.requestedAt),
    completedAt: isoOrNull(r.completedAt),
  };
}

export function orderOfRow(row: Row): Order {
  return {
    id: text(row.id),
    userId: textOrNull(row.user_id),
    orderStatus: text(row.status) as OrderStatus,
    deliveryStatus: text(row.delivery_status) as DeliveryStatus,
    chosenMethod: text(row.payment_method) as Order['chosenMethod'],
    customer: {
      fullName: text(row.customer_name),
      email: text(row.customer_email),
      phone: text(row.customer_phone),
      address: text(row.address),
      apartment: textOrNull(row.apartment) ?? '',
      city: text(row.city),
      county: text(row.county),
      postalCode: text(row.postal_code),
    },
    currency: 'KES',
    subtotalCents: int(row.subtotal_cents),
    shippingCents: int(row.shipping_cents),
    taxCents: int(row.tax_cents),
    totalCents: int(row.total_cents),
    delivery: deliveryOfRow(row),
    paidAt: isoOrNull(row.paid_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    items: (row.items as Array<Record<string, unknown>>).map((item) => ({
      productId: text(item.productId),
      productName: text(item.productName),
      quantity: int(item.quantity),
      unitPriceCents: int(item.unitPriceCents),
      lineTotalCents: int(item.lineTotalCents),
      tax: lineTaxOf(item.taxType, item.taxRateBp),
    })),
    deliveryTax: lineTaxOf(row.delivery_tax_type, row.delivery_tax_rate_bp),
    buyer: buyerOfRow(row),
    latestPayment: row.latest_payment ? { ...(row.latest_payment as NonNullable<Order['latestPayment']>) } : null,
    locale: row.locale === 'sw' ? 'sw' : 'en',
    deliverySteps: (row.delivery_steps as Array<Record<string, unknown>>).map((step) => ({
      to: text(step.to) as DeliveryStatus,
      changedAt: iso(step.changedAt),
    })),
    refund: toRefundStep(row.live_refund),
    money: moneyOfRow(row),
    driver: textOrNull(row.driver),
    plan: laybyPlanOfRow(row),
    installation: installationOfRow(row),
    cancellation: row.cancelled_at
      ? { at: iso(row.cancelled_at), by: text(row.cancelled_by) as Cancellation['by'], reason: text(row.cancel_reason) }
      : null,
  };
}

/**
 * The order as a read would find it once its first payment is written (its latest, and its only
 * money record): what a checkout holds after writing both, without reading the order again.
 */
export function withFirstPayment(order: Order, payment: Payment): Order {
  const { status, reportedMethod, orderTrackingId, amountCents, currency, confirmationCode } = payment;
  return {
    ...order,
    latestPayment: { status, reportedMethod, orderTrackingId, amountCents, currency, confirmationCode },
    money: { ...order.money, payments: [{ provider: payment.provider, status, amountCents }] },
  };
}
