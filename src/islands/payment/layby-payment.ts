import type { Translate } from '../../i18n/index.ts';
import type { LaybyPlanAnswer } from '../../api/account.ts';
import type { PaymentStatus } from '../../lib/payment-status.ts';
import { formatLongDate } from '../../lib/date-time.ts';
import { formatKes } from '../../lib/money.ts';

/**
 * A payment on a lay-by order, as the payment pages say it (issue 47): what this payment is (the
 * deposit or a later amount) and the balance after it, and, once it completed, what that means for
 * the plan. The payment is paid; the order is not, until the plan is: the page never says "paid in full" early.
 *
 * `plan` is the order's plan as the confirmation answer gave it, `counted` whether it was read
 * after this payment completed (and so counts it); read before, the balance it leaves is the plan's less it.
 */
export interface LaybyPaymentWords {
  /** "Deposit KSh X now; balance KSh Y by <date>." (or this payment and the balance after it). */
  line: string;
  /** What the page says in place of "Your payment is complete" once it is; null before. */
  outcome: string | null;
}

export function laybyPaymentWords(
  plan: LaybyPlanAnswer,
  payment: { amountCents: number; status: PaymentStatus; counted: boolean },
  t: Translate,
): LaybyPaymentWords {
  const { counted } = payment;
  const balanceCents = counted ? plan.balanceCents : Math.max(0, plan.balanceCents - payment.amountCents);
  // The deposit is the plan's first payment: nothing paid before it.
  const deposit = counted ? plan.paidCents === payment.amountCents : plan.status === 'awaiting_deposit';
  const values = {
    amount: formatKes(payment.amountCents, t.locale),
    balance: formatKes(balanceCents, t.locale),
    date: formatLongDate(plan.endsOn, t.locale),
  };
  const line = t(deposit ? 'payment.layby.deposit' : 'payment.layby.instalment', values);
  if (payment.status !== 'COMPLETED') return { line, outcome: null };
  if (balanceCents === 0) return { line, outcome: t('payment.layby.paidInFull') };
  return { line, outcome: t(deposit ? 'payment.layby.paidDeposit' : 'payment.layby.paidInstalment', values) };
}
