import { balanceOf, instalmentVerdict, statusOf, type InstalmentRefusal, type LaybyPlan } from '../../lib/layby/plan.ts';
import { shopDay } from '../../lib/layby/calendar.ts';
import { formatKes } from '../../lib/money.ts';
import type { Database, Order } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import type { PesapalClient } from '../pesapal/index.ts';
import type { StatusChecks } from '../checkout/status-checks.ts';
import { submitPayment, type OpenPayment } from '../checkout/submit-payment.ts';

export interface InstalmentDeps {
  db: Database;
  pesapal: PesapalClient | undefined;
  statusChecks?: StatusChecks | undefined;
  siteUrl: string;
  now: () => Date;
}

/** 400 (409 for a plan that takes nothing more) naming the rule an amount breaks, with the plan's figures in the asker's language. */
export function instalmentRefused(refusal: InstalmentRefusal, plan: LaybyPlan, today: string): ApiError {
  return new ApiError(
    refusal === 'plan_closed' ? 409 : 400,
    refusal === 'plan_closed' ? 'LAYBY_CLOSED' : `INSTALMENT_${refusal.toUpperCase()}`,
    (t) =>
      t(`layby.error.${refusal}`, {
        min: formatKes(plan.minInstalmentCents, t.locale),
        balance: formatKes(balanceOf(plan), t.locale),
        deposit: formatKes(plan.depositCents, t.locale),
        limit: formatKes(plan.mpesaMaxCents, t.locale),
        status: t(`layby.status.${statusOf(plan, today)}`),
      }),
    refusal === 'plan_closed' ? undefined : 'amountCents',
  );
}

/**
 * Starts a Pesapal payment of `amountCents` on a lay-by order (issue 47, item 3), once the amount
 * keeps the plan's rules (lib/layby/plan.ts): the page to pay it, as checkout's. The payment lowers
 * the balance only when Pesapal, asked, reports it completed (payment-update.ts).
 */
export async function startInstalment(deps: InstalmentDeps, order: Order, amountCents: number): Promise<OpenPayment> {
  if (!order.plan) throw new ApiError(409, 'NOT_LAYBY', 'layby.error.notLayby');
  const verdict = instalmentVerdict(order.plan, amountCents, order.chosenMethod);
  if (!verdict.ok) throw instalmentRefused(verdict.refusal, order.plan, shopDay(deps.now()));
  if (!deps.pesapal) throw new ApiError(503, 'PAYMENTS_UNAVAILABLE', 'order.error.paymentsUnavailable');
  return submitPayment({ db: deps.db, pesapal: deps.pesapal, checks: deps.statusChecks }, order, deps.siteUrl, { amountCents });
}
