import { z } from 'zod';

/** The delivery settings as the catalogue snapshot carries them to the API (built from the CMS document). */

const zone = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const cents = z.number().int().min(0);

export const deliverySettingsSchema = z.object({
  zones: z.array(
    z.object({
      zone,
      rates: z.object({ small: cents, medium: cents, large: cents }).nullable(),
      freeAbove: cents.nullable(),
      days: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }),
    }),
  ),
  counties: z.record(z.string().regex(/^0[0-4]\d$/), zone),
  smallBelowKg: z.number().positive(),
  largeAboveKg: z.number().positive(),
  nationwideFreeAbove: cents,
  expressPercent: z.number().int().min(0),
  weekendFee: cents,
  insuredAbove: cents,
  collect: z.enum(['online', 'on-delivery']),
});
