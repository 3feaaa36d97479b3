import { z } from 'zod';
import type { MessageKey } from '../../i18n/index.ts';
import { LOCALES } from '../../i18n/locales.ts';
import type { MessageChannel } from '../messages/types.ts';
import { normaliseKenyanPhone } from '../phone.ts';

/** A check's message: a key of the tables, translated where the error is shown (the API's answer, the form). */
const says = (key: MessageKey) => ({ error: key });

/**
 * POST /api/stock/alerts, "tell me when it's back": a product, and exactly one of an e-mail or a
 * Kenyan mobile number (kept as +254…), with the language the message should speak. The form on a
 * product page asks for one field and sends it as whichever it is (alertContact).
 */
export const stockAlertRequest = z
  .object({
    productId: z
      .string(says('stockAlert.error.productId'))
      .trim()
      .min(1, says('stockAlert.error.productId'))
      .max(200, says('stockAlert.error.productId')),
    email: z
      .string(says('checkout.error.email'))
      .trim()
      .toLowerCase()
      .max(254, says('checkout.error.email'))
      .pipe(z.email(says('checkout.error.email')))
      .optional(),
    phone: z
      .string(says('checkout.error.phone'))
      .max(40, says('checkout.error.phone'))
      .refine((phone) => normaliseKenyanPhone(phone) !== null, says('checkout.error.phone'))
      .transform((phone) => normaliseKenyanPhone(phone)!)
      .optional(),
    locale: z.enum(LOCALES, says('stockAlert.error.locale')).optional(),
  })
  .superRefine((request, context) => {
    if (request.email === undefined && request.phone === undefined)
      context.addIssue({ code: 'custom', path: ['phone'], message: 'stockAlert.error.oneContact' satisfies MessageKey });
    else if (request.email !== undefined && request.phone !== undefined)
      context.addIssue({ code: 'custom', path: ['email'], message: 'stockAlert.error.oneContact' satisfies MessageKey });
  });
export type StockAlertRequest = z.output<typeof stockAlertRequest>;

/** Where a subscription's message goes: its channel and address. */
export function alertTarget(request: StockAlertRequest): { channel: MessageChannel; address: string } {
  return request.email !== undefined ? { channel: 'email', address: request.email } : { channel: 'sms', address: request.phone! };
}

/** The form's one field as the request's: with an @ it is an e-mail, otherwise a phone number. */
export function alertContact(typed: string): { email: string } | { phone: string } {
  return typed.includes('@') ? { email: typed } : { phone: typed };
}
