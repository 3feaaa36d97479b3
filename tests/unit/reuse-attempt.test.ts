import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '../../src/lib/payment-status.ts';
import { pageVerdict } from '../../src/server/checkout/reuse-attempt.ts';
import type { PesapalError, PesapalPaymentStatus, PesapalResult } from '../../src/server/pesapal/index.ts';

const attempt = { merchantReference: 'order-1-R2', orderTrackingId: 'b2f0c1d4-0000-4000-8000-000000000001' };

function answered(status: PaymentStatus, changes: Partial<PesapalPaymentStatus> = {}): PesapalResult<PesapalPaymentStatus> {
  return {
    ok: true,
    data: {
      orderTrackingId: attempt.orderTrackingId,
      merchantReference: attempt.merchantReference,
      status,
      statusCode: ({ PENDING: 0, COMPLETED: 1, FAILED: 2, CANCELLED: 2, REVERSED: 3 } as const)[status],
      statusDescription: status === 'PENDING' ? 'INVALID' : status,
      reportedMethod: null,
      amountCents: 100_000,
      currency: 'KES',
      confirmationCode: null,
      paymentAccount: null,
      reason: null,
      message: '',
      createdDate: null,
      ...changes,
    },
  };
}

const failed = (error: PesapalError): PesapalResult<PesapalPaymentStatus> => ({ ok: false, error });

describe('Pay now reuses a payment page only while Pesapal knows it and it can be paid', () => {
  it.each<[string, PesapalResult<PesapalPaymentStatus>, boolean]>([
    ['pending (the shopper has not paid yet)', answered('PENDING'), true],
    ['failed (the shopper may try again on the same page)', answered('FAILED'), true],
    ['paid (a second attempt could take the money twice)', answered('COMPLETED'), true],
    ['reversed', answered('REVERSED'), true],
    ['the merchant reference in another case', answered('PENDING', { merchantReference: 'ORDER-1-R2' }), true],
    ['cancelled at Pesapal (its page refuses payment)', answered('CANCELLED'), false],
    ['an answer about another payment', answered('PENDING', { merchantReference: 'order-9' }), false],
    ['an INVALID answer naming no payment', answered('PENDING', { merchantReference: '' }), false],
    [
      'an error for the id (Pesapal does not know it)',
      failed({ kind: 'rejected', retryable: false, code: 'invalid_order_tracking_id', message: 'No order matches', httpStatus: 200 }),
      false,
    ],
    [
      'an error without a code',
      failed({ kind: 'rejected', retryable: false, message: 'Pesapal answered status 500', httpStatus: 200 }),
      false,
    ],
    [
      'refused credentials (nothing was learnt of the id)',
      failed({
        kind: 'rejected',
        retryable: false,
        code: 'invalid_api_credentials_provided',
        message: 'Invalid Access Token',
        httpStatus: 401,
      }),
      true,
    ],
    ['Pesapal down', failed({ kind: 'network', retryable: true, message: 'Could not reach Pesapal' }), true],
    ['Pesapal slow', failed({ kind: 'timeout', retryable: true, message: 'Pesapal did not answer in time' }), true],
    ['Pesapal failing', failed({ kind: 'http', retryable: true, message: 'Pesapal failed with HTTP 503', httpStatus: 503 }), true],
    ['an answer we cannot read', failed({ kind: 'invalid_response', retryable: true, message: 'Pesapal sent an HTML page' }), true],
  ])('%s: reused %s', (_what, answer, reuse) => {
    expect(pageVerdict(attempt, answer).reuse).toBe(reuse);
  });

  it('says why a page was given up, for the attempt’s history', () => {
    const verdict = pageVerdict(
      attempt,
      failed({
        kind: 'rejected',
        retryable: false,
        code: 'invalid_order_tracking_id',
        message: 'No order matches the given OrderTrackingId',
      }),
    );
    expect(verdict).toEqual({
      reuse: false,
      reason: `Pesapal does not know tracking id ${attempt.orderTrackingId}: invalid_order_tracking_id: No order matches the given OrderTrackingId`,
    });
  });
});
