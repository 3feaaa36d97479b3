/** A price bound from the URL (whole shillings): a number of zero or more, else null (blank, malformed, negative). */
export function parseAmount(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
