import type { MessageKey, Translate } from '../../i18n/index.ts';
import { formatKes } from '../money.ts';
import type { OrderFigures } from './figures.ts';

/** One line of an order's money, below its goods and delivery: what it says, and the amount (with a note when a fee is still to be quoted). */
export interface FigureRow {
  /** For tests and styles: data-testid `order-total`, `vat-included`, `paid`, `pay-now`, `pay-driver`, `refunded`. */
  id: 'order-total' | 'vat-included' | 'paid' | 'pay-now' | 'pay-driver' | 'refunded';
  label: string;
  /** The amount; empty when the only thing to pay is a fee still to be quoted. */
  amount: string;
  /** "plus the delivery fee our team quotes", or the fee alone when nothing else is due. */
  quote: string | null;
  /** The total stands out. */
  strong: boolean;
}

/**
 * The money lines of an order the same on every page that shows one (the review step, the
 * confirmation, /orders, /track, the admin's order): its total and the VAT it includes, what was
 * paid, what is still to pay now online and to the driver, what was refunded. Each shown when it
 * is not nothing; the VAT whenever it is known (0 too: a zero-rated battery's price includes none),
 * and never for an order from before lines kept their tax type (vatNote says why).
 */
export function figureRows(figures: OrderFigures, t: Translate): FigureRow[] {
  const kes = (cents: number) => formatKes(cents, t.locale);
  const row = (id: FigureRow['id'], label: MessageKey, cents: number, quote: string | null = null): FigureRow => ({
    id,
    label: t(label),
    amount: cents > 0 || !quote ? kes(cents) : '',
    quote,
    strong: id === 'order-total',
  });
  const rows: FigureRow[] = [
    row('order-total', 'totals.total', figures.totalCents, figures.delivery.feeCents === null ? t('totals.plusQuotedFee') : null),
  ];
  if (figures.vatIncludedCents !== null) rows.push(row('vat-included', 'totals.includesVat', figures.vatIncludedCents));
  if (figures.paidCents > 0) rows.push(row('paid', 'totals.paid', figures.paidCents));
  if (figures.dueOnlineCents > 0) rows.push(row('pay-now', 'totals.payNow', figures.dueOnlineCents));
  if (figures.dueDriverCents > 0 || figures.driverFeeToQuote)
    rows.push(
      row(
        'pay-driver',
        'totals.payDriver',
        figures.dueDriverCents,
        figures.driverFeeToQuote ? t(figures.dueDriverCents > 0 ? 'totals.plusQuotedFee' : 'totals.quotedFee') : null,
      ),
    );
  if (figures.refundedCents > 0) rows.push(row('refunded', 'totals.refunded', figures.refundedCents));
  return rows;
}

/** What is said below the figures: that prices include VAT, where the figures give no amount of it (an order from before issue 45). */
export function vatNote(figures: Pick<OrderFigures, 'vatIncludedCents'>, t: Translate): string | null {
  return figures.vatIncludedCents === null ? t('totals.vatIncluded') : null;
}
