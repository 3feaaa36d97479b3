import type { Translate } from '../../i18n/index.ts';
import type { AccountOrder } from '../../api/account.ts';
import { formatDateTime } from '../date-time.ts';
import { formatKes } from '../money.ts';
import { orderReference } from '../order-display.ts';

/**
 * What a shopper is told after the sale, the same on /orders and /track: that the order they just
 * cancelled is cancelled and what becomes of their money, who cancelled it and when, and where
 * its refund is.
 */

/** Said once an order is cancelled: that it is, then, for a paid one, that its refund started or that the team will start it. */
export function cancelledLines(orderId: string, refund: { ok: boolean; amountCents: number } | null, t: Translate): string[] {
  const done = t('cancel.done', { reference: orderReference(orderId) });
  if (!refund) return [done];
  return [done, refund.ok ? t('cancel.refundStarted', { amount: formatKes(refund.amountCents, t.locale) }) : t('cancel.refundLater')];
}

/** Who cancelled the order and when: "By you on 21 Nov 2026, 14:05". */
export function cancelledBy(cancellation: NonNullable<AccountOrder['cancellation']>, t: Translate): string {
  return t(`orders.cancellation.${cancellation.by}`, { date: formatDateTime(cancellation.at, t.locale) });
}

/** The refund in words: on its way while Pesapal works on it (asked, or being asked), returned once it reports it done. */
export function refundWords(refund: Pick<NonNullable<AccountOrder['refund']>, 'status' | 'amountCents'>, t: Translate): string {
  const amount = formatKes(refund.amountCents, t.locale);
  return refund.status === 'completed' ? t('orders.refund.completed', { amount }) : t('orders.refund.onItsWay', { amount });
}
