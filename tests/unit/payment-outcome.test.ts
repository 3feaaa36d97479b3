import { describe, expect, it } from 'vitest';
import '../../src/i18n/everything.ts';
import { translationsFor } from '../../src/i18n/index.ts';
import { en } from '../../src/i18n/en.ts';
import { paymentOutcome, PAYMENT_OUTCOMES, type PaymentOutcome } from '../../src/lib/payment-status.ts';
import type { PaymentStatus } from '../../src/lib/order-types.ts';
import { paymentReceipt, receiptLabel } from '../../src/lib/orders/receipt.ts';
import { pesapalSandbox as sandboxWords } from '../../src/i18n/en/pesapal.ts';

/**
 * What the payment pages tell a shopper happened, in the shop's words: Pesapal's reason code and
 * description only decide which words, and never reach the page.
 */
describe('paymentOutcome', () => {
  it.each<[string, PaymentStatus, string | null, string | null, PaymentOutcome]>([
    ['completed', 'COMPLETED', null, 'Request processed successfully', 'paid'],
    ['still pending (INVALID)', 'PENDING', null, 'Pending Payment', 'waiting'],
    ['reversed (refunded)', 'REVERSED', null, 'Request processed successfully', 'refunded'],
    ['cancelled at Pesapal', 'CANCELLED', 'order_cancelled', 'The order was cancelled.', 'cancelled'],
    ['the M-PESA prompt cancelled on the phone', 'FAILED', 'request_terminated_by_user', null, 'cancelled'],
    ['the same, told only in words', 'FAILED', null, 'The M-PESA request was cancelled on the phone.', 'cancelled'],
    ['the M-PESA prompt left unanswered', 'FAILED', 'request_timeout', 'The M-PESA prompt was not answered in time.', 'timedOut'],
    ['a prompt that expired', 'FAILED', null, 'Request Expired', 'timedOut'],
    [
      'a card declined (Pesapal’s sample)',
      'FAILED',
      null,
      'Unable to Authorize Transaction.Kindly contact your bank for assistance',
      'declined',
    ],
    ['a card declined, coded', 'FAILED', 'card_declined', null, 'declined'],
    ['a card the sandbox does not know', 'FAILED', 'card_not_recognised', sandboxWords['card.unknown'], 'declined'],
    ['a bank that declined', 'FAILED', 'bank_declined', sandboxWords['bank.declined'], 'declined'],
    ['insufficient funds', 'FAILED', null, 'Insufficient funds', 'declined'],
    ['a wrong PIN', 'FAILED', 'invalid_pin', sandboxWords['mpesa.wrongPinDetail'], 'failed'],
    ['a failure with no reason', 'FAILED', null, null, 'failed'],
    ['a failure described as processed (Pesapal’s envelope words)', 'FAILED', '', 'Request processed successfully', 'failed'],
    ['the reason code before the words', 'FAILED', 'request_timeout', 'Transaction declined', 'timedOut'],
    [
      'paid, but not the order’s amount',
      'FAILED',
      'amount_mismatch',
      'Pesapal reported a payment that does not match this order.',
      'mismatch',
    ],
    ['paid in another currency', 'FAILED', 'currency_mismatch', null, 'mismatch'],
  ])('%s: %s is %s', (_case, status, reason, message, outcome) => {
    expect(paymentOutcome(status, { reason, message })).toBe(outcome);
  });

  it.each(['en', 'sw'] as const)('has the shop’s own words for every outcome in %s, none of them Pesapal’s', (locale) => {
    const t = translationsFor(locale);
    for (const outcome of PAYMENT_OUTCOMES) {
      const words = t(`payment.outcome.${outcome}`);
      expect(words).not.toBe(`payment.outcome.${outcome}`);
      expect(words).not.toMatch(/Request processed|Unable to Authorize|close this window|Pending Payment/i);
    }
    expect(
      Object.keys(en)
        .filter((key) => key.startsWith('payment.outcome.'))
        .sort(),
    ).toEqual(PAYMENT_OUTCOMES.map((outcome) => `payment.outcome.${outcome}`).sort());
  });
});

describe('paymentReceipt', () => {
  const mpesa = { status: 'COMPLETED', reportedMethod: 'MpesaKE', confirmationCode: 'QJK7H2X9AB' } as const;
  it.each([
    ['an M-PESA payment', mpesa, 'MPESA', { code: 'QJK7H2X9AB', mpesa: true }],
    ['M-PESA chosen, the method not reported', { ...mpesa, reportedMethod: null }, 'MPESA', { code: 'QJK7H2X9AB', mpesa: true }],
    ['a refunded one, matched by it', { ...mpesa, status: 'REVERSED' }, 'MPESA', { code: 'QJK7H2X9AB', mpesa: true }],
    [
      'a card payment',
      { status: 'COMPLETED', reportedMethod: 'Visa', confirmationCode: '412233' },
      'Card',
      { code: '412233', mpesa: false },
    ],
    [
      'a bank payment',
      { status: 'COMPLETED', reportedMethod: 'Equity Bank', confirmationCode: 'BNK1234' },
      'Bank',
      { code: 'BNK1234', mpesa: false },
    ],
    ['a failed payment', { ...mpesa, status: 'FAILED' }, 'MPESA', null],
    ['a pending one', { status: 'PENDING', reportedMethod: null, confirmationCode: null }, 'MPESA', null],
    ['a completed one without a code', { ...mpesa, confirmationCode: '  ' }, 'MPESA', null],
    ['no payment', null, 'Cash', null],
  ] as const)('%s', (_case, payment, chosen, receipt) => {
    expect(paymentReceipt(payment, chosen)).toEqual(receipt);
  });

  it.each([
    ['en', true, 'M-PESA code'],
    ['en', false, 'Payment reference'],
    ['sw', true, 'Msimbo wa M-PESA'],
    ['sw', false, 'Msimbo wa muamala'],
  ] as const)('is named in %s (M-PESA: %s) as “%s”', (locale, mpesaCode, label) => {
    expect(receiptLabel({ code: 'X', mpesa: mpesaCode }, translationsFor(locale))).toBe(label);
  });
});
