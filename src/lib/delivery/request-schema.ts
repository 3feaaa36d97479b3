import * as z from 'zod/mini';
import type { MessageKey } from '../../i18n/index.ts';
import { countyOf, type CountyCode } from './counties.ts';

/** A check's message: a key of the tables, translated where the error is shown (the form, the API's answer). */
const says = (key: MessageKey) => ({ error: key });

/**
 * Written with zod's smaller build (`zod/mini`): the checkout page checks its form with these in the
 * browser (issue 27), and the server's requests are checked with the very same schemas.
 */

/** A county as a code ('042') or a name ('Kisumu'), read as its code. */
export const countyCodeSchema = z.pipe(
  z.string(says('checkout.error.countyCode')).check(z.refine((value) => countyOf(value) !== null, says('checkout.error.countyCode'))),
  z.transform((value: string): CountyCode => countyOf(value)!.code),
);

/** The delivery options a shopper may add at checkout; both off unless asked for. */
export const deliveryOptionsSchema = z.object({
  express: z._default(z.boolean(), false),
  weekend: z._default(z.boolean(), false),
});
