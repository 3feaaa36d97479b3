import type { NewOrder, OrderItem } from '../../lib/order-types.ts';
import { DELIVERY_COLUMNS, deliveryValues } from './order-delivery-row.ts';

/**
 * The columns of `public.orders` a new order fills, by name, from what checkout priced and took:
 * one mapping for checkout's insert (orders.create) and the bulk load (bulk-orders.ts).
 */
export function newOrderRow(input: NewOrder): Record<string, unknown> {
  const { delivery, subtotalCents, shippingCents, taxCents, totalCents, deliveryTax } = input.priced;
  const c = input.customer;
  const row: Record<string, unknown> = {
    idempotency_key: input.idempotencyKey,
    user_id: input.userId,
    status: input.orderStatus ?? 'awaiting_payment',
    payment_method: input.chosenMethod,
    customer_name: c.fullName,
    customer_email: c.email,
    customer_phone: c.phone,
    address: c.address,
    apartment: c.apartment || null,
    city: c.city,
    county: c.county,
    postal_code: c.postalCode,
    subtotal_cents: subtotalCents,
    shipping_cents: shippingCents,
    tax_cents: taxCents,
    total_cents: totalCents,
    locale: input.locale ?? 'en',
    delivery_tax_type: deliveryTax?.taxType ?? null,
    delivery_tax_rate_bp: deliveryTax?.rateBp ?? null,
    buyer_business_name: input.buyer?.businessName ?? null,
    buyer_kra_pin: input.buyer?.kraPin ?? null,
  };
  const values = deliveryValues(delivery);
  DELIVERY_COLUMNS.forEach((column, index) => (row[column] = values[index]));
  return row;
}

/** The columns of `public.order_items`, in the order orderItemValues gives them. */
export const ORDER_ITEM_COLUMNS = [
  'order_id',
  'position',
  'product_id',
  'product_name',
  'unit_price_cents',
  'quantity',
  'line_total_cents',
  'tax_type',
  'tax_rate_bp',
] as const;

/** One order line's values, in ORDER_ITEM_COLUMNS' order. */
export function orderItemValues(orderId: string, item: OrderItem, position: number): unknown[] {
  return [
    orderId,
    position,
    item.productId,
    item.productName,
    item.unitPriceCents,
    item.quantity,
    item.lineTotalCents,
    item.tax?.taxType ?? null,
    item.tax?.rateBp ?? null,
  ];
}
