import { formatKes } from '../money.ts';
import { wholeShillingsRule } from './prices.ts';
import type { RuleResult } from './rule.ts';

/**
 * The CMS Lay-by settings as an editor sets them (studio/schemaTypes/laybySettings.ts), checked
 * in the Studio and by the build (src/cms/layby-schema.ts) with the same messages. The ranges are
 * those of the terms' schema (src/lib/layby/terms.ts): percentages here, basis points there.
 */

/** A number's range, and how an editor reads it. */
interface Range {
  label: string;
  min: number;
  max: number;
  /** The unit after the number: ' %', ' days'. */
  unit: string;
  /** What the range is of ("of the order"), if anything. */
  of?: string;
  /** How many decimals it may have: 0 (whole numbers) unless said. */
  decimals?: number;
}

export const LAYBY_RANGES = {
  depositPercent: { label: 'The deposit', min: 5, max: 50, unit: ' %', of: ' of the order', decimals: 2 },
  termDays: { label: 'The longest term', min: 7, max: 365, unit: ' days' },
  cadenceDays: { label: 'The suggested rhythm', min: 1, max: 31, unit: ' days' },
  remindDaysBefore: { label: 'The reminder', min: 0, max: 7, unit: ' days before each suggested date' },
  graceDays: { label: 'The grace after the end date', min: 0, max: 90, unit: ' days' },
  freeDays: { label: 'The days without a cancellation fee', min: 0, max: 90, unit: ' days' },
  feePercent: { label: 'The cancellation fee', min: 0, max: 10, unit: ' %', of: ' of what was paid', decimals: 2 },
  deliveryDays: { label: 'Delivery after full payment', min: 1, max: 60, unit: ' working days' },
} as const satisfies Record<string, Range>;
export type LaybyRangeField = keyof typeof LAYBY_RANGES;

function hasDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-9;
}

/** A number within its range (LAYBY_RANGES); empty passes (whether it is required is said apart). */
export function laybyRangeRule(field: LaybyRangeField, value: number | null | undefined): RuleResult {
  if (value == null) return true;
  const range: Range = LAYBY_RANGES[field];
  const decimals = range.decimals ?? 0;
  const span = range.min === 0 ? `at most ${range.max}${range.unit}` : `from ${range.min} to ${range.max}${range.unit}`;
  const kind = decimals === 0 ? 'a whole number' : `a number with at most ${decimals} decimals`;
  if (!Number.isFinite(value) || value < range.min || value > range.max || !hasDecimals(value, decimals)) {
    return `${range.label} must be ${kind}, ${span}${range.of ?? ''}`;
  }
  return true;
}

/** An amount of money the terms need (the minimum order, the smallest instalment, M-PESA's limit): whole shillings, above 0. */
export function laybyAmountRule(cents: number | null | undefined): RuleResult {
  if (cents == null) return true;
  const whole = wholeShillingsRule(cents);
  if (whole !== true) return whole;
  return cents > 0 ? true : 'Must be above 0 (in cents: KSh 500 is 50000)';
}

/** The amounts as the settings hold them, in cents. */
export interface LaybyAmounts {
  minOrder?: number | null;
  minInstalment?: number | null;
  mpesaLimit?: number | null;
}

/**
 * The smallest instalment must be payable by M-PESA (at most its per-payment limit) and smaller
 * than the minimum order (otherwise a plan would be one payment).
 */
export function laybyInstalmentRule({ minOrder, minInstalment, mpesaLimit }: LaybyAmounts): RuleResult {
  if (minInstalment == null) return true;
  if (mpesaLimit != null && minInstalment > mpesaLimit) {
    return `Must be at most M-PESA's limit of ${formatKes(mpesaLimit, 'en')} for one payment, or no instalment could be paid by M-PESA`;
  }
  if (minOrder != null && minInstalment >= minOrder) {
    return `Must be below the minimum order of ${formatKes(minOrder, 'en')}, or a plan would be a single payment`;
  }
  return true;
}

/** The cancellation fee's cap: whole shillings, 0 or more; empty for no cap. */
export function laybyFeeCapRule(cents: number | null | undefined): RuleResult {
  if (cents == null) return true;
  const whole = wholeShillingsRule(cents);
  if (whole !== true) return whole;
  return cents >= 0 ? true : 'Must be 0 or more, or left empty for no cap';
}
