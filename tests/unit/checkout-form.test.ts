import { describe, expect, it } from 'vitest';
import { translationsFor } from '../../src/i18n/index.ts';
import { ATTEMPT_STORAGE_KEY, attemptKey, endAttempt, orderFingerprint } from '../../src/lib/checkout/attempt-key.ts';
import { firstInvalid, formErrors } from '../../src/lib/checkout/form-errors.ts';
import { orderRequestSchema } from '../../src/lib/checkout/order-schema.ts';
import { readPaymentQuery } from '../../src/lib/checkout/payment-query.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('checkout form errors from the shared schema', () => {
  const empty = {
    customer: { fullName: '', email: 'nope', phone: '0812345678', address: '', apartment: '', city: '', county: '', postalCode: '' },
    paymentMethod: 'MPESA',
    items: [{ id: 'panel', quantity: 1 }],
    agreements: { termsAndConditions: false, privacyPolicy: false, financialDisclaimer: false },
    acceptedPolicyHashes: {},
    idempotencyKey: 'co_0123456789abcdef',
  };

  it('shows the spec message of every field beside that field, and focuses the first', () => {
    const result = orderRequestSchema.safeParse(empty);
    expect(result.success).toBe(false);
    const errors = formErrors(result.error!, translationsFor('en'));
    expect(errors).toEqual({
      fullName: 'Full name is required',
      email: 'Valid email is required',
      phone: 'Valid Kenyan phone number is required (e.g., +254712345678 or 0712345678)',
      address: 'Delivery address is required',
      city: 'City is required',
      county: 'County is required',
      postalCode: 'Postal code is required',
      termsAndConditions: 'You must accept the Terms and Conditions',
      privacyPolicy: 'You must accept the Privacy Policy',
      financialDisclaimer: 'You must acknowledge the financial disclaimer',
    });
    expect(firstInvalid(errors)).toBe('fullName');
    expect(firstInvalid({ privacyPolicy: 'x', phone: 'y' })).toBe('phone');
    expect(firstInvalid({})).toBeNull();
  });
});

describe('one idempotency key per checkout attempt', () => {
  const order = { customer: { fullName: 'A' }, paymentMethod: 'MPESA', items: [{ id: 'panel', quantity: 2 }] };
  let n = 0;
  const random = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

  it('keeps the key for the same order across reloads, and starts a new one when the order changes', () => {
    const storage = memoryStorage();
    const first = attemptKey(storage, orderFingerprint(order), random);
    expect(first).toMatch(/^co_[A-Za-z0-9_-]{16,}$/);
    expect(attemptKey(storage, orderFingerprint(order), random)).toBe(first);
    const changed = attemptKey(storage, orderFingerprint({ ...order, items: [{ id: 'panel', quantity: 3 }] }), random);
    expect(changed).not.toBe(first);
    expect(attemptKey(storage, orderFingerprint({ ...order, paymentMethod: 'Card' }), random)).not.toBe(changed);
  });

  it('starts a new attempt after the last one ended, or when storage holds rubbish or fails', () => {
    const storage = memoryStorage();
    const first = attemptKey(storage, 'f', random);
    endAttempt(storage);
    expect(storage.items.has(ATTEMPT_STORAGE_KEY)).toBe(false);
    expect(attemptKey(storage, 'f', random)).not.toBe(first);
    storage.items.set(ATTEMPT_STORAGE_KEY, '{not json');
    expect(attemptKey(storage, 'f', random)).toMatch(/^co_/);
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {},
    };
    expect(attemptKey(broken, 'f', random)).toMatch(/^co_/);
    expect(attemptKey(null, 'f', random)).toMatch(/^co_/);
  });
});

describe('the payment pages read their address', () => {
  it.each([
    [
      '?orderTrackingId=abc&redirectUrl=https%3A%2F%2Fpay.pesapal.com%2Fiframe%3FOrderTrackingId%3Dabc',
      { orderTrackingId: 'abc', redirectUrl: 'https://pay.pesapal.com/iframe?OrderTrackingId=abc' },
    ],
    ['?OrderTrackingId=xyz&OrderMerchantReference=o1&OrderNotificationType=CALLBACKURL', { orderTrackingId: 'xyz', redirectUrl: null }],
    ['?redirectUrl=javascript%3Aalert(1)&orderTrackingId=a', { orderTrackingId: 'a', redirectUrl: null }],
    ['?redirectUrl=not%20a%20url', { orderTrackingId: null, redirectUrl: null }],
    ['', { orderTrackingId: null, redirectUrl: null }],
  ])('%s', (search, expected) => {
    expect(readPaymentQuery(search)).toEqual(expected);
  });
});
