import { z } from 'zod';
import { DELIVERY_STATUSES, ORDER_STATUSES } from '../lib/order-types.ts';
import { CASH_METHODS, type CashCollection } from '../lib/orders/cash-collection.ts';

/** What the admin API answers about cash collected by drivers (issue 43): the server builds these shapes, the admin pages check them. */

const cents = z.number().int().nonnegative();

/** One collection: what a driver brought back for an order, how, and who recorded it when. */
export const adminCashCollection = z.object({
  id: z.string(),
  orderId: z.string(),
  amountCents: cents,
  method: z.enum(CASH_METHODS),
  /** The M-PESA receipt code; null for cash in hand. */
  mpesaReceipt: z.string().nullable(),
  note: z.string().nullable(),
  driver: z.string().nullable(),
  /** The admin who recorded it (kept when their account is deleted). */
  recordedByEmail: z.string().nullable(),
  recordedAt: z.string(),
}) satisfies z.ZodType<CashCollection>;

const dayFigures = { expectedCents: cents, collectedCents: cents, outstandingCents: cents };

/** One order of the day: its figures for the day and the collections recorded that day. */
const cashDayOrder = z.object({
  orderId: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  /** Its latest move that day: out (shipped) or delivered; null when only money was recorded. */
  went: z.object({ to: z.enum(['shipped', 'delivered']), at: z.string() }).nullable(),
  ...dayFigures,
  collections: z.array(adminCashCollection),
});
export type CashDayOrder = z.infer<typeof cashDayOrder>;

/** GET /api/admin/cash?day=YYYY-MM-DD: the day's cash on the shop's calendar, per driver and in total. */
export const cashDayAnswer = z.object({
  day: z.string(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  totals: z.object({ orders: z.number().int(), ...dayFigures }),
  drivers: z.array(z.object({ driver: z.string().nullable(), ...dayFigures, orders: z.array(cashDayOrder) })),
});
export type CashDayAnswer = z.infer<typeof cashDayAnswer>;
