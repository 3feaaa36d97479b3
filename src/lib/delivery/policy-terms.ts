import type { DeliverySettings } from './price-delivery.ts';

/**
 * The delivery settings as the shipping policy's hash is taken over them (cms/policies.ts): with
 * the names they had before amounts ended in `Cents`. The hash is of the names too, so hashing the
 * new ones would turn every shopper's accepted shipping policy stale at once; the values are the
 * same integer cents. A setting added later is hashed under its own name.
 */
export function shippingPolicyTerms(settings: DeliverySettings): Record<string, unknown> {
  const { zones, nationwideFreeAboveCents, weekendFeeCents, insuredAboveCents, ...rest } = settings;
  return {
    ...rest,
    nationwideFreeAbove: nationwideFreeAboveCents,
    weekendFee: weekendFeeCents,
    insuredAbove: insuredAboveCents,
    zones: zones.map(({ ratesCents, freeAboveCents, ...zone }) => ({ ...zone, rates: ratesCents, freeAbove: freeAboveCents })),
  };
}
