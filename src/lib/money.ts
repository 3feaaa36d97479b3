/** Money is an integer number of cents (KES). These helpers are the only place that formats it. */

const grouping = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `KSh 12,345`, or `KSh 12,345.50` when there are cents. */
export function formatKes(cents: number): string {
  const shillings = cents / 100;
  return `KSh ${cents % 100 === 0 ? grouping.format(shillings) : withCents.format(shillings)}`;
}

/** Shillings as a plain decimal string with two places, as payment APIs and JSON-LD want it. */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Whole shillings (possibly fractional input from a form) to cents, rounded to the cent. */
export function shillingsToCents(shillings: number): number {
  return Math.round(shillings * 100);
}
