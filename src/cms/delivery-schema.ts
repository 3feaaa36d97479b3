import { z } from 'zod';
import { KENYA_COUNTIES, isCountyCode, type CountyCode, type Zone } from '../lib/delivery/counties.ts';
import type { DeliverySettings, ZoneRule } from '../lib/delivery/price-delivery.ts';

/**
 * The CMS delivery document (one, id deliverySettings): the zones with their counties, rates per
 * size class in cents, free-delivery thresholds, surcharges, and whether the fee is charged online
 * or collected on delivery. The checkout, the product page and the shipping policy all read it.
 */

const cents = z.number().int().min(0).max(100_000_000);
const days = z.number().int().min(0).max(60);

const zoneDoc = z
  .object({
    _key: z.string().optional(),
    zone: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    /** Delivery here is priced by the shop's team, case by case. */
    quoteOnly: z.boolean(),
    small: cents.nullish(),
    medium: cents.nullish(),
    large: cents.nullish(),
    freeAbove: cents.nullish(),
    daysMin: days,
    daysMax: days,
    counties: z.array(z.string().refine(isCountyCode, 'must be a county code from 001 to 047')),
  })
  .superRefine((zone, ctx) => {
    if (zone.daysMax < zone.daysMin) ctx.addIssue({ code: 'custom', path: ['daysMax'], message: 'must not be below daysMin' });
    if (zone.quoteOnly) return;
    for (const size of ['small', 'medium', 'large'] as const) {
      if (zone[size] == null) ctx.addIssue({ code: 'custom', path: [size], message: 'needs a rate unless the zone is priced by quote' });
    }
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
    zones: z.array(zoneDoc).length(4),
  })
  .superRefine((doc, ctx) => {
    if (doc.largeAboveKg < doc.smallBelowKg)
      ctx.addIssue({ code: 'custom', path: ['largeAboveKg'], message: 'must not be below smallBelowKg' });
    const zones = doc.zones.map((z) => z.zone);
    if (new Set(zones).size !== 4) ctx.addIssue({ code: 'custom', path: ['zones'], message: 'must hold zones 1, 2, 3 and 4 once each' });
    const seen = new Map<string, number>();
    doc.zones.forEach((zone, i) =>
      zone.counties.forEach((county, j) => {
        if (seen.has(county))
          ctx.addIssue({
            code: 'custom',
            path: ['zones', i, 'counties', j],
            message: `county ${county} is already in zone ${seen.get(county)}`,
          });
        seen.set(county, zone.zone);
      }),
    );
    const missing = KENYA_COUNTIES.filter((county) => !seen.has(county.code)).map((county) => county.name);
    if (missing.length > 0)
      ctx.addIssue({ code: 'custom', path: ['zones'], message: `every county needs a zone; missing: ${missing.join(', ')}` });
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
        rates: zone.quoteOnly ? null : { small: zone.small ?? 0, medium: zone.medium ?? 0, large: zone.large ?? 0 },
        freeAbove: zone.freeAbove ?? null,
        days: { min: zone.daysMin, max: zone.daysMax },
      };
    });
  const { collect, smallBelowKg, largeAboveKg, nationwideFreeAbove, expressPercent, weekendFee, insuredAbove } = doc;
  return { zones, counties, collect, smallBelowKg, largeAboveKg, nationwideFreeAbove, expressPercent, weekendFee, insuredAbove };
}

/** The document an editor starts from (and the seed writes): the settings as the CMS stores them. */
export function toDeliveryDocument(settings: DeliverySettings): DeliveryDocument {
  const { zones, counties, ...rest } = settings;
  return {
    _id: 'deliverySettings',
    _type: 'deliverySettings',
    ...rest,
    zones: zones.map((zone) => ({
      _key: `zone-${zone.zone}`,
      zone: zone.zone,
      quoteOnly: zone.rates === null,
      ...(zone.rates ?? {}),
      ...(zone.freeAbove === null ? {} : { freeAbove: zone.freeAbove }),
      daysMin: zone.days.min,
      daysMax: zone.days.max,
      counties: KENYA_COUNTIES.filter((county) => counties[county.code] === zone.zone).map((county) => county.code),
    })),
  };
}
