import { formatKes } from '../money.ts';
import type { AdminOrderItem } from './answers.ts';

/** One order line as the admin table shows it: 'product name (xquantity) - KES price' (unit price). */
export function formatItem(item: Pick<AdminOrderItem, 'product_name' | 'quantity' | 'price_cents'>): string {
  const amount = formatKes(item.price_cents).replace(/^KSh\s/, '');
  return `${item.product_name} (x${item.quantity}) - KES ${amount}`;
}
