import type { Translate } from '../../i18n/index.ts';
import type { AccountOrder, LaybyPlanAnswer } from '../../api/account.ts';
import { formatLongDate } from '../../lib/date-time.ts';
import { formatKes } from '../../lib/money.ts';

/**
 * A lay-by order's confirmation in words (issue 47): how it stands (the deposit paid and the order
 * reserved, never "paid in full" before it is), the plan's figures, and what comes next.
 */

export interface PlanRow {
  id: 'paid' | 'balance' | 'ends-on' | 'next-due';
  label: string;
  value: string;
}

/** The plan's figures: paid, balance, end date and, while something is left, the next suggested payment. */
export function planRows(plan: LaybyPlanAnswer, t: Translate): PlanRow[] {
  const kes = (cents: number) => formatKes(cents, t.locale);
  const rows: PlanRow[] = [
    { id: 'paid', label: t('confirm.layby.paid'), value: kes(plan.paidCents) },
    { id: 'balance', label: t('confirm.layby.balance'), value: kes(plan.balanceCents) },
    { id: 'ends-on', label: t('confirm.layby.endsOn'), value: formatLongDate(plan.endsOn, t.locale) },
  ];
  if (plan.nextDueOn && plan.balanceCents > 0)
    rows.push({
      id: 'next-due',
      label: t('confirm.layby.nextDue'),
      value: t('confirm.layby.nextDue.value', {
        amount: kes(Math.min(plan.suggestedCents, plan.balanceCents)),
        date: formatLongDate(plan.nextDueOn, t.locale),
      }),
    });
  return rows;
}

/** The confirmation's lead for a lay-by order that is not paid in full (a paid one reads as any paid order); null otherwise. */
export function laybyLead(order: Pick<AccountOrder, 'status' | 'plan'>, t: Translate): string | null {
  const plan = order.plan;
  if (!plan || order.status === 'paid') return null;
  if (order.status === 'layby') return t('confirm.layby.lead');
  if (plan.status === 'awaiting_deposit') return t('confirm.layby.awaitingDeposit', { deposit: formatKes(plan.depositCents, t.locale) });
  return null;
}

/** What comes next on a plan still open: pay the rest by the end date, then delivery. */
export function laybyNextSteps(plan: LaybyPlanAnswer, t: Translate): string[] {
  return [
    t('confirm.layby.next.pay', { date: formatLongDate(plan.endsOn, t.locale), min: formatKes(plan.minInstalmentCents, t.locale) }),
    t('confirm.layby.next.deliver'),
  ];
}

/** Whether the plan still takes payments (the pay link shows). */
export function planOpen(plan: LaybyPlanAnswer): boolean {
  return plan.balanceCents > 0 && plan.status !== 'cancelled' && plan.status !== 'expired' && plan.status !== 'paid';
}
