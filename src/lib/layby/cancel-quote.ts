import type { PaymentMethod } from '../order-types.ts';
import { refundsInPart } from '../orders/after-sale.ts';
import { cancellationFee, isOpen, type LaybyPlan } from './plan.ts';
import { refundPlan, type PaidPayment } from './refunds.ts';

/** What a plan's payments are for refunding: online ones still held (not returned), and cash paid at the shop (any amount back). */
export function refundablePayments(plan: Pick<LaybyPlan, 'payments'>, chosenMethod: PaymentMethod): PaidPayment[] {
  return plan.payments
    .filter((p) => !p.reversed)
    .map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      partial: p.kind === 'shop' || refundsInPart({ reportedMethod: p.method }, chosenMethod),
      paidAt: p.paidAt,
    }));
}

/** What cancelling an open plan on `today` would do: the published fee, what the shop may keep of it within Pesapal's rules, and what goes back. */
export interface CancelQuote {
  feeCents: number;
  keptCents: number;
  refundCents: number;
}

/**
 * The customer's cancel, quoted before they confirm it (issue 47, item 6): the fee as the plan's
 * terms set it (cancellationFee), kept as refundPlan keeps it (a whole M-PESA payment or part of a
 * card's, never more than the fee), the rest of what was paid back. Null once the plan is closed.
 */
export function cancelQuote(plan: LaybyPlan, chosenMethod: PaymentMethod, today: string): CancelQuote | null {
  if (!isOpen(plan)) return null;
  const payments = refundablePayments(plan, chosenMethod);
  const feeCents = cancellationFee(plan, 'customer', today);
  const decided = refundPlan(payments, feeCents);
  return { feeCents, keptCents: decided.keptCents, refundCents: decided.lines.reduce((sum, line) => sum + line.refundCents, 0) };
}
