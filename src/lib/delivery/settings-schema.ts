import { z } from 'zod';

/** The delivery settings as the catalogue snapshot carries them to the API (built from the CMS document). */

const zone = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const cents = z.number().int().min(0);
const name = z.string().trim().min(1);

export const deliverySettingsSchema = z.object({
  zones: z
    .array(
      z.object({
        zone,
        name: z.object({ en: name, sw: name }),
        ratesCents: z.object({ small: cents, medium: cents, large: cents }).nullable(),
        freeAboveCents: cents.nullable(),
        days: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }),
      }),
    )
    // Pricing finds every county's zone among these: zones 1 to 4, once each and in order, as the CMS document is checked.
    .refine((zones) => zones.map((rule) => rule.zone).join() === '1,2,3,4', 'Needs zones 1, 2, 3 and 4, once each'),
  counties: z.record(z.string().regex(/^0[0-4]\d$/), zone),
  smallBelowKg: z.number().positive(),
  largeAboveKg: z.number().positive(),
  nationwideFreeAboveCents: cents,
  expressPercent: z.number().int().min(0),
  weekendFeeCents: cents,
  insuredAboveCents: cents,
  collect: z.enum(['online', 'on-delivery']),
});
