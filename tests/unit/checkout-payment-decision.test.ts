import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '../../src/lib/payment-status.ts';
import { decidePaymentUpdate, type PaymentDecision } from '../../src/server/checkout/payment-decision.ts';

const expected = { amountCents: 8_455_000, currency: 'KES', merchantReference: 'order-1' };
const report = (status: PaymentStatus, changes: Partial<typeof expected> = {}) => ({ status, ...expected, ...changes });

describe('what a Pesapal status report does to a payment and its order', () => {
  it.each<[string, PaymentStatus, ReturnType<typeof report>, PaymentDecision]>([
    ['pending stays pending', 'PENDING', report('PENDING'), { status: 'PENDING', orderStatus: null, problem: null }],
    ['an exact COMPLETED pays the order', 'PENDING', report('COMPLETED'), { status: 'COMPLETED', orderStatus: 'paid', problem: null }],
    [
      'a FAILED attempt marks the order payment_failed',
      'PENDING',
      report('FAILED'),
      { status: 'FAILED', orderStatus: 'payment_failed', problem: null },
    ],
    [
      'FAILED that later completes ends COMPLETED',
      'FAILED',
      report('COMPLETED'),
      { status: 'COMPLETED', orderStatus: 'paid', problem: null },
    ],
    ['a late FAILED never un-pays', 'COMPLETED', report('FAILED'), { status: 'COMPLETED', orderStatus: 'paid', problem: null }],
    ['a stale PENDING never un-pays', 'COMPLETED', report('PENDING'), { status: 'COMPLETED', orderStatus: 'paid', problem: null }],
    ['a repeat COMPLETED changes nothing', 'COMPLETED', report('COMPLETED'), { status: 'COMPLETED', orderStatus: 'paid', problem: null }],
    [
      'an underpayment is not paid',
      'PENDING',
      report('COMPLETED', { amountCents: 8_454_999 }),
      { status: 'FAILED', orderStatus: null, problem: 'amount_mismatch' },
    ],
    [
      'an overpayment is not paid either (exact match only)',
      'PENDING',
      report('COMPLETED', { amountCents: 8_455_100 }),
      { status: 'FAILED', orderStatus: null, problem: 'amount_mismatch' },
    ],
    [
      'another currency is not paid',
      'PENDING',
      report('COMPLETED', { currency: 'USD' }),
      { status: 'FAILED', orderStatus: null, problem: 'currency_mismatch' },
    ],
    [
      'another merchant reference is not paid',
      'PENDING',
      report('COMPLETED', { merchantReference: 'order-2' }),
      { status: 'FAILED', orderStatus: null, problem: 'reference_mismatch' },
    ],
    ['a reversal refunds', 'COMPLETED', report('REVERSED'), { status: 'REVERSED', orderStatus: 'refunded', problem: null }],
    [
      'a cancelled order at Pesapal fails the attempt',
      'PENDING',
      report('CANCELLED'),
      { status: 'CANCELLED', orderStatus: 'payment_failed', problem: null },
    ],
  ])('%s', (_what, current, reported, decision) => {
    expect(decidePaymentUpdate(current, reported, expected)).toEqual(decision);
  });
});
