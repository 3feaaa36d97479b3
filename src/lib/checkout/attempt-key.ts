/**
 * One idempotency key per checkout attempt, kept in sessionStorage: a reload, a retry after a
 * timeout or a double click sends the same key, so the server answers the same order. When the
 * order itself changes (other items, details or payment method), a new attempt starts.
 */

export const ATTEMPT_STORAGE_KEY = 'solar-shop:checkout-attempt';

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function newKey(random: () => string): string {
  return `co_${random().replace(/[^A-Za-z0-9_-]/g, '')}`;
}

/** The key for an order with this fingerprint: the stored one when it matches, else a new one. */
export function attemptKey(storage: KeyStorage | null, fingerprint: string, random: () => string = () => crypto.randomUUID()): string {
  try {
    const stored = JSON.parse(storage?.getItem(ATTEMPT_STORAGE_KEY) ?? 'null') as { key?: unknown; fingerprint?: unknown } | null;
    if (stored && stored.fingerprint === fingerprint && typeof stored.key === 'string' && /^[A-Za-z0-9_-]{16,100}$/.test(stored.key))
      return stored.key;
  } catch {
    // A damaged entry starts a new attempt.
  }
  const key = newKey(random);
  try {
    storage?.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify({ key, fingerprint }));
  } catch {
    // Storage full or blocked: the key still holds for this page.
  }
  return key;
}

/** The attempt is over (the order is placed as cash on delivery, or paid): the next checkout is new. */
export function endAttempt(storage: KeyStorage | null): void {
  try {
    storage?.removeItem(ATTEMPT_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** What makes two submissions the same checkout attempt (a tax invoice's business too, when one is asked for). */
export function orderFingerprint(order: {
  customer: object;
  paymentMethod: string;
  items: ReadonlyArray<{ id: string; quantity: number }>;
  taxInvoice?: object | undefined;
}): string {
  const same = [order.customer, order.paymentMethod, order.items.map((item) => [item.id, item.quantity])];
  return JSON.stringify(order.taxInvoice ? [...same, order.taxInvoice] : same);
}
