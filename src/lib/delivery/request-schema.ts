import { z } from 'zod';
import { lazyMessage as says } from '../../i18n/index.ts';
import { countyOf, type CountyCode } from './counties.ts';

/** A county as a code ('042') or a name ('Kisumu'), read as its code. */
export const countyCodeSchema = z
  .string(says('checkout.error.countyCode'))
  .refine((value) => countyOf(value) !== null, says('checkout.error.countyCode'))
  .transform((value): CountyCode => countyOf(value)!.code);

/** The delivery options a shopper may add at checkout; both off unless asked for. */
export const deliveryOptionsSchema = z.object({
  express: z.boolean().default(false),
  weekend: z.boolean().default(false),
});
