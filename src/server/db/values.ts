/** Converters from driver values to the plain types of domain objects (both drivers differ slightly). */

/** A timestamp (Date from the driver, or text from inside jsonb) as an ISO 8601 string. */
export function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return new Date(value).toISOString();
  throw new TypeError(`Expected a timestamp, got ${typeof value}`);
}

export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : iso(value);
}

/** A bigint or integer column (postgres.js gives int8 as text) as a number. */
export function int(value: unknown): number {
  const n = typeof value === 'bigint' ? Number(value) : typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new TypeError(`Expected an integer, got ${String(value)}`);
  return n;
}

export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function text(value: unknown): string {
  if (typeof value !== 'string') throw new TypeError(`Expected text, got ${typeof value}`);
  return value;
}

/** A jsonb value: parsed by the driver, or text from inside another json value. */
export function json<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
