import type { PaymentMethod } from '../payment-methods.ts';
import type { PaymentStatus } from '../payment-status.ts';

/**
 * When the payment page tells the shopper to check their phone for the M-PESA prompt. Pesapal says
 * nothing of a prompt: GetTransactionStatus answers the same code 0 "INVALID" ("Pending Payment")
 * before the shopper has chosen a method and while a prompt waits on their phone (reference 6.2 and
 * 10.1: AWAITING and PROCESSING look alike), and its form lives in a frame the page cannot read. So
 * the hint waits for the one sign the page has: the shopper moved into the form (the focus went
 * into its frame), and has then had time to choose M-PESA and confirm their number. Never from
 * load; only while the payment is pending; and worded so it is true even if they have not asked yet.
 */

/** How long after the shopper first moves into the form the hint shows: time to choose M-PESA and confirm the number. */
export const MPESA_HINT_AFTER_MS = 8_000;

export interface MpesaHintSignals {
  /** The method the order chose at checkout (null until the first status answer). */
  chosenMethod: PaymentMethod | null;
  status: PaymentStatus;
  /** When the focus first went into Pesapal's form (the page's clock, ms), or null. */
  formUsedAt: number | null;
  /** The page's clock now (ms). */
  now: number;
}

export function showsMpesaHint({ chosenMethod, status, formUsedAt, now }: MpesaHintSignals): boolean {
  return chosenMethod === 'MPESA' && status === 'PENDING' && formUsedAt !== null && now - formUsedAt >= MPESA_HINT_AFTER_MS;
}
