/** How long checkout holds an unpaid online order's units when STOCK_HOLD_MINUTES is not set. */
export const DEFAULT_STOCK_HOLD_MINUTES = 30;
const MIN_STOCK_HOLD_MINUTES = 5;
const MAX_STOCK_HOLD_MINUTES = 1440;

/**
 * STOCK_HOLD_MINUTES as milliseconds: whole minutes from 5 (time enough for an M-PESA prompt and a
 * wrong PIN) to a day; unset or blank is the default. Anything else is refused with the reason.
 */
export function parseStockHold(value: string | undefined): { ok: true; ms: number } | { ok: false; reason: string } {
  const minutes = value?.trim() || String(DEFAULT_STOCK_HOLD_MINUTES);
  if (!/^\d{1,4}$/.test(minutes) || Number(minutes) < MIN_STOCK_HOLD_MINUTES || Number(minutes) > MAX_STOCK_HOLD_MINUTES)
    return { ok: false, reason: `expected whole minutes from ${MIN_STOCK_HOLD_MINUTES} to ${MAX_STOCK_HOLD_MINUTES}, got "${value}"` };
  return { ok: true, ms: Number(minutes) * 60_000 };
}
