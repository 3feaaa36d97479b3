import { z } from 'zod';
import { KENYA_COUNTIES, type CountyCode, type Zone } from '../lib/delivery/counties.ts';
import {
  countyCodesRule,
  countyInOneZoneRule,
  everyCountyZonedRule,
  sizeLimitsRule,
  zoneDaysRule,
  zoneRateRule,
  zoneNameRule,
  zonesOnceEachRule,
} from '../lib/content-rules/delivery-zones.ts';
import { wholeShillingsRule } from '../lib/content-rules/prices.ts';
import { ruleIssue } from './validate.ts';
import type { DeliverySettings, ZoneRule } from '../lib/delivery/price-delivery.ts';

/**
 * The CMS delivery document (one, id deliverySettings): the zones with their counties, rates per
 * size class in cents, free-delivery thresholds, surcharges, and whether the fee is charged online
 * or collected on delivery. The checkout, the product page and the shipping policy all read it.
 */

/** A rate, fee or threshold: whole shillings, typed in cents (as the Studio refuses anything else). */
const cents = z
  .number()
  .int()
  .min(0)
  .max(100_000_000)
  .superRefine((value, ctx) => ruleIssue(ctx, [], wholeShillingsRule(value)));
const days = z.number().int().min(0).max(60);
/** A zone's name as shoppers read it, in the Shipping tab's table, the shipping policy and every delivery line. */
const zoneName = (required: boolean) =>
  z
    .string()
    .nullish()
    .superRefine((name, ctx) => ruleIssue(ctx, [], zoneNameRule(name, required)))
    .transform((name) => name?.trim() ?? '');

const zoneDoc = z
  .object({
    _key: z.string().optional(),
    zone: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    /** Required: a zone without an English name fails the build, naming the zone's row and field. */
    name: zoneName(true),
    /** The Kiswahili name; left empty, the Kiswahili pages use the English one (as every Kiswahili field does). */
    sw: z.object({ name: zoneName(false) }).nullish(),
    /** Delivery here is priced by the shop's team, case by case. */
    quoteOnly: z.boolean(),
    small: cents.nullish(),
    medium: cents.nullish(),
    large: cents.nullish(),
    freeAbove: cents.nullish(),
    daysMin: days,
    daysMax: days,
    counties: z.array(z.string()).superRefine((counties, ctx) => ruleIssue(ctx, [], countyCodesRule(counties))),
  })
  .superRefine((zone, ctx) => {
    ruleIssue(ctx, ['daysMax'], zoneDaysRule(zone.daysMin, zone.daysMax));
    for (const size of ['small', 'medium', 'large'] as const) ruleIssue(ctx, [size], zoneRateRule(zone[size], zone.quoteOnly));
  });

export const deliveryDocument = z
  .object({
    _id: z.literal('deliverySettings'),
    _type: z.literal('deliverySettings'),
    collect: z.enum(['online', 'on-delivery']),
    smallBelowKg: z.number().positive().max(1000),
    largeAboveKg: z.number().positive().max(5000),
    nationwideFreeAbove: cents,
    expressPercent: z.number().int().min(0).max(500),
    weekendFee: cents,
    insuredAbove: cents,
    zones: z.array(zoneDoc),
  })
  .superRefine((doc, ctx) => {
    ruleIssue(ctx, ['largeAboveKg'], sizeLimitsRule(doc.smallBelowKg, doc.largeAboveKg));
    ruleIssue(ctx, ['zones'], zonesOnceEachRule(doc.zones));
    ruleIssue(ctx, ['zones'], countyInOneZoneRule(doc.zones));
    ruleIssue(ctx, ['zones'], everyCountyZonedRule(doc.zones));
  });

export type DeliveryDocument = z.infer<typeof deliveryDocument>;

export function toDeliverySettings(doc: DeliveryDocument): DeliverySettings {
  const counties = {} as Record<CountyCode, Zone>;
  const zones: ZoneRule[] = [...doc.zones]
    .sort((a, b) => a.zone - b.zone)
    .map((zone) => {
      for (const county of zone.counties) counties[county as CountyCode] = zone.zone;
      return {
        zone: zone.zone,
        name: { en: zone.name, sw: zone.sw?.name || zone.name },
        ratesCents: zone.quoteOnly ? null : { small: zone.small ?? 0, medium: zone.medium ?? 0, large: zone.large ?? 0 },
        freeAboveCents: zone.freeAbove ?? null,
        days: { min: zone.daysMin, max: zone.daysMax },
      };
    });
  const { collect, smallBelowKg, largeAboveKg, nationwideFreeAbove, expressPercent, weekendFee, insuredAbove } = doc;
  return {
    zones,
    counties,
    collect,
    smallBelowKg,
    largeAboveKg,
    nationwideFreeAboveCents: nationwideFreeAbove,
    expressPercent,
    weekendFeeCents: weekendFee,
    insuredAboveCents: insuredAbove,
  };
}

/** The document an editor starts from (and the seed writes): the settings as the CMS stores them. */
export function toDeliveryDocument(settings: DeliverySettings): DeliveryDocument {
  const { zones, counties, collect, smallBelowKg, largeAboveKg, expressPercent } = settings;
  return {
    _id: 'deliverySettings',
    _type: 'deliverySettings',
    smallBelowKg,
    largeAboveKg,
    nationwideFreeAbove: settings.nationwideFreeAboveCents,
    expressPercent,
    weekendFee: settings.weekendFeeCents,
    insuredAbove: settings.insuredAboveCents,
    collect,
    zones: zones.map((zone) => ({
      _key: `zone-${zone.zone}`,
      zone: zone.zone,
      name: zone.name.en,
      sw: { name: zone.name.sw },
      quoteOnly: zone.ratesCents === null,
      ...(zone.ratesCents ?? {}),
      ...(zone.freeAboveCents === null ? {} : { freeAbove: zone.freeAboveCents }),
      daysMin: zone.days.min,
      daysMax: zone.days.max,
      counties: KENYA_COUNTIES.filter((county) => counties[county.code] === zone.zone).map((county) => county.code),
    })),
  };
}
