/**
 * What goes back when a lay-by plan ends (issue 47, item 6), pure: everything paid, less the
 * published cancellation fee, payment by payment. Pesapal refunds a mobile-money payment whole or
 * not at all, and one refund per payment (reference layby-instalments.md §7), so the fee is kept
 * in one of two ways, never more than the fee:
 *
 * 1. from a card payment that covers it (cards refund in part): that payment goes back less the
 *    fee, every other in full;
 * 2. otherwise by keeping whole payments, the largest first that still fit within the fee; the rest
 *    of the fee, which no whole payment fits, is waived. The customer never gets less than the
 *    terms promise, and the record says what was kept.
 *
 * Cash paid at the shop goes back at the shop, in full less what is kept of it the same way.
 */

export interface PaidPayment {
  id: string;
  amountCents: number;
  /** Refundable in part (a card payment, as Pesapal allows). */
  partial: boolean;
  /** When it was paid: the newest card payment carries the fee. */
  paidAt: string;
}

interface RefundLine {
  id: string;
  /** What goes back of it: its whole amount, part (a card), or 0 when it is kept as the fee. */
  refundCents: number;
}

export interface RefundPlan {
  lines: RefundLine[];
  /** What the shop keeps: at most the fee. */
  keptCents: number;
  /** The part of the fee no refund could keep, and so waived. */
  waivedCents: number;
}

export function refundPlan(payments: readonly PaidPayment[], feeCents: number): RefundPlan {
  const full = (p: PaidPayment): RefundLine => ({ id: p.id, refundCents: p.amountCents });
  if (feeCents <= 0) return { lines: payments.map(full), keptCents: 0, waivedCents: 0 };
  const card = [...payments]
    .filter((p) => p.partial && p.amountCents >= feeCents)
    .sort((a, b) => (a.paidAt < b.paidAt ? 1 : a.paidAt > b.paidAt ? -1 : 0))[0];
  if (card)
    return {
      lines: payments.map((p) => (p.id === card.id ? { id: p.id, refundCents: p.amountCents - feeCents } : full(p))),
      keptCents: feeCents,
      waivedCents: 0,
    };
  const kept = new Set<string>();
  let keptCents = 0;
  for (const p of [...payments].sort((a, b) => b.amountCents - a.amountCents || a.id.localeCompare(b.id))) {
    if (keptCents + p.amountCents <= feeCents) {
      kept.add(p.id);
      keptCents += p.amountCents;
    }
  }
  return {
    lines: payments.map((p) => (kept.has(p.id) ? { id: p.id, refundCents: 0 } : full(p))),
    keptCents,
    waivedCents: feeCents - keptCents,
  };
}
