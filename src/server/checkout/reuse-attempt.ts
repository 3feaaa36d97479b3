import { isAuthError, type PesapalPaymentStatus, type PesapalResult } from '../pesapal/index.ts';

/** Whether Pay now (or a checkout retry) may send the shopper to an attempt's payment page again. */
export type PageVerdict = { reuse: true } | { reuse: false; reason: string };

/**
 * Decides on Pesapal's status answer for an answered attempt, pure. The page is reused while
 * Pesapal knows the payment and it can still be paid (pending, or failed: the shopper may try
 * again on the same page), and also once it is paid or reversed (a second attempt could take the
 * money twice; the payment pages record what Pesapal reports). It is replaced when:
 * - Pesapal answered with an error for the id (it does not know it; reference 14.1), bad
 *   credentials aside;
 * - the answer is about another payment than ours (an INVALID answer without our merchant
 *   reference: "the transaction being queried doesn't exist", reference 6.2);
 * - the payment was cancelled at Pesapal, whose page then refuses it (reference 9.2).
 * When Pesapal could not be asked (down, slow, an answer we cannot read), the page is reused, as
 * before this check: a new attempt beside a live one could be paid twice.
 */
export function pageVerdict(
  attempt: { merchantReference: string; orderTrackingId: string },
  answer: PesapalResult<PesapalPaymentStatus>,
): PageVerdict {
  const id = attempt.orderTrackingId;
  if (!answer.ok) {
    const { error } = answer;
    if (error.kind !== 'rejected' || isAuthError(error)) return { reuse: true };
    return { reuse: false, reason: `Pesapal does not know tracking id ${id}: ${error.code ? `${error.code}: ` : ''}${error.message}` };
  }
  const status = answer.data;
  if (status.merchantReference.toLowerCase() !== attempt.merchantReference.toLowerCase())
    return {
      reuse: false,
      reason: `Pesapal does not know tracking id ${id} as ${attempt.merchantReference} (it answered for "${status.merchantReference}")`,
    };
  if (status.status === 'CANCELLED') return { reuse: false, reason: `Pesapal cancelled tracking id ${id}: its page can no longer be paid` };
  return { reuse: true };
}
