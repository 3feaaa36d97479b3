import { z } from 'zod';
import { deliveryDetail } from '../../lib/messages/delivery-report.ts';

/**
 * Africa's Talking's delivery report (reference 1.4): a form post with `id` (the messageId of the
 * send), `status`, `phoneNumber`, `networkCode`, and `failureReason` when Rejected or Failed;
 * `retryCount` (premium SMS only) and any other field are ignored.
 *
 * `status` is any one word of letters, not only the documented ones: AT has added statuses before
 * (AbsentSubscriber, Expired), and refusing a new one would lose the report. Every field is bounded
 * in length and characters, so what is stored and shown is a short plain word or code.
 */

/** A field AT may leave out or send empty. */
const optional = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().regex(pattern, message).optional());

const required = (max: number, pattern: RegExp, message: string) =>
  z.string({ error: 'required' }).trim().min(1, 'required').max(max, `at most ${max} characters`).regex(pattern, message);

const deliveryReportFields = z.object({
  id: required(100, /^[A-Za-z0-9_.:-]+$/, "not a message id Africa's Talking gives"),
  status: required(40, /^[A-Za-z]+$/, 'one word of letters'),
  phoneNumber: optional(/^\+?\d{6,15}$/, 'not a phone number'),
  networkCode: optional(/^\d{5,6}$/, 'five or six digits'),
  failureReason: optional(/^[A-Za-z][A-Za-z0-9 _-]{0,59}$/, 'at most 60 letters, digits and spaces'),
});

/** A report as the outbox records it. */
interface DeliveryReport {
  providerMessageId: string;
  status: string;
  /** Network and failure reason, e.g. `Safaricom (63902): UserDoesNotExist`. */
  detail: string | null;
}

export type ReadReport = { ok: true; report: DeliveryReport } | { ok: false; error: z.ZodError };

/** The report in a form post's fields, or the first field that is wrong. */
export function readDeliveryReport(fields: Record<string, string>): ReadReport {
  const parsed = deliveryReportFields.safeParse(fields);
  if (!parsed.success) return { ok: false, error: parsed.error };
  const { id, status, networkCode, failureReason } = parsed.data;
  return { ok: true, report: { providerMessageId: id, status, detail: deliveryDetail(networkCode, failureReason) } };
}
