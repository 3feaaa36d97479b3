import { z } from 'zod';
import { KENYA_COUNTIES, type CountyCode } from '../lib/delivery/counties.ts';
import type { OrderDelivery } from '../lib/delivery/order-delivery.ts';

const COUNTY_CODES = KENYA_COUNTIES.map((county) => county.code) as [CountyCode, ...CountyCode[]];

/** An order's delivery record as the API answers it (quote, /orders, admin): checked by the pages that show it. */
export const orderDeliveryAnswer = z.object({
  county: z.enum(COUNTY_CODES),
  zone: z.literal([1, 2, 3, 4]),
  zoneName: z.object({ en: z.string().min(1), sw: z.string().min(1) }),
  sizeClass: z.enum(['small', 'medium', 'large']),
  weightKg: z.number().nonnegative(),
  express: z.boolean(),
  weekend: z.boolean(),
  feeCents: z.number().int().nonnegative().nullable(),
  free: z.boolean(),
  collect: z.enum(['online', 'on-delivery']),
  days: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
}) satisfies z.ZodType<OrderDelivery>;
