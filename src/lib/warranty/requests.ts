import { z } from 'zod';
import type { MessageKey } from '../../i18n/index.ts';
import { isPlainText } from '../plain-text.ts';
import { trackRequest } from '../../api/tracked-order.ts';
import { CLAIM_STATUSES } from './claim-status.ts';
import { SERIAL_PATTERN, serialAsPrinted, serialKey } from './serial.ts';

/** A check's message: a key of the tables, translated where the error is shown. */
const says = (key: MessageKey) => ({ error: key });

/** The most items one registration takes: an order's lines, each bought in some number. */
const MAX_REGISTRATION_ITEMS = 50;
const CLAIM_DESCRIPTION_MIN = 10;
const CLAIM_DESCRIPTION_MAX = 2000;

/** A serial as printed (serial.ts: upper case, without spaces), or the error that says how to type one. */
export const serialField = z
  .string(says('warranty.error.serial'))
  .transform(serialAsPrinted)
  .pipe(z.string().regex(SERIAL_PATTERN, says('warranty.error.serial')));

const item = z.object({
  productId: z
    .string(says('warranty.error.product'))
    .trim()
    .min(1, says('warranty.error.product'))
    .max(200, says('warranty.error.product')),
  serial: serialField,
});

/**
 * POST /api/warranty/registrations and the /warranty form: the order's reference and the phone
 * used at checkout (as /track takes them), and a serial number for each item registered. The same
 * serial twice for one product in one request (compared by its key: "AB-1" is "ab1") is refused
 * here, naming the second.
 */
export const registrationRequest = z
  .object({
    reference: trackRequest.shape.reference,
    phone: trackRequest.shape.phone,
    items: z
      .array(item, says('warranty.error.items'))
      .min(1, says('warranty.error.items'))
      .max(MAX_REGISTRATION_ITEMS, says('warranty.error.items')),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.items.forEach((entry, index) => {
      const key = `${entry.productId}\n${serialKey(entry.serial)}`;
      if (seen.has(key)) context.addIssue({ code: 'custom', message: 'warranty.error.serialTwice', path: ['items', index, 'serial'] });
      seen.add(key);
    });
  });
export type RegistrationRequest = z.output<typeof registrationRequest>;

/** What the customer says is wrong: plain text, line breaks allowed. */
const description = z
  .string(says('warranty.error.description'))
  .trim()
  .min(CLAIM_DESCRIPTION_MIN, says('warranty.error.description'))
  .max(CLAIM_DESCRIPTION_MAX, says('warranty.error.description'))
  .refine((text) => isPlainText(text, { multiline: true }), says('form.error.controlCharacters'));

/** POST /api/warranty/claims and the claim form: the registered serial, the phone it was ordered with, what is wrong. */
export const claimRequest = z.object({ serial: serialField, phone: trackRequest.shape.phone, description });
export type ClaimRequest = z.output<typeof claimRequest>;

/** PATCH of a claim's status (admins): the new status, and the reason a rejection must give. */
export const claimMoveRequest = z.object({
  status: z.enum(CLAIM_STATUSES, says('warranty.error.status')),
  reason: z
    .string(says('warranty.error.reason'))
    .trim()
    .max(500, says('warranty.error.reason'))
    .refine((text) => isPlainText(text, { multiline: true }), says('form.error.controlCharacters'))
    .optional(),
});

/** PATCH of a registration's serial (admins): the serial as printed on the unit, and why it is corrected (kept in the audit). */
export const serialCorrectionRequest = z.object({
  serial: serialField,
  reason: z
    .string(says('warranty.error.correctionReason'))
    .trim()
    .min(1, says('warranty.error.correctionReason'))
    .max(500, says('warranty.error.correctionReason'))
    .refine((text) => isPlainText(text, { multiline: true }), says('form.error.controlCharacters')),
});
export type SerialCorrectionRequest = z.output<typeof serialCorrectionRequest>;
