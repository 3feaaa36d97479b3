/**
 * What the stock page's forms read from what the admin types (issue 44), and when a new count
 * is worth a second look before it is set. Pure; the server checks the bodies again.
 */

/** A whole number of units as typed ("12", "1,200", "1 200"), from `min` to `max`; null for anything else. */
export function readUnits(typed: string, min: number, max: number): number | null {
  const digits = typed.trim().replace(/(\d)[ ,](?=\d{3}(?!\d))/g, '$1');
  if (!/^\d{1,7}$/.test(digits)) return null;
  const units = Number(digits);
  return units >= min && units <= max ? units : null;
}

/** A drop of this many units or more is "a lot", whatever was on hand. */
const BIG_DROP_UNITS = 10;

/**
 * Why to ask before a count is set, or null: the new count is below what is reserved for open
 * orders (available would go below zero: those orders would be short), or it lowers on hand a lot
 * (by BIG_DROP_UNITS or more, or to half or less of what was there when that is 2 units or more):
 * a mistyped count would otherwise take the product off sale without a word.
 */
export type CountWarning = { kind: 'belowReserved'; reserved: number; available: number } | { kind: 'bigDrop'; by: number } | null;

export function countWarning(current: { tracked: boolean; onHand: number; reserved: number }, next: number): CountWarning {
  if (next < current.reserved) return { kind: 'belowReserved', reserved: current.reserved, available: next - current.reserved };
  const by = current.tracked ? current.onHand - next : 0;
  if (by >= BIG_DROP_UNITS || (by >= 2 && next * 2 <= current.onHand)) return { kind: 'bigDrop', by };
  return null;
}
