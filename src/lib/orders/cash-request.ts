import { z } from 'zod';
import type { MessageKey } from '../../i18n/index.ts';
import { CASH_METHODS, MPESA_RECEIPT } from './cash-collection.ts';

/**
 * POST /api/orders/{id}/cash's body and the ship step's driver, checked with zod on the server
 * (the order page reads the same fields with the rules of cash-collection.ts).
 */

/** The largest amount one collection may record: far above any order, far below what a bigint holds. */
const MAX_CENTS = 100_000_000_00;

const says = (key: MessageKey) => ({ error: key });

/** Optional text: trimmed, and left out when empty (an empty field of the form). */
const optionalText = (max: number, key: MessageKey) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string(says(key)).trim().max(max, says(key)).optional(),
  );

/** A driver's name, as the ship step and a collection take it: 1 to 80 characters, or left out (an empty field too). */
export const optionalDriver = optionalText(80, 'admin.steps.error.driver');

export const cashRequest = z
  .object({
    /** What the driver brought back, in cents of whole shillings, more than 0. */
    amountCents: z
      .number(says('admin.cash.error.amount'))
      .int(says('admin.cash.error.amount'))
      .min(100, says('admin.cash.error.amount'))
      .max(MAX_CENTS, says('admin.cash.error.amount'))
      .refine((cents) => cents % 100 === 0, says('admin.cash.error.amount')),
    method: z.enum(CASH_METHODS, says('admin.cash.error.method')),
    /** The M-PESA receipt code: required for M-PESA, none for cash. Typed in any case, with spaces. */
    mpesaReceipt: z.preprocess(
      (value) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() || undefined : value),
      z.string(says('admin.cash.error.receipt')).regex(MPESA_RECEIPT, says('admin.cash.error.receipt')).optional(),
    ),
    /** A few words for the record (a short collection's reason, where the rest will come from). */
    note: optionalText(200, 'admin.cash.error.note'),
    /** Who brought it back; the order's driver when left out. */
    driver: optionalDriver,
    /** The order page's key for one press of Record: the same press sent twice records once. */
    requestKey: z
      .string(says('admin.cash.error.requestKey'))
      .regex(/^[A-Za-z0-9_-]{8,100}$/, says('admin.cash.error.requestKey'))
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.method === 'mpesa' && !body.mpesaReceipt)
      context.addIssue({ code: 'custom', path: ['mpesaReceipt'], message: 'admin.cash.error.receipt' });
    if (body.method === 'cash' && body.mpesaReceipt)
      context.addIssue({ code: 'custom', path: ['mpesaReceipt'], message: 'admin.cash.error.receiptForCash' });
  });
export type CashRequest = z.output<typeof cashRequest>;
