import type { CountyCode, Zone } from './counties.ts';
import type { Locale } from '../../i18n/locales.ts';
import { percentOf } from '../pricing.ts';

/**
 * What delivery costs: one pure rule the server prices every order with, and the product page,
 * cart and checkout show. Money in integer cents, weights in kilograms.
 */

export type SizeClass = 'small' | 'medium' | 'large';

/** A zone's name in each language ("Nairobi and environs", "Nairobi na viunga vyake"): what every page calls the zone. */
export type ZoneName = Readonly<Record<Locale, string>>;

export interface ZoneRule {
  zone: Zone;
  name: ZoneName;
  /** The fee per size class, or null when the zone is priced by a quote from the shop. */
  ratesCents: Readonly<Record<SizeClass, number>> | null;
  /** Delivery is free when the goods cost more than this (exactly this is not more), or null. */
  freeAboveCents: number | null;
  /** Business days from dispatch, e.g. 1 to 3. */
  days: { min: number; max: number };
}

export interface DeliverySettings {
  zones: readonly ZoneRule[];
  /** Every county's zone (the CMS document must place each; a county without one is quoted). */
  counties: Readonly<Partial<Record<CountyCode, Zone>>>;
  /** An order under this weight is small (see sizeClassOf). */
  smallBelowKg: number;
  /** An order over this weight is large. */
  largeAboveKg: number;
  /** Free delivery anywhere a fee applies when the goods cost more than this. */
  nationwideFreeAboveCents: number;
  /** Express delivery adds this share of the zone's fee, in percent. */
  expressPercent: number;
  /** Weekend delivery adds this fee. */
  weekendFeeCents: number;
  /** Goods above this value travel insured at no charge. */
  insuredAboveCents: number;
  /** Whether the fee is paid online with the goods or collected by the driver on delivery. */
  collect: 'online' | 'on-delivery';
}

export interface DeliveryLine {
  /** Null where the product has no weight set: the order's delivery is then quoted by the team. */
  weightKg: number | null;
  quantity: number;
  lineTotalCents: number;
}

export interface DeliveryOptions {
  express: boolean;
  weekend: boolean;
}

interface QuoteBase {
  county: CountyCode;
  zone: Zone;
  zoneName: ZoneName;
  sizeClass: SizeClass;
  /** The order's weight, kilograms to the gram. */
  weightKg: number;
  /** The goods travel insured at no charge. */
  insured: boolean;
  options: DeliveryOptions;
}

export type DeliveryQuote =
  | (QuoteBase & {
      kind: 'priced';
      /** The zone's fee for the size class, before anything is waived or added. */
      standardCents: number;
      /** The standard fee is waived: the goods are above the zone's or the nationwide threshold. */
      free: boolean;
      expressCents: number;
      weekendCents: number;
      /** What the shopper pays for delivery. */
      feeCents: number;
      days: { min: number; max: number };
    })
  | (QuoteBase & { kind: 'quote' });

/** Sums in grams, so 0.1 + 0.2 kg never becomes 0.30000000000000004. */
export function orderWeightKg(lines: readonly DeliveryLine[]): number {
  const grams = lines.reduce((sum, line) => sum + Math.round((line.weightKg ?? 0) * 1000) * line.quantity, 0);
  return grams / 1000;
}

/** Small under smallBelowKg, large over largeAboveKg, medium from one to the other inclusive. */
export function sizeClassOf(weightKg: number, settings: Pick<DeliverySettings, 'smallBelowKg' | 'largeAboveKg'>): SizeClass {
  if (weightKg < settings.smallBelowKg) return 'small';
  return weightKg > settings.largeAboveKg ? 'large' : 'medium';
}

export function priceDelivery(
  lines: readonly DeliveryLine[],
  county: CountyCode,
  options: DeliveryOptions,
  settings: DeliverySettings,
): DeliveryQuote {
  const zone = settings.counties[county] ?? 4;
  const rule = settings.zones.find((z) => z.zone === zone);
  // The CMS document and the snapshot schema both require zones 1 to 4: a missing one is a broken build, not a shopper's error.
  if (!rule) throw new Error(`The delivery settings have no zone ${zone}`);
  const goods = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const weightKg = orderWeightKg(lines);
  const base: QuoteBase = {
    county,
    zone,
    zoneName: rule.name,
    sizeClass: sizeClassOf(weightKg, settings),
    weightKg,
    insured: goods > settings.insuredAboveCents,
    options,
  };
  // A zone priced by quote, or a product without a weight: the team quotes rather than guesses.
  if (!rule.ratesCents || lines.some((line) => line.weightKg === null)) return { ...base, kind: 'quote' };
  const standardCents = rule.ratesCents[base.sizeClass];
  const free = (rule.freeAboveCents !== null && goods > rule.freeAboveCents) || goods > settings.nationwideFreeAboveCents;
  // Express is a faster service on top of delivery, so it is charged even where the standard fee is waived.
  const expressCents = options.express ? percentOf(standardCents, settings.expressPercent) : 0;
  const weekendCents = options.weekend ? settings.weekendFeeCents : 0;
  return {
    ...base,
    kind: 'priced',
    standardCents,
    free,
    expressCents,
    weekendCents,
    feeCents: (free ? 0 : standardCents) + expressCents + weekendCents,
    days: rule.days,
  };
}
