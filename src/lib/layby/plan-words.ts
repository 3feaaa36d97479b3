import type { LaybyPlanAnswer } from '../../api/account.ts';
import type { Translate } from '../../i18n/index.ts';
import { formatDateTime, formatLongDate } from '../date-time.ts';
import { formatKes } from '../money.ts';
import { paymentMethodKind, paymentMethodName } from '../order-display.ts';
import type { PaymentMethod } from '../order-types.ts';

/**
 * A lay-by plan in its customer's words (issue 47), the same on /track (server HTML,
 * ./plan-html.ts) and /orders (the island): what is paid and left, the dates, where it stands, each
 * payment, the amount the pay form offers and what a cancel would give back.
 */

export interface PlanFact {
  id: 'status' | 'paid' | 'balance' | 'endsOn' | 'next';
  label: string;
  value: string;
}

/** Whether the plan takes a payment now: open (not paid or ended) with a balance the form's bounds allow. */
export function takesPayment(plan: LaybyPlanAnswer): boolean {
  const open = plan.status !== 'paid' && plan.status !== 'cancelled' && plan.status !== 'expired';
  return open && plan.balanceCents > 0 && plan.minInstalmentCents > 0 && plan.minInstalmentCents <= plan.maxInstalmentCents;
}

/** The amount the pay form offers first: the deposit while it is due, else the suggested amount, within the form's bounds. */
export function suggestedAmount(plan: LaybyPlanAnswer): number {
  const wanted = plan.status === 'awaiting_deposit' ? plan.depositCents : plan.suggestedCents;
  return Math.max(plan.minInstalmentCents, Math.min(wanted, plan.maxInstalmentCents));
}

/** The plan's figures and dates, each with its label. */
export function planFacts(plan: LaybyPlanAnswer, t: Translate): PlanFact[] {
  const kes = (cents: number) => formatKes(cents, t.locale);
  const facts: PlanFact[] = [
    { id: 'status', label: t('laybyTrack.status'), value: t(`layby.status.${plan.status}`) },
    { id: 'paid', label: t('laybyTrack.paid'), value: t('laybyTrack.paidOf', { paid: kes(plan.paidCents), total: kes(plan.totalCents) }) },
    { id: 'balance', label: t('laybyTrack.balance'), value: kes(plan.balanceCents) },
    { id: 'endsOn', label: t('laybyTrack.endsOn'), value: formatLongDate(plan.endsOn, t.locale) },
  ];
  if (plan.nextDueOn && takesPayment(plan))
    facts.push({
      id: 'next',
      label: t('laybyTrack.next'),
      value: t('laybyTrack.nextValue', { amount: kes(suggestedAmount(plan)), date: formatLongDate(plan.nextDueOn, t.locale) }),
    });
  return facts;
}

/** The progress bar's name: what is paid of the total. */
export function progressLabel(plan: LaybyPlanAnswer, t: Translate): string {
  const paid = t('laybyTrack.paidOf', { paid: formatKes(plan.paidCents, t.locale), total: formatKes(plan.totalCents, t.locale) });
  return `${t('laybyTrack.paid')}: ${paid}`;
}

/** One sentence on where the plan stands: kept for the customer, past its end date, paid, or ended with what goes back. */
export function planNote(plan: LaybyPlanAnswer, t: Translate): string {
  const kes = (cents: number) => formatKes(cents, t.locale);
  if (plan.ended) {
    const refund = kes(Math.max(0, plan.paidCents - plan.ended.feeCents));
    const date = formatLongDate(plan.ended.at.slice(0, 10), t.locale);
    return plan.ended.feeCents > 0
      ? t('laybyTrack.ended', { date, refund, fee: kes(plan.ended.feeCents) })
      : t('laybyTrack.endedNoFee', { date, refund });
  }
  if (plan.status === 'paid') return t('laybyTrack.paidInFull');
  if (plan.status === 'overdue') return t('laybyTrack.overdue', { date: formatLongDate(plan.expiresOn, t.locale) });
  return t('laybyTrack.kept');
}

export interface PaymentLine {
  amount: string;
  date: string;
  /** The ISO time it was paid, for a `<time>`. */
  at: string;
  /** How it was paid, with its code: "M-PESA code QK12AB34CD", "Visa · Reference 4321", "Cash at the shop". */
  how: string;
  /** Kept as the fee, or returned; null while it counts. */
  note: string | null;
}

/** Each payment on the plan, oldest first: its amount, date, method and M-PESA code, and whether it was kept as the fee or returned. */
export function paymentLines(plan: LaybyPlanAnswer, chosenMethod: PaymentMethod, t: Translate): PaymentLine[] {
  return [...plan.payments]
    .sort((a, b) => (a.paidAt < b.paidAt ? -1 : a.paidAt > b.paidAt ? 1 : 0))
    .map((p) => {
      const mpesa = p.kind === 'shop' ? p.method === 'mpesa' : paymentMethodKind(p.method, chosenMethod) === 'mpesa';
      const method =
        p.kind === 'shop' ? t(mpesa ? 'laybyTrack.atShopMpesa' : 'laybyTrack.atShopCash') : paymentMethodName(p.method, chosenMethod, t);
      const code = p.code ? t(mpesa ? 'laybyTrack.code' : 'laybyTrack.reference', { code: p.code }) : null;
      return {
        amount: formatKes(p.amountCents, t.locale),
        date: formatDateTime(p.paidAt, t.locale),
        at: p.paidAt,
        // An M-PESA code names its method already.
        how: code && mpesa && p.kind === 'online' ? code : [method, code].filter(Boolean).join(' · '),
        note: p.keptAsFee ? t('laybyTrack.keptAsFee') : p.reversed ? t('laybyTrack.returned') : null,
      };
    });
}

/** The pay form's hint: its bounds, in shillings. */
export function payHint(plan: LaybyPlanAnswer, t: Translate): string {
  const min = formatKes(plan.minInstalmentCents, t.locale);
  const max = formatKes(plan.maxInstalmentCents, t.locale);
  if (plan.minInstalmentCents === plan.maxInstalmentCents) return t('laybyTrack.pay.hintBalance', { max });
  return t(plan.status === 'awaiting_deposit' ? 'laybyTrack.pay.hintDeposit' : 'laybyTrack.pay.hint', { min, max });
}

/** What cancelling today gives back, said before the customer confirms: the fee kept and the rest returned. */
export function cancelWords(plan: LaybyPlanAnswer, t: Translate): string {
  const quote = plan.cancel;
  if (!quote || plan.paidCents === 0) return t('laybyTrack.cancel.nothingPaid');
  const refund = formatKes(quote.refundCents, t.locale);
  return quote.keptCents > 0
    ? t('laybyTrack.cancel.fee', { fee: formatKes(quote.keptCents, t.locale), refund })
    : t('laybyTrack.cancel.noFee', { refund });
}

/**
 * The amount typed into the pay form, in cents: whole shillings, as a person writes them ("1500",
 * "1,500", "KSh 1 500"); null for anything else (cents, words, nothing).
 */
export function typedAmountCents(typed: string): number | null {
  const plain = typed.replace(/^\s*(ksh|kes)\.?/i, '').replace(/[\s,]/g, '');
  if (!/^\d{1,9}$/.test(plain)) return null;
  const shillings = Number(plain);
  return shillings > 0 ? shillings * 100 : null;
}
