import { z } from 'zod';

/**
 * The shop's lay-by terms ("Lipa Mdogo Mdogo", issue 47), as editors set them in the CMS's Lay-by
 * settings and the build publishes them in the catalogue snapshot: the figures the server applies,
 * and that the refund policy and the terms show (policy figures), so words and rules never drift.
 * Absent: the shop offers no lay-by. Money in integer cents of whole shillings.
 */
export const laybyTermsSchema = z.object({
  /** The smallest order (goods and delivery charged online) a plan may be made for. */
  minOrderCents: z.number().int().positive(),
  /** The deposit, in basis points of the order's total (2000: 20 %), rounded up to a whole shilling. */
  depositBp: z.number().int().min(500).max(5000),
  /** The longest plan, in days from the day it is made. */
  termDays: z.number().int().min(7).max(365),
  /** The smallest instalment (the last may be smaller: it is exactly the balance). */
  minInstalmentCents: z.number().int().positive(),
  /** M-PESA's per-transaction limit: no instalment above it. */
  mpesaMaxCents: z.number().int().positive(),
  /** The suggested rhythm of payments, in days (7: weekly), and how many days before each suggested date the reminder goes. */
  cadenceDays: z.number().int().min(1).max(31),
  remindDaysBefore: z.number().int().min(0).max(7),
  /** Days after the end date before an unpaid plan ends. */
  graceDays: z.number().int().min(0).max(90),
  /** The cancellation fee: none within `freeDays` of the start, then `percentBp` of what was paid, at most `maxCents` (null: no cap). */
  cancelFee: z.object({
    freeDays: z.number().int().min(0).max(90),
    percentBp: z.number().int().min(0).max(1000),
    maxCents: z.number().int().min(0).nullable(),
  }),
  /** Working days to deliver once the plan is paid in full. */
  deliveryDays: z.number().int().min(1).max(60),
  /** The editors' own words on cancellation, in each language; empty where none were written. */
  note: z.object({ en: z.string(), sw: z.string() }),
});
export type LaybyTerms = z.infer<typeof laybyTermsSchema>;
