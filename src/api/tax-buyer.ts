import { z } from 'zod';
import { KRA_PIN } from '../lib/tax/kra-pin.ts';
import type { TaxBuyer } from '../lib/order-types.ts';

/** The business an order's tax invoice is made out to, as the API answers it (confirmation, /orders, admin). */
export const taxBuyerAnswer = z.object({
  businessName: z.string().min(1).max(60),
  /** As kept: P051234567X. */
  kraPin: z.string().regex(KRA_PIN),
}) satisfies z.ZodType<TaxBuyer>;
