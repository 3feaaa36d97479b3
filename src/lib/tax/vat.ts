import { TAX_TYPES, type LineTax, type TaxType } from './tax-types.ts';

/**
 * VAT in VAT-inclusive prices, in integer cents, as KRA's eTIMS sums it (reference
 * kra-etims-oscu.md §8): each line's gross is split into net and VAT on its own (the net rounded
 * half up, the VAT what is left, so net + VAT is the gross exactly), and the totals per tax type are
 * the sums of the lines. Every figure the shop shows as "Includes VAT" and every invoice it sends
 * to KRA comes from here.
 */

export interface NetAndVat {
  netCents: number;
  vatCents: number;
}

/** A VAT-inclusive amount split at `rateBp` (1600 = 16 %): net = round-half-up(gross / (1 + rate)). */
export function splitGross(grossCents: number, rateBp: number): NetAndVat {
  if (!Number.isSafeInteger(grossCents)) throw new RangeError(`Gross must be whole cents: ${grossCents}`);
  if (!Number.isInteger(rateBp) || rateBp < 0) throw new RangeError(`Rate must be whole basis points: ${rateBp}`);
  if (rateBp === 0) return { netCents: grossCents, vatCents: 0 };
  const divisor = 10_000 + rateBp;
  const sign = grossCents < 0 ? -1 : 1;
  // In BigInt: gross × 10,000 passes 2^53 from about KSh 9 billion, and a wrong cent is a wrong invoice.
  const gross = BigInt(Math.abs(grossCents));
  const net = Number((gross * 10_000n + BigInt(divisor >> 1)) / BigInt(divisor));
  const netCents = sign * net;
  return { netCents, vatCents: grossCents - netCents };
}

/** A line for the VAT sums: its VAT-inclusive amount and its tax. */
export interface TaxedAmount extends LineTax {
  grossCents: number;
}

export interface TaxTypeTotals {
  /** The net amounts (KRA's taxblAmt). */
  taxableCents: number;
  /** KRA's taxAmt. */
  vatCents: number;
  grossCents: number;
  /** The rate of this type's lines; the statutory one when none. */
  rateBp: number | null;
}

export interface TaxSummary {
  /** One entry per tax type, zeros where no line has it: eTIMS wants all five. */
  byType: Record<TaxType, TaxTypeTotals>;
  taxableCents: number;
  vatCents: number;
  grossCents: number;
}

/** Each line split on its own, then summed per type: the header of an eTIMS invoice is exactly Σ lines. */
export function taxSummary(lines: readonly TaxedAmount[]): TaxSummary {
  const byType = Object.fromEntries(TAX_TYPES.map((t) => [t, { taxableCents: 0, vatCents: 0, grossCents: 0, rateBp: null }])) as Record<
    TaxType,
    TaxTypeTotals
  >;
  const summary: TaxSummary = { byType, taxableCents: 0, vatCents: 0, grossCents: 0 };
  for (const line of lines) {
    const { netCents, vatCents } = splitGross(line.grossCents, line.rateBp);
    const totals = byType[line.taxType];
    if (totals.rateBp !== null && totals.rateBp !== line.rateBp)
      throw new RangeError(`Tax type ${line.taxType} at two rates: ${totals.rateBp} and ${line.rateBp} basis points`);
    totals.rateBp = line.rateBp;
    totals.taxableCents += netCents;
    totals.vatCents += vatCents;
    totals.grossCents += line.grossCents;
    summary.taxableCents += netCents;
    summary.vatCents += vatCents;
    summary.grossCents += line.grossCents;
  }
  return summary;
}

/** The VAT a set of VAT-inclusive lines includes: what "Includes VAT KSh X" says. */
export function vatIncluded(lines: readonly TaxedAmount[]): number {
  return taxSummary(lines).vatCents;
}

/**
 * Shares `amountCents` out over lines pro rata to their gross, in whole cents (reference
 * layby-instalments.md §6): what a part payment or a part refund covers of each line. Each line
 * gets the whole cents of its share, and the cents left over go one each to the lines with the
 * largest fractions, the later line first on a tie (so an even split leaves the odd cent on the
 * last line, as the reference has it). The shares sum to the amount exactly and none passes its
 * line; an amount above the lines' total is refused, for nothing can be invoiced twice.
 */
export function allocate<T extends { grossCents: number }>(amountCents: number, lines: readonly T[]): Array<T & { shareCents: number }> {
  const total = lines.reduce((sum, line) => sum + line.grossCents, 0);
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError(`Amount must be whole cents: ${amountCents}`);
  if (amountCents > total) throw new RangeError(`Cannot share ${amountCents} over lines of ${total}`);
  if (total === 0) return lines.map((line) => ({ ...line, shareCents: 0 }));
  const amount = BigInt(amountCents);
  const whole = BigInt(total);
  const shares = lines.map((line, index) => {
    const exact = amount * BigInt(line.grossCents);
    return { index, cents: Number(exact / whole), fraction: exact % whole };
  });
  let left = amountCents - shares.reduce((sum, share) => sum + share.cents, 0);
  const byFraction = [...shares].sort((a, b) => (a.fraction === b.fraction ? b.index - a.index : a.fraction > b.fraction ? -1 : 1));
  for (const share of byFraction) {
    if (left === 0) break;
    share.cents++;
    left--;
  }
  return lines.map((line, index) => ({ ...line, shareCents: shares[index]!.cents }));
}
