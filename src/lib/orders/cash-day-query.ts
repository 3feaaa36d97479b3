import { z } from 'zod';
import { dayRange } from './cash-day.ts';

/** GET /api/admin/cash's query, checked on the server (apart from cash-day.ts, which the admin page's bundle carries without zod). */

/** A day on the shop's calendar, as the URL gives it. */
export const cashDayQuery = z.object({
  day: z
    .string({ error: 'admin.cash.error.day' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'admin.cash.error.day' })
    .refine((day) => dayRange(day) !== null, { error: 'admin.cash.error.day' })
    .optional(),
});
