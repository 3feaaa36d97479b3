import { z } from 'zod';

/**
 * Pesapal API 3.0 JSON as it really arrives (reference sections 3-7), validated where it enters.
 * Only this folder sees these shapes; callers get the reshaped types of client.ts.
 */

/** `error`: null, an object (all-null on status success), or a plain string. */
const errorObject = z.object({
  error_type: z.string().nullish(),
  type: z.string().nullish(),
  code: z.string().nullish(),
  message: z.string().nullish(),
  call_back_url: z.string().nullish(),
});
const wireError = z.union([errorObject, z.string()]).nullish();

/** Body `status` is a string ("200", "500") but tolerate numbers and null. */
const wireStatus = z.union([z.string(), z.number()]).nullish();

export const tokenResponse = z.object({
  token: z.string().min(1),
  expiryDate: z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'not a date'),
  error: wireError,
  status: wireStatus,
  message: z.string().nullish(),
});

export const ipnRegistration = z.object({
  url: z.string(),
  created_date: z.string().nullish(),
  ipn_id: z.string().min(1),
  notification_type: z.number().nullish(),
  ipn_notification_type_description: z.string().nullish(),
  ipn_status: z.number().nullish(),
  error: wireError,
  status: wireStatus,
});
export type IpnRegistration = z.infer<typeof ipnRegistration>;

/** GetIpnList: a bare array of the account's registered IPN URLs (reference 4.2); `[]` when there is none. */
export const ipnList = z.array(
  z.object({
    url: z.string(),
    ipn_id: z.string().min(1),
    created_date: z.string().nullish(),
    error: wireError,
    status: wireStatus,
  }),
);

export const submitOrderRequest = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,50}$/, 'merchant reference must be 1-50 letters, digits or hyphens'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code'),
  amount: z
    .number()
    .positive()
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most 2 decimals'),
  description: z.string().min(1).max(100),
  callback_url: z.url(),
  cancellation_url: z.url().optional(),
  redirect_mode: z.enum(['TOP_WINDOW', 'PARENT_WINDOW']).optional(),
  notification_id: z.string().min(1),
  branch: z.string().optional(),
  billing_address: z
    .object({
      email_address: z.string().optional(),
      phone_number: z.string().optional(),
      country_code: z.string().length(2).optional(),
      first_name: z.string().optional(),
      middle_name: z.string().optional(),
      last_name: z.string().optional(),
      line_1: z.string().optional(),
      line_2: z.string().optional(),
      city: z.string().optional(),
      state: z.string().max(3).optional(),
      postal_code: z.string().optional(),
      zip_code: z.string().optional(),
    })
    .refine((b) => Boolean(b.email_address || b.phone_number), 'billing address needs an e-mail or a phone number'),
});
export type SubmitOrderRequest = z.infer<typeof submitOrderRequest>;

export const submitOrderResponse = z.object({
  order_tracking_id: z.string().min(1),
  merchant_reference: z.string(),
  redirect_url: z.url(),
  error: wireError,
  status: wireStatus,
});
export type SubmitOrderResponse = z.infer<typeof submitOrderResponse>;

/** GetTransactionStatus; `status_code` 0 comes with a "pending" error and body status "500". */
export const transactionStatus = z.object({
  payment_method: z.string().nullish(),
  amount: z.number(),
  created_date: z.string().nullish(),
  confirmation_code: z.string().nullish(),
  order_tracking_id: z.string().nullish(),
  payment_status_description: z.string().nullish(),
  description: z.string().nullish(),
  message: z.string().nullish(),
  payment_account: z.string().nullish(),
  call_back_url: z.string().nullish(),
  status_code: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  merchant_reference: z.string(),
  payment_status_code: z.string().nullish(),
  currency: z.string(),
  error: wireError,
  status: wireStatus,
});
export type TransactionStatus = z.infer<typeof transactionStatus>;

/** RefundRequest and CancelOrder answer `{status, message}`. */
export const simpleResponse = z.object({ status: wireStatus, message: z.string().nullish(), error: wireError });

/** The IPN acknowledgement Pesapal expects back (reference 8.4). */
export interface IpnAcknowledgement {
  orderNotificationType: string;
  orderTrackingId: string;
  orderMerchantReference: string;
  status: 200 | 500;
}

/**
 * The real error in a body, or null when there is none. An all-null object is no error; a body
 * status other than "200" is one even without an error object (reference section 7).
 */
export function bodyError(json: unknown): { code?: string; message: string } | null {
  const first = Array.isArray(json) ? json[0] : json;
  if (!first || typeof first !== 'object') return null;
  const record = first as { error?: unknown; status?: unknown; message?: unknown };
  const parsedError = wireError.safeParse(record.error);
  const error = parsedError.success ? parsedError.data : null;
  const status = record.status == null ? null : String(record.status);
  if (typeof error === 'string' && error.trim()) return { message: error };
  if (error && typeof error === 'object') {
    const code = error.code || error.error_type || error.type || undefined;
    if (code || error.message) return { ...(code ? { code } : {}), message: error.message || code || 'Pesapal error' };
  }
  if (status !== null && status !== '200') {
    const message = typeof record.message === 'string' && record.message ? record.message : `Pesapal answered status ${status}`;
    return { code: `status_${status}`, message };
  }
  return null;
}
