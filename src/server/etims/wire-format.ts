/**
 * How KRA's OSCU API writes amounts and times (reference kra-etims-oscu.md §2.5, §8): shillings as
 * JSON numbers with at most two decimals, and times in Africa/Nairobi local time as YYYYMMDDhhmmss
 * (dates YYYYMMDD). The shop speaks integer cents and instants; these convert at the door only.
 */

/**
 * Cents as shillings. An integer divided by 100 is the double nearest the decimal it names, so
 * JSON writes 15452586 as 154525.86, never 154525.86000000002. A fraction of a cent (a unit price
 * where qty > 1) is rounded half up to the cent first.
 */
export function shillings(cents: number): number {
  if (!Number.isFinite(cents)) throw new RangeError(`Amount must be a number of cents: ${cents}`);
  const whole = Number.isInteger(cents) ? cents : Math.sign(cents) * Math.round(Math.abs(cents));
  if (!Number.isSafeInteger(whole)) throw new RangeError(`Amount out of range: ${cents}`);
  return whole / 100 || 0;
}

/** Basis points as KRA's percent (1600 → 16, 850 → 8.5). */
export function percent(rateBp: number): number {
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000) throw new RangeError(`Rate must be whole basis points: ${rateBp}`);
  return rateBp / 100;
}

/** Kenya keeps East Africa Time all year (UTC+3, no daylight saving). */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as Nairobi local time, YYYYMMDDhhmmss (cfmDt, rcptPbctDt, rfdDt, lastReqDt). */
export function etimsDateTime(instant: Date): string {
  const t = new Date(instant.getTime() + NAIROBI_OFFSET_MS);
  if (Number.isNaN(t.getTime())) throw new RangeError('Invalid date');
  return `${etimsDate(instant)}${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}`;
}

/** An instant's Nairobi calendar date, YYYYMMDD (salesDt). */
export function etimsDate(instant: Date): string {
  const t = new Date(instant.getTime() + NAIROBI_OFFSET_MS);
  if (Number.isNaN(t.getTime())) throw new RangeError('Invalid date');
  return `${pad(t.getUTCFullYear(), 4)}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}`;
}

const COMPACT = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;
const SPACED = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?$/;

/**
 * A control unit's time as KRA sends it, in Nairobi local time, to ISO (UTC): `20240415153039`
 * from saveTrnsSalesOsdc, `2024-04-15 15:30:39.0` from selectInvoiceDetails. Null when it is
 * neither shape or names no real moment (month 13, 31 April).
 */
export function parseSdcDateTime(value: string): string | null {
  const match = COMPACT.exec(value.trim()) ?? SPACED.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const millis = Number((match[7] ?? '0').padEnd(3, '0'));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute ||
    check.getUTCSeconds() !== second
  )
    return null;
  return new Date(utc - NAIROBI_OFFSET_MS).toISOString();
}
