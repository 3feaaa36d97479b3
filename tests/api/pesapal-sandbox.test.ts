import { describe, expect, it } from 'vitest';
import { createPesapalSandbox } from '../../local/pesapal/app.ts';
import { LOCAL_SANDBOX_CREDENTIALS } from '../../src/server/pesapal/config.ts';

/** The sandbox's wire format against the fidelity checklist of the reference (section 14.5). */
const { app } = createPesapalSandbox();
const json = { 'content-type': 'application/json', accept: 'application/json' };
const credentials = { consumer_key: LOCAL_SANDBOX_CREDENTIALS.consumerKey, consumer_secret: LOCAL_SANDBOX_CREDENTIALS.consumerSecret };

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await app.request(path, {
    method,
    headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & unknown[] };
}

async function token(): Promise<string> {
  return (await call('POST', '/api/Auth/RequestToken', credentials)).body.token as unknown as string;
}

describe('sandbox wire format', () => {
  it('issues a JWT with a .NET-style UTC expiryDate and string status', async () => {
    const { status, body } = await call('POST', '/api/Auth/RequestToken', credentials);
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: null, status: '200', message: 'Request processed successfully' });
    expect(body.token).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}Z$/);
    const lifetime = Date.parse(body.expiryDate as unknown as string) - Date.now();
    expect(lifetime).toBeGreaterThan(290_000);
    expect(lifetime).toBeLessThanOrEqual(300_000);
  });

  it('refuses wrong credentials with the observed body, HTTP 200', async () => {
    const { status, body } = await call('POST', '/api/Auth/RequestToken', { ...credentials, consumer_secret: 'x' });
    expect(status).toBe(200);
    expect(body).toEqual({
      error: { error_type: 'api_error', code: 'invalid_consumer_key_or_secret_provided', message: '' },
      status: '500',
    });
  });

  it.each([
    ['no token', undefined],
    ['a made-up token', 'abc.def.ghi'],
  ])('refuses %s with HTTP 401 and the authentication error', async (_name, bearer) => {
    const { status, body } = await call('GET', '/api/URLSetup/GetIpnList', undefined, bearer);
    expect(status).toBe(401);
    expect(body).toEqual({
      error: { error_type: 'authentication_error', code: 'invalid_api_credentials_provided', message: 'Invalid Access Token' },
      status: null,
    });
  });

  it('registers an IPN with every real field, typo included, and lists it as a bare array', async () => {
    const bearer = await token();
    const { body } = await call(
      'POST',
      '/api/URLSetup/RegisterIPN',
      { url: 'https://shop.example/ipn', ipn_notification_type: 'POST' },
      bearer,
    );
    expect(body).toMatchObject({
      url: 'https://shop.example/ipn',
      notification_type: 1,
      ipn_notification_type_description: 'POST',
      ipn_status: 1,
      ipn_status_decription: 'Active',
      error: null,
      status: '200',
    });
    expect(body.id).toEqual(expect.any(Number));
    expect(body.ipn_id).toMatch(/^[0-9a-f-]{36}$/);
    const list = await call('GET', '/api/URLSetup/GetIpnList', undefined, bearer);
    expect(list.body).toEqual([
      { url: 'https://shop.example/ipn', created_date: body.created_date, ipn_id: body.ipn_id, error: null, status: '200' },
    ]);
  });

  it('answers the status of an id it never issued with a body-level error and no payment fields (reference 14.1), HTTP 200', async () => {
    const { status, body } = await call(
      'GET',
      '/api/Transactions/GetTransactionStatus?orderTrackingId=0b6f8a39-6a5c-4f39-9d9e-3f8f5f0d1c11',
      undefined,
      await token(),
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      error: { error_type: 'api_error', code: 'invalid_order_tracking_id', message: 'No order matches the given OrderTrackingId' },
      status: '500',
    });
  });

  it('reports a pending order as code 0 INVALID, body status "500", HTTP 200, zone-less Nairobi date', async () => {
    const bearer = await token();
    const ipn = await call('POST', '/api/URLSetup/RegisterIPN', { url: 'https://shop.example/ipn', ipn_notification_type: 'GET' }, bearer);
    const submitted = await call(
      'POST',
      '/api/Transactions/SubmitOrderRequest',
      {
        id: 'FID-1',
        currency: 'KES',
        amount: 1500,
        description: 'Panel',
        callback_url: 'https://shop.example/payment/return',
        notification_id: ipn.body.ipn_id,
        billing_address: { phone_number: '0712345678' },
      },
      bearer,
    );
    expect(submitted.body).toMatchObject({ merchant_reference: 'FID-1', error: null, status: '200' });
    const id = submitted.body.order_tracking_id as unknown as string;
    const { status, body } = await call('GET', `/api/Transactions/GetTransactionStatus?OrderTrackingId=${id}`, undefined, bearer);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status_code: 0,
      payment_status_description: 'INVALID',
      amount: 1500,
      currency: 'KES',
      payment_method: '',
      call_back_url: `https://shop.example/payment/return?OrderTrackingId=${id}&OrderMerchantReference=FID-1`,
      error: { error_type: 'api_error', code: 'payment_details_not_found', message: 'Pending Payment' },
      status: '500',
    });
    expect(body.created_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?$/);
  });

  it.each([
    ['an unknown IPN id', { notification_id: 'nope' }, 'invalid_api_request_parameters'],
    ['no billing e-mail nor phone', { billing_address: {} }, 'missing_mandatory_billing_address'],
    ['a reference with a space', { id: 'A B' }, 'invalid_api_request_parameters'],
  ])('refuses an order with %s in the body, HTTP 200', async (_name, change, code) => {
    const bearer = await token();
    const ipn = await call('POST', '/api/URLSetup/RegisterIPN', { url: 'https://shop.example/ipn', ipn_notification_type: 'GET' }, bearer);
    const order = {
      id: 'FID-2',
      currency: 'KES',
      amount: 10,
      description: 'x',
      callback_url: 'https://shop.example/r',
      notification_id: ipn.body.ipn_id,
      billing_address: { email_address: 'a@b.co' },
      ...change,
    };
    const { status, body } = await call('POST', '/api/Transactions/SubmitOrderRequest', order, bearer);
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: { code }, status: '500' });
  });
});
