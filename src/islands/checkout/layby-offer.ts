import type { Translate } from '../../i18n/index.ts';
import type { LaybyQuoteAnswer } from '../../api/checkout.ts';
import type { PaymentMethod } from '../../lib/order-types.ts';
import type { OrderFigures } from '../../lib/orders/figures.ts';
import { formatLongDate } from '../../lib/date-time.ts';
import { formatKes } from '../../lib/money.ts';

/**
 * Lipa Mdogo Mdogo on the checkout page (issue 47), in words: what step 1 offers for the cart as
 * the server quoted it (`quote.layby`), what stops a lay-by with the chosen way to pay, and what
 * the review asks now. The figures are the server's; this only says them.
 */

/** Pay the whole order now, or a deposit now and the rest in parts. */
export type PlanChoice = 'now' | 'layby';

type Offered = Extract<LaybyQuoteAnswer, { offered: true }>;

interface LaybyRow {
  id: 'deposit' | 'balance' | 'ends-on' | 'suggested' | 'smallest';
  label: string;
  value: string;
}

export type LaybyOffer = { kind: 'offered'; rows: LaybyRow[]; delivered: string } | { kind: 'ineligible'; why: string };

/** The suggested amount in its rhythm: every day, every week, every n weeks when the cadence is whole weeks, else every n days. */
export function everyWords(amountCents: number, cadenceDays: number, t: Translate): string {
  const amount = formatKes(amountCents, t.locale);
  if (cadenceDays === 1) return t('checkout.layby.daily', { amount });
  if (cadenceDays === 7) return t('checkout.layby.weekly', { amount });
  return cadenceDays % 7 === 0
    ? t('checkout.layby.everyWeeks', { amount, count: cadenceDays / 7 })
    : t('checkout.layby.everyDays', { amount, count: cadenceDays });
}

/**
 * What step 1 says of lay-by: the plan the cart would get (deposit, balance, end date, suggested
 * amount, smallest payment, and that it is delivered once paid in full), or in one line why the
 * cart cannot have one. Null when the shop offers no lay-by: nothing is said.
 */
export function laybyOffer(layby: LaybyQuoteAnswer | null, t: Translate): LaybyOffer | null {
  if (!layby) return null;
  const kes = (cents: number) => formatKes(cents, t.locale);
  if (!layby.offered)
    return {
      kind: 'ineligible',
      why:
        layby.reason === 'below_minimum'
          ? t('checkout.layby.why.below_minimum', { min: kes(layby.minOrderCents) })
          : t('checkout.layby.why.other'),
    };
  return {
    kind: 'offered',
    rows: [
      { id: 'deposit', label: t('checkout.layby.deposit'), value: kes(layby.depositCents) },
      { id: 'balance', label: t('checkout.layby.balance'), value: kes(layby.balanceCents) },
      { id: 'ends-on', label: t('checkout.layby.endsOn'), value: formatLongDate(layby.endsOn, t.locale) },
      { id: 'suggested', label: t('checkout.layby.suggested'), value: everyWords(layby.suggestedCents, layby.cadenceDays, t) },
      {
        id: 'smallest',
        label: t('checkout.layby.smallest'),
        value: t('checkout.layby.smallest.value', { amount: kes(layby.minInstalmentCents) }),
      },
    ],
    delivered: t('checkout.layby.delivered'),
  };
}

/** The lay-by as quoted, when this cart may have one. */
export function offeredLayby(layby: LaybyQuoteAnswer | null | undefined): Offered | null {
  return layby?.offered ? layby : null;
}

/**
 * Why a lay-by cannot be placed as chosen, in the shopper's words, or null when it can (or pay all
 * now is chosen): the cart no longer has one, cash on delivery is chosen, or M-PESA cannot take
 * the deposit in one payment (the server's quote is judged for a card; M-PESA's limit is the page's to say).
 */
export function laybyBlocker(plan: PlanChoice, layby: LaybyQuoteAnswer | null, method: PaymentMethod, t: Translate): string | null {
  if (plan !== 'layby') return null;
  const offered = offeredLayby(layby);
  if (!offered) return t('checkout.layby.gone');
  if (method === 'Cash') return t('checkout.layby.notWithCash');
  if (method === 'MPESA' && offered.depositCents > offered.mpesaMaxCents)
    return t('checkout.layby.mpesaOver', {
      deposit: formatKes(offered.depositCents, t.locale),
      limit: formatKes(offered.mpesaMaxCents, t.locale),
    });
  return null;
}

/** The order's figures as the shopper pays them: on lay-by, what is paid now is the deposit. */
export function figuresToPay(figures: OrderFigures, plan: PlanChoice, layby: LaybyQuoteAnswer | null): OrderFigures {
  const offered = offeredLayby(layby);
  return plan === 'layby' && offered ? { ...figures, dueOnlineCents: offered.depositCents } : figures;
}

/** The review's line: "Deposit KSh X now; balance KSh Y by 27 February 2027." */
export function laybySummary(layby: Offered, t: Translate): string {
  return t('checkout.layby.summary', {
    deposit: formatKes(layby.depositCents, t.locale),
    balance: formatKes(layby.balanceCents, t.locale),
    date: formatLongDate(layby.endsOn, t.locale),
  });
}
