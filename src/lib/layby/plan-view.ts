import type { LaybyPlanAnswer } from '../../api/account.ts';
import type { PaymentMethod } from '../order-types.ts';
import { shopDay } from './calendar.ts';
import { cancelQuote } from './cancel-quote.ts';
import { balanceOf, expiresOn, nextDueOn, statusOf, type LaybyPlan } from './plan.ts';

/** A plan as its customer follows it on /track, /orders and in the API's answers (issue 47). */
export function laybyPlanView(plan: LaybyPlan, method: PaymentMethod, now: Date): LaybyPlanAnswer {
  const balanceCents = balanceOf(plan);
  const today = shopDay(now);
  return {
    status: statusOf(plan, today),
    totalCents: plan.totalCents,
    depositCents: plan.depositCents,
    paidCents: plan.paidCents,
    balanceCents,
    startsOn: plan.startsOn,
    endsOn: plan.endsOn,
    expiresOn: expiresOn(plan),
    nextDueOn: nextDueOn(plan),
    suggestedCents: plan.suggestedCents,
    cadenceDays: plan.cadenceDays,
    minInstalmentCents: Math.min(plan.status === 'awaiting_deposit' ? plan.depositCents : plan.minInstalmentCents, balanceCents),
    maxInstalmentCents: method === 'MPESA' ? Math.min(balanceCents, plan.mpesaMaxCents) : balanceCents,
    payments: plan.payments.map(({ id: _id, ...payment }) => payment),
    ended: plan.ended,
    cancel: cancelQuote(plan, method, today),
  };
}
