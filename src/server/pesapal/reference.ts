/**
 * Merchant references. Pesapal wants a new one for every SubmitOrderRequest (1-50 letters,
 * digits or hyphens) and its duplicate handling is undocumented, so a submit is never repeated
 * with the same reference: the first attempt for an order uses the order id itself, and each
 * retry (after a timeout, say, when Pesapal may or may not have created the first one) uses the
 * order id plus `-R<attempt>`. Every reference still names its order.
 */

const REFERENCE = /^[A-Za-z0-9-]{1,50}$/;
const RETRY_SUFFIX = /-R(\d{1,3})$/;

export function merchantReference(orderId: string, attempt = 1): string {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > 999) throw new RangeError(`attempt must be 1-999, got ${attempt}`);
  const reference = attempt === 1 ? orderId : `${orderId}-R${attempt}`;
  if (!REFERENCE.test(reference)) {
    throw new RangeError(
      `order id ${JSON.stringify(orderId)} cannot make a Pesapal merchant reference (1-50 letters, digits, hyphens with the retry suffix)`,
    );
  }
  return reference;
}

/** The order id and attempt a reference made by merchantReference() stands for. */
export function parseMerchantReference(reference: string): { orderId: string; attempt: number } {
  const match = RETRY_SUFFIX.exec(reference);
  if (!match?.[1]) return { orderId: reference, attempt: 1 };
  return { orderId: reference.slice(0, match.index), attempt: Number(match[1]) };
}
