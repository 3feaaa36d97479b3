import { z } from 'zod';
import type { OrderFigures } from '../lib/orders/figures.ts';

const cents = z.number().int().nonnegative();

/** An order's figures as every order answer carries them (admin, /account, /orders, /track, the confirmation): lib/orders/figures.ts. */
export const orderFiguresAnswer = z.object({
  goodsCents: cents,
  delivery: z.object({ feeCents: cents.nullable(), paid: z.enum(['online', 'door']) }),
  /** The VAT the total includes; null on orders from before lines kept their tax type (issue 45). */
  vatIncludedCents: cents.nullable(),
  totalCents: cents,
  paidCents: cents,
  dueOnlineCents: cents,
  dueDriverCents: cents,
  driverFeeToQuote: z.boolean(),
  refundedCents: cents,
}) satisfies z.ZodType<OrderFigures>;
