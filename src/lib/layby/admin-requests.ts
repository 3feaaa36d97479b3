import { z } from 'zod';
import type { MessageKey } from '../../i18n/index.ts';
import { CASH_METHODS, MPESA_RECEIPT } from '../orders/cash-collection.ts';

/**
 * The owner's lay-by requests (issue 47, item 7), checked with zod on the server: a payment made at
 * the shop (POST /api/admin/layby/{orderId}/cash) and a later end date (…/extend). The admin page
 * reads the same fields with the rules of cash-collection.ts, so its bundle carries no zod.
 */

const says = (key: MessageKey) => ({ error: key });

/** Optional text: trimmed, and left out when empty (an empty field of the form). */
const optionalText = (max: number, key: MessageKey) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string(says(key)).trim().max(max, says(key)).optional(),
  );

export const laybyCashRequest = z
  .object({
    /** What was paid, in cents of whole shillings; the plan's rules judge it (lib/layby/plan.ts instalmentVerdict). */
    amountCents: z
      .number(says('admin.cash.error.amount'))
      .int(says('admin.cash.error.amount'))
      .min(100, says('admin.cash.error.amount'))
      .max(100_000_000_00, says('admin.cash.error.amount')),
    /** Cash in hand, or M-PESA to the shop's till (with its receipt code). */
    method: z.enum(CASH_METHODS, says('admin.cash.error.method')),
    mpesaReceipt: z.preprocess(
      (value) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() || undefined : value),
      z.string(says('admin.cash.error.receipt')).regex(MPESA_RECEIPT, says('admin.cash.error.receipt')).optional(),
    ),
    note: optionalText(200, 'admin.cash.error.note'),
    /** The page's key for one press of Record: the same press sent twice records once. */
    requestKey: z.string(says('admin.cash.error.requestKey')).regex(/^[A-Za-z0-9_-]{8,100}$/, says('admin.cash.error.requestKey')),
  })
  .superRefine((body, context) => {
    if (body.method === 'mpesa' && !body.mpesaReceipt)
      context.addIssue({ code: 'custom', path: ['mpesaReceipt'], message: 'admin.cash.error.receipt' });
    if (body.method === 'cash' && body.mpesaReceipt)
      context.addIssue({ code: 'custom', path: ['mpesaReceipt'], message: 'admin.cash.error.receiptForCash' });
  });

/** A calendar day as `YYYY-MM-DD` that is one (not 2026-02-30). */
function isDay(day: string): boolean {
  const at = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(at) && new Date(at).toISOString().startsWith(day);
}

export const laybyExtendRequest = z.object({
  /** The new end date, after the plan's current one (the route checks that, under the plan's lock). */
  endsOn: z.string(says('admin.layby.error.endsOn')).refine(isDay, says('admin.layby.error.endsOn')),
  /** Why, kept in the order's audit and the admin audit. */
  reason: z
    .string(says('admin.layby.error.reason'))
    .trim()
    .min(3, says('admin.layby.error.reason'))
    .max(500, says('admin.layby.error.reason')),
});
