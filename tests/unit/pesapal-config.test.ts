import { describe, expect, it } from 'vitest';
import { LOCAL_SANDBOX_CREDENTIALS, paymentPageOrigin, readPesapalConfig } from '../../src/server/pesapal/config.ts';
import { merchantReference, parseMerchantReference } from '../../src/server/pesapal/reference.ts';
import { ipnAcknowledgement, parseNotification } from '../../src/server/pesapal/notification.ts';
import { bodyError } from '../../src/server/pesapal/wire.ts';
import { reshapeStatus } from '../../src/server/pesapal/reshape.ts';

const live = {
  PESAPAL_ENV: 'live',
  PESAPAL_CONSUMER_KEY: 'key',
  PESAPAL_CONSUMER_SECRET: 'secret',
  PESAPAL_IPN_URL: 'https://shop.example/api/pesapal/ipn',
};

describe('readPesapalConfig', () => {
  it('defaults to the local sandbox with its credentials and an IPN URL on the shop port', () => {
    expect(readPesapalConfig({ PORT: '4411' })).toEqual({
      env: 'local',
      baseUrl: 'http://127.0.0.1:4500',
      ...LOCAL_SANDBOX_CREDENTIALS,
      ipnUrl: 'http://127.0.0.1:4411/api/pesapal/ipn',
      ipnMethod: 'GET',
      timeoutMs: 15_000,
    });
  });

  it.each([
    ['live', live, 'https://pay.pesapal.com/v3'],
    ['sandbox', { ...live, PESAPAL_ENV: 'sandbox' }, 'https://cybqa.pesapal.com/pesapalv3'],
    ['local on another port', { PESAPAL_SANDBOX_PORT: '4600' }, 'http://127.0.0.1:4600'],
    ['a given base URL', { PESAPAL_BASE_URL: 'http://127.0.0.1:9999/' }, 'http://127.0.0.1:9999'],
  ])('%s uses %s', (_name, env, baseUrl) => {
    expect(readPesapalConfig(env).baseUrl).toBe(baseUrl);
  });

  it('reads the IPN id, method and timeout', () => {
    const config = readPesapalConfig({
      ...live,
      PESAPAL_IPN_URL: '',
      PESAPAL_IPN_ID: 'abc',
      PESAPAL_IPN_METHOD: 'POST',
      PESAPAL_TIMEOUT_MS: '5000',
    });
    expect(config).toMatchObject({ ipnId: 'abc', ipnMethod: 'POST', timeoutMs: 5000 });
    expect(config.ipnUrl).toBeUndefined();
  });

  it.each([
    ['an unknown environment', { PESAPAL_ENV: 'staging' }, /PESAPAL_ENV/],
    ['live without a key', { ...live, PESAPAL_CONSUMER_KEY: '' }, /PESAPAL_CONSUMER_KEY: required when PESAPAL_ENV is live/],
    ['sandbox without a secret', { ...live, PESAPAL_ENV: 'sandbox', PESAPAL_CONSUMER_SECRET: undefined }, /PESAPAL_CONSUMER_SECRET/],
    ['live without an IPN URL or id', { ...live, PESAPAL_IPN_URL: undefined }, /PESAPAL_IPN_URL: required/],
    ['live with a plain-http IPN URL', { ...live, PESAPAL_IPN_URL: 'http://shop.example/ipn' }, /must be https/],
    ['a bad IPN method', { PESAPAL_IPN_METHOD: 'PUT' }, /PESAPAL_IPN_METHOD/],
    ['a timeout that is not a number', { PESAPAL_TIMEOUT_MS: 'soon' }, /PESAPAL_TIMEOUT_MS/],
  ])('refuses %s, naming the variable', (_name, env, message) => {
    expect(() => readPesapalConfig(env)).toThrow(message);
  });

  it.each([
    [{ env: 'live' as const, baseUrl: 'https://pay.pesapal.com/v3' }, 'https://pay.pesapal.com'],
    [{ env: 'sandbox' as const, baseUrl: 'https://cybqa.pesapal.com/pesapalv3' }, 'https://cybqa.pesapal.com'],
    [{ env: 'local' as const, baseUrl: 'http://127.0.0.1:4500' }, 'http://127.0.0.1:4500'],
  ])('the payment page of %o is framed from %s', (config, origin) => {
    expect(paymentPageOrigin(config)).toBe(origin);
  });
});

describe('merchant references: the order id, then a new one per retry', () => {
  it.each([
    ['ORD-123', 1, 'ORD-123'],
    ['ORD-123', 2, 'ORD-123-R2'],
    ['5f0c6c3e-9a57-4c8e-8a1e-2f6d8f0e1a2b', 3, '5f0c6c3e-9a57-4c8e-8a1e-2f6d8f0e1a2b-R3'],
  ])('%s attempt %i is %s and reads back', (orderId, attempt, reference) => {
    expect(merchantReference(orderId, attempt)).toBe(reference);
    expect(parseMerchantReference(reference)).toEqual({ orderId, attempt });
  });

  it.each([
    ['an id with a space', 'ORD 1', 1],
    ['an id too long with the suffix', 'x'.repeat(48), 2],
    ['attempt zero', 'ORD-1', 0],
  ])('refuses %s', (_name, orderId, attempt) => {
    expect(() => merchantReference(orderId, attempt)).toThrow(RangeError);
  });
});

describe('parseNotification and the acknowledgement', () => {
  const ids = { OrderTrackingId: 'b945e4af-80a5-4ec1-8706-e03f8332fb04', OrderMerchantReference: 'ORD-1' };
  it.each([
    ['a GET query', { ...ids, OrderNotificationType: 'IPNCHANGE' }, undefined, 'IPNCHANGE'],
    ['a POST JSON body', {}, { ...ids, OrderNotificationType: 'IPNCHANGE' }, 'IPNCHANGE'],
    ['lower-case keys', { ordertrackingid: ids.OrderTrackingId, orderMerchantReference: 'ORD-1' }, undefined, 'IPNCHANGE'],
    ['the browser callback', { ...ids, OrderNotificationType: 'CALLBACKURL' }, undefined, 'CALLBACKURL'],
  ])('reads %s', (_name, query, body, type) => {
    const read = parseNotification(query, body);
    expect(read).toEqual({ ok: true, notification: { orderTrackingId: ids.OrderTrackingId, merchantReference: 'ORD-1', type } });
  });

  it('says the tracking id is missing when there is none', () => {
    expect(parseNotification({ OrderMerchantReference: 'ORD-1' }, { OrderTrackingId: '  ' })).toEqual({
      ok: false,
      code: 'MISSING_TRACKING_ID',
      field: 'OrderTrackingId',
    });
  });

  it.each([
    ['a tracking id that is not a GUID', { ...ids, OrderTrackingId: 'not-ours' }, 'OrderTrackingId'],
    ['a NUL in the tracking id', { ...ids, OrderTrackingId: `${ids.OrderTrackingId}\u0000` }, 'OrderTrackingId'],
    ['a 100 kB tracking id', { ...ids, OrderTrackingId: 'a'.repeat(100_000) }, 'OrderTrackingId'],
    ['a merchant reference past 50 characters', { ...ids, OrderMerchantReference: 'R'.repeat(51) }, 'OrderMerchantReference'],
    ['a merchant reference with other characters', { ...ids, OrderMerchantReference: 'ORD 1<script>' }, 'OrderMerchantReference'],
    ['an unknown kind of notification', { ...ids, OrderNotificationType: 'x'.repeat(30) }, 'OrderNotificationType'],
  ])('refuses %s, naming the field', (_name, query, field) => {
    expect(parseNotification(query)).toEqual({ ok: false, code: 'INVALID_REQUEST', field });
  });

  it.each([
    [true, 200],
    [false, 500],
  ])('acknowledges handled=%s with status %i in the shape Pesapal expects', (handled, status) => {
    const read = parseNotification({ ...ids, OrderNotificationType: 'IPNCHANGE' });
    if (!read.ok) throw new Error('the notification should read');
    expect(ipnAcknowledgement(read.notification, handled)).toEqual({
      orderNotificationType: 'IPNCHANGE',
      orderTrackingId: ids.OrderTrackingId,
      orderMerchantReference: 'ORD-1',
      status,
    });
  });
});

describe('bodyError: the error forms of reference section 7', () => {
  it.each([
    ['success, error null', { error: null, status: '200' }, null],
    ['status success, four nulls', { error: { error_type: null, code: null, message: null, call_back_url: null }, status: '200' }, null],
    [
      'wrong credentials',
      { error: { error_type: 'api_error', code: 'invalid_consumer_key_or_secret_provided', message: '' }, status: '500' },
      { code: 'invalid_consumer_key_or_secret_provided', message: 'invalid_consumer_key_or_secret_provided' },
    ],
    [
      'docs form with type',
      { error: { type: 'invalid_request_error', message: 'bad' } },
      { code: 'invalid_request_error', message: 'bad' },
    ],
    ['error as a string', { error: 'Something broke', status: '500' }, { message: 'Something broke' }],
    ['status 500 without error', { status: '500', message: 'Failed' }, { code: 'status_500', message: 'Failed' }],
    ['array whose first element errs', [{ error: { code: 'x', message: 'y' } }], { code: 'x', message: 'y' }],
    ['an empty list', [], null],
  ])('%s', (_name, json, expected) => {
    expect(bodyError(json)).toEqual(expected);
  });
});

describe('reshapeStatus', () => {
  const base = {
    amount: 1500.5,
    currency: 'kes',
    merchant_reference: 'ORD-1',
    order_tracking_id: 'abc',
    created_date: '2025-06-02T10:14:03.12',
  };
  it('turns a pending answer into PENDING with the pending message and amount in cents', () => {
    const status = reshapeStatus(
      {
        ...base,
        payment_method: '',
        confirmation_code: '',
        payment_status_description: 'INVALID',
        description: null,
        message: 'Request processed successfully',
        status_code: 0,
        error: { error_type: 'api_error', code: 'payment_details_not_found', message: 'Pending Payment' },
        status: '500',
      },
      'abc',
    );
    expect(status).toMatchObject({
      status: 'PENDING',
      statusCode: 0,
      amountCents: 150050,
      currency: 'KES',
      reportedMethod: null,
      confirmationCode: null,
      message: 'Pending Payment',
    });
  });

  it('turns a failed card answer into FAILED with the decline text', () => {
    const status = reshapeStatus(
      {
        ...base,
        payment_method: 'Visa',
        status_code: 2,
        payment_status_description: 'Failed',
        description: 'Unable to Authorize Transaction',
        payment_status_code: 'card_declined',
        message: 'Request processed successfully',
      },
      'abc',
    );
    expect(status).toMatchObject({
      status: 'FAILED',
      reportedMethod: 'Visa',
      reason: 'card_declined',
      message: 'Unable to Authorize Transaction',
    });
  });
});
