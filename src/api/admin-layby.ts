import { z } from 'zod';
import { adminCashCollection } from './admin-cash.ts';
import { ORDER_STATUSES } from '../lib/order-types.ts';
import { PLAN_STATUSES } from '../lib/layby/plan.ts';
import { LAYBY_VIEWS } from '../lib/layby/views.ts';

/**
 * What the owner's lay-by desk answers (issue 47, item 7): GET /api/admin/layby (plans by view),
 * GET /api/admin/layby/{orderId} (one order's plan, for its order page), and the answers of a
 * payment made at the shop and of an extended end date. Money in integer cents; days `YYYY-MM-DD`
 * on the shop's calendar (East Africa Time).
 */

const cents = z.number().int();

/** A plan as the team sees it: the order's reference and customer, the money, the dates, where it stands, and each payment. */
const adminLaybyPlan = z.object({
  orderId: z.string(),
  /** The order's reference as the customer quotes it (its id's first 8 characters, upper case). */
  reference: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  /** Where the plan stands today (lib/layby/plan.ts statusOf): awaiting_deposit, active, behind, overdue, paid, cancelled, expired. */
  status: z.enum(PLAN_STATUSES),
  /** Open and ending within `endingSoonDays` (lib/layby/views.ts). */
  endingSoon: z.boolean(),
  totalCents: cents,
  depositCents: cents,
  paidCents: cents,
  balanceCents: cents,
  /** The smallest payment the plan takes now (the deposit while it is due; the last one may be exactly the balance). */
  minPaymentCents: cents,
  suggestedCents: cents,
  cadenceDays: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** The day an unpaid plan ends: its end date and grace passed. */
  expiresOn: z.string(),
  /** The next suggested date; null once nothing is left to pay or it ended. */
  nextDueOn: z.string().nullable(),
  /** How many times the team moved its end date. */
  extensions: z.number().int(),
  paidAt: z.string().nullable(),
  /** How it ended: when, by whom, why, and what the shop kept; null while it stands. */
  ended: z.object({ at: z.string(), by: z.enum(['customer', 'admin', 'system']), reason: z.string(), feeCents: cents }).nullable(),
  payments: z.array(
    z.object({
      id: z.string(),
      /** Online (Pesapal) or at the shop (cash, or M-PESA to the till). */
      kind: z.enum(['online', 'shop']),
      amountCents: cents,
      method: z.string().nullable(),
      /** The M-PESA receipt (or a card's authorisation); null for cash in hand. */
      code: z.string().nullable(),
      paidAt: z.string(),
      reversed: z.boolean(),
      keptAsFee: z.boolean(),
      /** What the plan's end sends back of it; null while the plan stands. */
      refundCents: cents.nullable(),
    }),
  ),
});
export type AdminLaybyPlan = z.infer<typeof adminLaybyPlan>;

/** GET /api/admin/layby?view=: the view's plans (at most `limit`), and how many plans each view holds, for the tabs. */
export const laybyListAnswer = z.object({
  view: z.enum(LAYBY_VIEWS),
  /** The shop's day the views were worked out on. */
  today: z.string(),
  endingSoonDays: z.number().int(),
  counts: z.object(
    Object.fromEntries(LAYBY_VIEWS.map((view) => [view, z.number().int()])) as Record<(typeof LAYBY_VIEWS)[number], z.ZodNumber>,
  ),
  plans: z.array(adminLaybyPlan),
  /** The most plans one answer lists: the newest of a longer view. */
  limit: z.number().int(),
});
export type LaybyListAnswer = z.infer<typeof laybyListAnswer>;

/** GET /api/admin/layby/{orderId}: the order's plan; null for an order not on lay-by. */
export const laybyOrderAnswer = z.object({ plan: adminLaybyPlan.nullable() });
export type LaybyOrderAnswer = z.infer<typeof laybyOrderAnswer>;

/** POST /api/admin/layby/{orderId}/cash: the payment recorded (the earlier one on a repeat) and the plan as it now stands. */
export const laybyCashAnswer = z.object({
  collection: adminCashCollection,
  /** True when this request key had been recorded already: nothing was added. */
  repeated: z.boolean(),
  plan: adminLaybyPlan,
});
export type LaybyCashAnswer = z.infer<typeof laybyCashAnswer>;

/** POST /api/admin/layby/{orderId}/extend: the plan with its new end date. */
export const laybyExtendAnswer = z.object({ plan: adminLaybyPlan });
export type LaybyExtendAnswer = z.infer<typeof laybyExtendAnswer>;
