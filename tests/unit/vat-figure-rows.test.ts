import { describe, expect, it } from 'vitest';
import '../../src/i18n/everything.ts';
import { translationsFor } from '../../src/i18n/index.ts';
import { figureRows, vatNote } from '../../src/lib/orders/figure-rows.ts';
import type { OrderFigures } from '../../src/lib/orders/figures.ts';

/**
 * "Includes VAT KSh X" on every page that shows an order's figures (the review, the confirmation,
 * /orders, /track, the admin's order): a row under the total from the figures' vatIncludedCents;
 * for an order from before lines kept their tax type, no figure and the old "Prices include VAT.".
 */

const figures = (vatIncludedCents: number | null): OrderFigures => ({
  goodsCents: 17_575_000,
  delivery: { feeCents: 150_000, paid: 'online' },
  vatIncludedCents,
  totalCents: 17_725_000,
  paidCents: 17_725_000,
  dueOnlineCents: 0,
  dueDriverCents: 0,
  driverFeeToQuote: false,
  refundedCents: 0,
});

describe('the VAT an order’s figures show', () => {
  it.each([
    ['en', 2_444_828, ['order-total', 'vat-included', 'paid'], 'Includes VAT', 'KSh 24,448.28', null],
    ['sw', 2_444_828, ['order-total', 'vat-included', 'paid'], 'Inajumuisha VAT', 'KSh 24,448.28', null],
    // A zero-rated battery's price includes no VAT: that is a figure too, said as KSh 0.
    ['en', 0, ['order-total', 'vat-included', 'paid'], 'Includes VAT', 'KSh 0', null],
    // From before issue 45: nothing made up, the old words below the figures.
    ['en', null, ['order-total', 'paid'], null, null, 'Prices include VAT.'],
    ['sw', null, ['order-total', 'paid'], null, null, 'Bei zinajumuisha VAT.'],
  ] as const)('%s, VAT %s cents: rows %j, labelled %s, %s; note %s', (locale, cents, ids, label, amount, note) => {
    const t = translationsFor(locale);
    const rows = figureRows(figures(cents), t);
    expect(rows.map((row) => row.id)).toEqual(ids);
    const vat = rows.find((row) => row.id === 'vat-included');
    expect(vat ? { label: vat.label, amount: vat.amount, strong: vat.strong } : null).toEqual(
      label ? { label, amount, strong: false } : null,
    );
    expect(vatNote(figures(cents), t)).toBe(note);
  });
});
