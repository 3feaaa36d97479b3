import { DEFAULT_COUNTY_ZONES } from './counties.ts';
import type { DeliverySettings } from './price-delivery.ts';

const KSH = 100;

/**
 * The shipping policy's figures (checkout-payments-admin spec, section 9), the seed of the CMS
 * delivery document: rates per zone and size class, free delivery over KSh 50,000 in Zone 1,
 * KSh 100,000 in Zone 2 and KSh 500,000 nationwide, express +50%, weekend KSh 2,000, insurance
 * above KSh 100,000, Zone 4 by quote. Days: 1-3, 3-5 and 5-7 business days (section 9's shipping
 * info); Zone 4's are the shop's estimate once a quote is agreed. The fee is collected on
 * delivery by default: the spec charges the goods only at checkout.
 *
 * Names: the spec's own words for the first three ("Nairobi and environs", "other major towns",
 * "rural areas"); Zone 4, which the spec folds into rural areas, holds the remote northern and
 * north-eastern counties the team quotes. Kiswahili as the glossary words places (maeneo, miji).
 */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  zones: [
    {
      zone: 1,
      name: { en: 'Nairobi and environs', sw: 'Nairobi na viunga vyake' },
      ratesCents: { small: 500 * KSH, medium: 1_500 * KSH, large: 3_000 * KSH },
      freeAboveCents: 50_000 * KSH,
      days: { min: 1, max: 3 },
    },
    {
      zone: 2,
      name: { en: 'Other major towns', sw: 'Miji mingine mikubwa' },
      ratesCents: { small: 1_000 * KSH, medium: 2_500 * KSH, large: 5_000 * KSH },
      freeAboveCents: 100_000 * KSH,
      days: { min: 3, max: 5 },
    },
    {
      zone: 3,
      name: { en: 'Rural areas', sw: 'Maeneo ya vijijini' },
      ratesCents: { small: 1_500 * KSH, medium: 3_500 * KSH, large: 7_500 * KSH },
      freeAboveCents: null,
      days: { min: 5, max: 7 },
    },
    { zone: 4, name: { en: 'Remote areas', sw: 'Maeneo ya mbali' }, ratesCents: null, freeAboveCents: null, days: { min: 7, max: 14 } },
  ],
  counties: DEFAULT_COUNTY_ZONES,
  smallBelowKg: 10,
  largeAboveKg: 50,
  nationwideFreeAboveCents: 500_000 * KSH,
  expressPercent: 50,
  weekendFeeCents: 2_000 * KSH,
  insuredAboveCents: 100_000 * KSH,
  collect: 'on-delivery',
};
