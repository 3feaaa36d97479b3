import { KENYA_COUNTIES } from '../delivery/counties.ts';
import { isCountyCode } from '../delivery/county-code.ts';
import type { RuleResult } from './rule.ts';

/** A zone of the delivery document as an editor sets it (fields may still be empty in the Studio). */
export interface ZoneCounties {
  zone?: number | null;
  counties?: readonly string[] | null;
}

const ZONES = [1, 2, 3, 4] as const;

/** A zone's name fits a table cell on a phone ("Nairobi and environs" is 20 characters). */
const ZONE_NAME_MAX = 40;

function countyLabel(code: string): string {
  const county = KENYA_COUNTIES.find((c) => c.code === code);
  return county ? `${county.name} (${code})` : code;
}

function zoneLabel(zone: ZoneCounties, index: number): string {
  return zone.zone == null ? `the zone in row ${index + 1}` : `zone ${zone.zone}`;
}

/** The zones must be 1, 2, 3 and 4, each once: checkout and the shipping policy show four. */
export function zonesOnceEachRule(zones: readonly ZoneCounties[] | null | undefined): RuleResult {
  const numbers = (zones ?? []).map((zone) => zone.zone);
  const twice = ZONES.filter((n) => numbers.filter((m) => m === n).length > 1);
  const missing = ZONES.filter((n) => !numbers.includes(n));
  if (twice.length === 0 && missing.length === 0 && numbers.length === ZONES.length) return true;
  const problems = [...twice.map((n) => `zone ${n} is there more than once`), ...missing.map((n) => `zone ${n} is missing`)];
  return `Needs zones 1, 2, 3 and 4, once each${problems.length > 0 ? `: ${problems.join(', ')}` : ''}`;
}

/** Every entry of a zone's county list is one of Kenya's 47 county codes. */
export function countyCodesRule(counties: readonly string[] | null | undefined): RuleResult {
  const unknown = (counties ?? []).filter((code) => !isCountyCode(code));
  return unknown.length === 0 ? true : `Not a county code from 001 to 047: ${unknown.join(', ')}`;
}

/** No county in two zones: its delivery would have two prices. Names each county and its zones. */
export function countyInOneZoneRule(zones: readonly ZoneCounties[] | null | undefined): RuleResult {
  const zonesOf = new Map<string, string[]>();
  (zones ?? []).forEach((zone, index) => {
    for (const code of zone.counties ?? []) {
      const labels = zonesOf.get(code) ?? [];
      labels.push(zoneLabel(zone, index));
      zonesOf.set(code, labels);
    }
  });
  const doubled = [...zonesOf].filter(([, labels]) => labels.length > 1).sort(([a], [b]) => a.localeCompare(b));
  if (doubled.length === 0) return true;
  const each = doubled.map(([code, labels]) => `${countyLabel(code)} is in ${labels.join(' and ')}`);
  return `A county belongs to one zone only: ${each.join('; ')}. Remove ${doubled.length === 1 ? 'it' : 'each'} from all zones but one`;
}

/** Every county in some zone: a county without one could not be delivered to at checkout. */
export function everyCountyZonedRule(zones: readonly ZoneCounties[] | null | undefined): RuleResult {
  const zoned = new Set((zones ?? []).flatMap((zone) => zone.counties ?? []));
  const missing = KENYA_COUNTIES.filter((county) => !zoned.has(county.code));
  if (missing.length === 0) return true;
  return `Every county needs a zone; add ${missing.length === 1 ? 'this one' : 'these'} to one of the zones: ${missing
    .map((county) => countyLabel(county.code))
    .join(', ')}`;
}

/** A zone with rates needs each of them; only a zone priced by quote goes without. */
export function zoneRateRule(rate: number | null | undefined, quoteOnly: boolean | null | undefined): RuleResult {
  return quoteOnly || rate != null ? true : 'Needs a rate unless the zone is priced by quote';
}

/**
 * A zone's name ("Nairobi and environs"): shoppers read it in the Shipping tab, the shipping policy
 * and every delivery line, so the English one is required. The Kiswahili one may be left empty
 * (`required` false): the Kiswahili pages then use the English name.
 */
export function zoneNameRule(name: string | null | undefined, required = true): RuleResult {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return required ? 'Needs a name: shoppers see it wherever the zone is shown' : true;
  return trimmed.length <= ZONE_NAME_MAX ? true : `At most ${ZONE_NAME_MAX} characters, to fit a table on a phone`;
}

/** "3 to 5 business days": the last day is not before the first. */
export function zoneDaysRule(daysMin: number | null | undefined, daysMax: number | null | undefined): RuleResult {
  return daysMin == null || daysMax == null || daysMax >= daysMin ? true : `Must not be below "Business days, from" (${daysMin})`;
}

/** The large-order weight is not below the small-order one: an order is small, medium or large. */
export function sizeLimitsRule(smallBelowKg: number | null | undefined, largeAboveKg: number | null | undefined): RuleResult {
  return smallBelowKg == null || largeAboveKg == null || largeAboveKg >= smallBelowKg
    ? true
    : `Must not be below "Small: under (kg)" (${smallBelowKg} kg)`;
}
