import type { MessageEvent } from './types.ts';

/**
 * When a queued message falls due. A "payment failed" waits a grace period: after a wrong PIN the
 * shopper often tries again on the same Pesapal page and pays a few seconds later, and a failure
 * told meanwhile would stay on their phone beside a paid order. While it waits, a payment that
 * completes supersedes it when it falls due (supersede.ts), so nothing is sent. Every other
 * message is due at once.
 */

/** The grace of a "payment failed" when PAYMENT_FAILED_GRACE_SECONDS is not set: 5 minutes. */
export const DEFAULT_PAYMENT_FAILED_GRACE_SECONDS = 300;

/** The longest grace the setting takes: an hour (a failure told later helps nobody pay again). */
const MAX_PAYMENT_FAILED_GRACE_SECONDS = 3600;

/** How long after it is queued a message of `event` falls due, in milliseconds. */
export function dueInMs(event: MessageEvent, paymentFailedGraceMs: number): number {
  return event === 'payment_failed' ? paymentFailedGraceMs : 0;
}

/**
 * PAYMENT_FAILED_GRACE_SECONDS as milliseconds: whole seconds from 0 (at once) to an hour; unset or
 * blank is the default. Anything else is refused with the reason, for the host to name the setting.
 */
export function parsePaymentFailedGrace(value: string | undefined): { ok: true; ms: number } | { ok: false; reason: string } {
  const seconds = value?.trim() || String(DEFAULT_PAYMENT_FAILED_GRACE_SECONDS);
  if (!/^\d{1,5}$/.test(seconds) || Number(seconds) > MAX_PAYMENT_FAILED_GRACE_SECONDS)
    return { ok: false, reason: `expected whole seconds from 0 to ${MAX_PAYMENT_FAILED_GRACE_SECONDS}, got "${value}"` };
  return { ok: true, ms: Number(seconds) * 1000 };
}
