import { isMeasure, measureToken } from './measures.ts';
import { fill } from '../../i18n/fill.ts';

/**
 * A size nobody sells ('400w panel', 'panel 400'): the sizes of the same kind the shop names its
 * products with (the index's m.json), nearest first, for the engine to try against the rest of
 * the query. Pure: the engine looks each one up (engine.ts).
 */

/** A size token read: its value in its family's base unit ('5.5kw' is 5500 of w) and how it reads ('5.5 kW'). */
export interface Size {
  token: string;
  base: number;
  family: string;
}

/** What the page says when a size found nothing: 'No 400 W panel; the closest we sell: 370 W, 540 W'. */
export interface Nearest {
  /** The size asked for, as it reads ('400 W'). */
  asked: string;
  /** The rest of the query as typed words ('panel'); '' for a size alone. */
  thing: string;
  /** The nearest sizes sold, best first ('370 W', '540 W'). */
  sizes: string[];
}

const SCALED = /^([km]?)(wh?|va|v|ah?)$/;
const SCALE: Readonly<Record<string, number>> = { k: 1000, m: 0.001 };
const SHOWN: Readonly<Record<string, string>> = {
  w: 'W',
  kw: 'kW',
  wh: 'Wh',
  kwh: 'kWh',
  va: 'VA',
  kva: 'kVA',
  v: 'V',
  kv: 'kV',
  a: 'A',
  ma: 'mA',
  ah: 'Ah',
  kah: 'kAh',
  mah: 'mAh',
  l: 'L',
};

export function sizeOf(token: string): Size | null {
  const found = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec(token);
  if (!found || !isMeasure(token)) return null;
  const [, value, unit] = found as unknown as [string, string, string];
  const scaled = SCALED.exec(unit);
  return scaled
    ? { token, base: Number(value) * (SCALE[scaled[1]!] ?? 1), family: scaled[2]! }
    : { token, base: Number(value), family: unit };
}

/** How a size token reads: '370w' is '370 W', '5.5kw' '5.5 kW'. */
export function showSize(token: string): string {
  const [, value, unit] = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec(token) ?? [token, token, ''];
  return unit ? `${value} ${SHOWN[unit] ?? unit}` : token;
}

/** A query term that is a size or a bare number: its number, and its family (null for a bare number). */
export function askedSize(word: string): { value: number; family: string | null } | null {
  if (/^\d+(?:\.\d+)?$/.test(word)) return { value: Number(word), family: null };
  const size = sizeOf(word);
  return size && { value: size.base, family: size.family };
}

/** The token a number of a family is written as ('400' of w is '400w', '5000' of w '5kw'). */
export function tokenOf(value: number, family: string): string {
  return measureToken(String(value), family) ?? `${value}${family}`;
}

/** How far a size is from the one asked for, by ratio: 370 is nearer 400 than 540 is. */
export const distance = (size: Size, value: number): number => Math.abs(Math.log(size.base / value));

/**
 * The sizes to try for `asked`, by family (its own, or every family for a bare number): those
 * below it, nearest first, and those above, nearest first, at most `limit` each way and within
 * ten times either way.
 */
export function sizesToTry(
  asked: { value: number; family: string | null },
  sold: readonly string[],
  limit = 6,
): { family: string; below: Size[]; above: Size[] }[] {
  const families = new Map<string, Size[]>();
  for (const token of sold) {
    const size = sizeOf(token);
    if (!size || (asked.family !== null && size.family !== asked.family) || distance(size, asked.value) > Math.log(10)) continue;
    families.set(size.family, [...(families.get(size.family) ?? []), size]);
  }
  return [...families].map(([family, sizes]) => ({
    family,
    below: sizes
      .filter((size) => size.base < asked.value)
      .sort((a, b) => b.base - a.base)
      .slice(0, limit),
    above: sizes
      .filter((size) => size.base > asked.value)
      .sort((a, b) => a.base - b.base)
      .slice(0, limit),
  }));
}

/** The line the search page and the server's page show over the nearest sizes, from the locale's two templates. */
export function nearestLine(nearest: Nearest, templates: { nearest: string | undefined; any: string | undefined }): string {
  return fill(nearest.thing ? templates.nearest : templates.any, {
    size: nearest.asked,
    thing: nearest.thing,
    sizes: nearest.sizes.join(', '),
  });
}
