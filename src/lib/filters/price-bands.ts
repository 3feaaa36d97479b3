import type { CategorySlug } from '../catalogue/categories.ts';

/** A named price band: `contains` takes a price in whole shillings (fractions allowed). */
export interface PriceBand {
  label: string;
  contains(shillings: number): boolean;
}

/** Storefront spec section 9: the floodlight price labels (plus the open top band) and the back-up system bands. */
const FLOODLIGHT_BANDS: readonly PriceBand[] = [
  { label: 'Under 5K', contains: (s) => s < 5_000 },
  { label: '5K–10K', contains: (s) => s >= 5_000 && s < 10_000 },
  { label: '10K–20K', contains: (s) => s >= 10_000 && s < 20_000 },
  { label: '20K–30K', contains: (s) => s >= 20_000 && s < 30_000 },
  { label: 'Over 30K', contains: (s) => s >= 30_000 },
];

const BACKUP_BANDS: readonly PriceBand[] = [
  { label: 'Under 30K', contains: (s) => s < 30_000 },
  { label: '30K–100K', contains: (s) => s >= 30_000 && s <= 100_000 },
  { label: 'Over 100K', contains: (s) => s > 100_000 },
];

export function priceBandsFor(category: CategorySlug): readonly PriceBand[] {
  if (category === 'solar-floodlights') return FLOODLIGHT_BANDS;
  if (category === 'back-up-systems') return BACKUP_BANDS;
  return [];
}

/** The band a price in cents falls in, or null when the category has no bands. */
export function priceBandOf(category: CategorySlug, priceCents: number): string | null {
  const shillings = priceCents / 100;
  return priceBandsFor(category).find((band) => band.contains(shillings))?.label ?? null;
}
