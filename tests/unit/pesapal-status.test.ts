import { describe, expect, it } from 'vitest';
import {
  canMarkPaid,
  isFinal,
  nextPaymentStatus,
  shouldKeepPolling,
  toPaymentStatus,
  type PaymentStatus,
} from '../../src/lib/payment-status.ts';

describe('toPaymentStatus: the status code decides, the text only for a cancelled order', () => {
  it.each([
    [0, 'INVALID', 'PENDING'],
    [0, 'Completed', 'PENDING'],
    [1, 'Completed', 'COMPLETED'],
    [1, 'COMPLETED', 'COMPLETED'],
    [1, 'Failed', 'COMPLETED'],
    [2, 'Failed', 'FAILED'],
    [2, 'FAILED', 'FAILED'],
    [2, 'Cancelled', 'CANCELLED'],
    [2, 'CANCELED', 'CANCELLED'],
    [2, null, 'FAILED'],
    [3, 'Reversed', 'REVERSED'],
    [null, 'Completed', 'PENDING'],
    [undefined, 'COMPLETED', 'PENDING'],
    [7, 'Completed', 'PENDING'],
  ] as const)('code %s with "%s" is %s', (code, description, status) => {
    expect(toPaymentStatus(code, description)).toBe(status);
  });
});

describe('polling stops on a final status', () => {
  it.each([
    ['PENDING', false],
    ['COMPLETED', true],
    ['FAILED', true],
    ['CANCELLED', true],
    ['REVERSED', true],
  ] as const)('%s final: %s', (status, final) => {
    expect(isFinal(status)).toBe(final);
    expect(shouldKeepPolling(status)).toBe(!final);
  });
});

describe('nextPaymentStatus: what the server stores after a new report', () => {
  it.each([
    ['PENDING', 'COMPLETED', 'COMPLETED'],
    ['PENDING', 'FAILED', 'FAILED'],
    ['FAILED', 'COMPLETED', 'COMPLETED'],
    ['FAILED', 'PENDING', 'PENDING'],
    ['CANCELLED', 'COMPLETED', 'COMPLETED'],
    ['COMPLETED', 'FAILED', 'COMPLETED'],
    ['COMPLETED', 'PENDING', 'COMPLETED'],
    ['COMPLETED', 'CANCELLED', 'COMPLETED'],
    ['COMPLETED', 'REVERSED', 'REVERSED'],
    ['REVERSED', 'COMPLETED', 'REVERSED'],
    ['REVERSED', 'PENDING', 'REVERSED'],
  ] as Array<[PaymentStatus, PaymentStatus, PaymentStatus]>)('%s then %s is %s', (current, reported, next) => {
    expect(nextPaymentStatus(current, reported)).toBe(next);
  });
});

describe('canMarkPaid: completed, and amount, currency and reference exactly ours', () => {
  const order = { amountCents: 150_000, currency: 'KES', merchantReference: 'ORD-1' };
  const paid = { status: 'COMPLETED' as PaymentStatus, amountCents: 150_000, currency: 'KES', merchantReference: 'ORD-1' };
  it.each([
    ['all match', {}, { ok: true }],
    ['currency in lower case', { currency: 'kes' }, { ok: true }],
    ['still pending', { status: 'PENDING' }, { ok: false, reason: 'not_completed' }],
    ['failed', { status: 'FAILED' }, { ok: false, reason: 'not_completed' }],
    ['reversed', { status: 'REVERSED' }, { ok: false, reason: 'not_completed' }],
    ['one cent short', { amountCents: 149_999 }, { ok: false, reason: 'amount_mismatch' }],
    ['more than asked', { amountCents: 150_100 }, { ok: false, reason: 'amount_mismatch' }],
    ['another currency', { currency: 'USD' }, { ok: false, reason: 'currency_mismatch' }],
    ['another order', { merchantReference: 'ORD-2' }, { ok: false, reason: 'reference_mismatch' }],
  ] as const)('%s', (_name, change, expected) => {
    expect(canMarkPaid({ ...paid, ...change }, order)).toEqual(expected);
  });
});
