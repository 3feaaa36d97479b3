import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPesapalClient, type PesapalOrder } from '../../src/server/pesapal/index.ts';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import { until } from '../until.ts';

let pesapal: SandboxForTests;
let counter = 0;

function order(overrides: Partial<PesapalOrder> = {}): PesapalOrder {
  counter += 1;
  return {
    merchantReference: `ORD-${Date.now()}-${counter}`,
    amountCents: 150_000,
    currency: 'KES',
    description: 'Solar panel 100 W',
    callbackUrl: 'http://127.0.0.1:4411/payment/return',
    billing: { email: 'amina@example.com', phone: '0712 345 678', firstName: 'Amina', lastName: 'Otieno', city: 'Nairobi' },
    ...overrides,
  };
}

beforeAll(async () => {
  pesapal = await startSandboxForTests();
});
afterAll(() => pesapal.stop());
beforeEach(() => pesapal.control.reset());

/** A port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

describe('token', () => {
  it('is requested once and reused while it is valid', async () => {
    const client = pesapal.client();
    const submitted = await client.submitOrder(order());
    expect(submitted.ok).toBe(true);
    if (!submitted.ok) return;
    for (let i = 0; i < 3; i++) expect((await client.getStatus(submitted.data.orderTrackingId)).ok).toBe(true);
    expect((await pesapal.control.calls()).token).toBe(1);
  });

  it('is refreshed shortly before expiryDate', async () => {
    let now = Date.now();
    const client = pesapal.client({}, { now: () => now });
    const submitted = await client.submitOrder(order());
    if (!submitted.ok) throw new Error(submitted.error.message);
    now += 4 * 60_000 - 30_000; // 3.5 min: inside the 5-min life minus the 60 s margin
    await client.getStatus(submitted.data.orderTrackingId);
    expect((await pesapal.control.calls()).token).toBe(1);
    now += 60_000; // 4.5 min: within the margin
    await client.getStatus(submitted.data.orderTrackingId);
    expect((await pesapal.control.calls()).token).toBe(2);
  });

  it('is refreshed once when Pesapal says it expired, and the call succeeds', async () => {
    const client = pesapal.client();
    const submitted = await client.submitOrder(order());
    if (!submitted.ok) throw new Error(submitted.error.message);
    await pesapal.control.expireTokens();
    const status = await client.getStatus(submitted.data.orderTrackingId);
    expect(status.ok).toBe(true);
    expect((await pesapal.control.calls()).token).toBe(2);
  });

  it('is refreshed after the sandbox clock passes its expiry', async () => {
    const client = pesapal.client();
    const submitted = await client.submitOrder(order());
    if (!submitted.ok) throw new Error(submitted.error.message);
    await pesapal.control.advanceClock(10 * 60_000);
    expect((await client.getStatus(submitted.data.orderTrackingId)).ok).toBe(true);
    expect((await pesapal.control.calls()).token).toBe(2);
  });

  it('gives up after one refresh when Pesapal keeps refusing', async () => {
    const client = pesapal.client();
    const submitted = await client.submitOrder(order());
    if (!submitted.ok) throw new Error(submitted.error.message);
    await pesapal.control.fault({ route: 'status', kind: 'unauthorized', times: 5 });
    const status = await client.getStatus(submitted.data.orderTrackingId);
    expect(status).toMatchObject({ ok: false, error: { kind: 'rejected', code: 'invalid_api_credentials_provided', retryable: false } });
    expect((await pesapal.control.calls()).token).toBe(2);
  });

  it('reports wrong credentials as rejected, not retryable', async () => {
    const client = pesapal.client({ consumerSecret: 'wrong' });
    const submitted = await client.submitOrder(order());
    expect(submitted).toMatchObject({
      ok: false,
      error: { kind: 'rejected', code: 'invalid_consumer_key_or_secret_provided', retryable: false },
    });
    expect((await pesapal.control.calls()).token).toBe(1);
  });
});

describe('submit and status', () => {
  it('submits an order and reports it pending (code 0) with the amount in cents', async () => {
    const client = pesapal.client();
    const sent = order();
    const submitted = await client.submitOrder(sent);
    expect(submitted.ok).toBe(true);
    if (!submitted.ok) return;
    expect(submitted.data.merchantReference).toBe(sent.merchantReference);
    expect(submitted.data.redirectUrl).toBe(
      `${pesapal.url}/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=${submitted.data.orderTrackingId}`,
    );
    const stored = await pesapal.control.order(submitted.data.orderTrackingId);
    expect(stored).toMatchObject({ amount: 1500, currency: 'KES', billing: { phone: '0712345678', email: 'amina@example.com' } });
    const status = await client.getStatus(submitted.data.orderTrackingId);
    expect(status).toEqual({
      ok: true,
      data: expect.objectContaining({
        status: 'PENDING',
        statusCode: 0,
        statusDescription: 'INVALID',
        amountCents: 150_000,
        currency: 'KES',
        merchantReference: sent.merchantReference,
        reportedMethod: null,
        confirmationCode: null,
        message: 'Pending Payment',
      }),
    });
  });

  it.each([
    ['approve', 'mpesa', { status: 'COMPLETED', statusCode: 1, statusDescription: 'Completed', reportedMethod: 'MpesaKE' }],
    ['approve', 'card', { status: 'COMPLETED', statusCode: 1, reportedMethod: 'Visa' }],
    ['decline', 'card', { status: 'FAILED', statusCode: 2, statusDescription: 'Failed', confirmationCode: null }],
    ['cancel', undefined, { status: 'CANCELLED', statusCode: 2, statusDescription: 'Cancelled' }],
  ] as const)('%s (%s) is reported as %o', async (outcome, method, expected) => {
    const client = pesapal.client();
    const submitted = await client.submitOrder(order());
    if (!submitted.ok) throw new Error(submitted.error.message);
    await pesapal.control.outcome(submitted.data.orderTrackingId, outcome, method ? { method } : {});
    const status = await client.getStatus(submitted.data.orderTrackingId);
    expect(status.ok && status.data).toMatchObject(expected);
  });

  it('gives a completed M-PESA payment a receipt and a masked number', async () => {
    const client = pesapal.client();
    const submitted = await client.submitOrder(order());
    if (!submitted.ok) throw new Error(submitted.error.message);
    await pesapal.control.outcome(submitted.data.orderTrackingId, 'approve', { method: 'mpesa', payer: '0712345678' });
    const status = await client.getStatus(submitted.data.orderTrackingId);
    expect(status.ok && status.data.confirmationCode).toMatch(/^[A-Z0-9]{10}$/);
    expect(status.ok && status.data.paymentAccount).toBe('2547xxx45678');
  });

  it('reports a payment that failed and then completed as COMPLETED', async () => {
    const client = pesapal.client();
    const submitted = await client.submitOrder(order());
    if (!submitted.ok) throw new Error(submitted.error.message);
    const id = submitted.data.orderTrackingId;
    await pesapal.control.outcome(id, 'fail-then-complete', { delayMs: 150 });
    const first = await client.getStatus(id);
    expect(first.ok && first.data.status).toBe('FAILED');
    await until('the door to report the payment COMPLETED', async () => {
      const later = await client.getStatus(id);
      return later.ok && later.data.status === 'COMPLETED' ? later : null;
    });
  });

  it('reports a reversed payment, also after a refund through the door', async () => {
    const client = pesapal.client();
    const submitted = await client.submitOrder(order());
    if (!submitted.ok) throw new Error(submitted.error.message);
    const id = submitted.data.orderTrackingId;
    await pesapal.control.outcome(id, 'approve', { method: 'mpesa' });
    const paid = await client.getStatus(id);
    if (!paid.ok || !paid.data.confirmationCode) throw new Error('not paid');
    const partial = await client.refund({
      confirmationCode: paid.data.confirmationCode,
      amountCents: 50_000,
      username: 'ops@shop',
      remarks: 'test',
    });
    expect(partial).toMatchObject({ ok: false, error: { kind: 'rejected', code: 'status_500' } });
    await pesapal.control.settings({ refundApprovalMs: 150 });
    const refund = await client.refund({
      confirmationCode: paid.data.confirmationCode,
      amountCents: 150_000,
      username: 'ops@shop',
      remarks: 'test',
    });
    expect(refund.ok).toBe(true);
    // A request received is not money returned: the payment still reads COMPLETED, and a second request is refused.
    expect((await client.getStatus(id)).ok && (await client.getStatus(id))).toMatchObject({ data: { status: 'COMPLETED' } });
    expect(
      await client.refund({ confirmationCode: paid.data.confirmationCode, amountCents: 150_000, username: 'ops@shop', remarks: 'again' }),
    ).toMatchObject({ ok: false, error: { kind: 'rejected' } });
    // Once the merchant approves (refundApprovalMs later), the door reads the payment as reversed.
    const status = await until('the door to report the payment REVERSED', async () => {
      const now = await client.getStatus(id);
      return now.ok && now.data.status === 'REVERSED' ? now : null;
    });
    expect(status.data).toMatchObject({ status: 'REVERSED', statusCode: 3 });
    expect((await pesapal.control.calls()).refund).toBe(3);
  });

  it('refunds part of a card payment, never more than was collected', async () => {
    const client = pesapal.client();
    const submitted = await client.submitOrder(order());
    if (!submitted.ok) throw new Error(submitted.error.message);
    await pesapal.control.outcome(submitted.data.orderTrackingId, 'approve', { method: 'card' });
    const paid = await client.getStatus(submitted.data.orderTrackingId);
    if (!paid.ok || !paid.data.confirmationCode) throw new Error('not paid');
    const code = paid.data.confirmationCode;
    expect(await client.refund({ confirmationCode: code, amountCents: 150_001, username: 'ops@shop', remarks: 'too much' })).toMatchObject({
      ok: false,
      error: { kind: 'rejected' },
    });
    expect(
      (await client.refund({ confirmationCode: code, amountCents: 50_000, username: 'ops@shop', remarks: 'one panel returned' })).ok,
    ).toBe(true);
  });

  it('cancels a pending order once', async () => {
    const client = pesapal.client();
    const submitted = await client.submitOrder(order());
    if (!submitted.ok) throw new Error(submitted.error.message);
    expect((await client.cancelOrder(submitted.data.orderTrackingId)).ok).toBe(true);
    expect(await client.cancelOrder(submitted.data.orderTrackingId)).toMatchObject({ ok: false, error: { kind: 'rejected' } });
  });

  it('reports an amount paid that differs from the order', async () => {
    const client = pesapal.client();
    const submitted = await client.submitOrder(order());
    if (!submitted.ok) throw new Error(submitted.error.message);
    await pesapal.control.outcome(submitted.data.orderTrackingId, 'approve', { amountPaid: 1000 });
    const status = await client.getStatus(submitted.data.orderTrackingId);
    expect(status.ok && status.data).toMatchObject({ status: 'COMPLETED', amountCents: 100_000 });
  });

  it('registers the IPN URL once per client and reuses its id', async () => {
    const client = pesapal.client({ ipnMethod: 'POST' });
    await Promise.all([client.submitOrder(order()), client.submitOrder(order())]);
    await client.submitOrder(order());
    expect((await pesapal.control.calls()).registerIpn).toBe(1);
    const ipnId = await client.ipnId();
    expect(ipnId.ok).toBe(true);
    const again = pesapal.client({ ipnMethod: 'POST' });
    expect(await again.ipnId()).toEqual(ipnId);
  });

  it('uses a given IPN id without registering', async () => {
    const registered = await pesapal.client().ipnId();
    if (!registered.ok) throw new Error(registered.error.message);
    const before = (await pesapal.control.calls()).registerIpn;
    const client = pesapal.client({ ipnId: registered.data });
    expect((await client.submitOrder(order())).ok).toBe(true);
    expect((await pesapal.control.calls()).registerIpn).toBe(before);
  });

  it("answers Pesapal's refusal of a given IPN id that it cannot replace (no IPN URL)", async () => {
    const registered = await pesapal.client().ipnId();
    if (!registered.ok) throw new Error(registered.error.message);
    await pesapal.control.reset();
    const { ipnUrl: _none, ...noUrl } = pesapal.config({ ipnId: registered.data });
    const client = createPesapalClient(noUrl, { retryDelaysMs: [0] });
    const submitted = await client.submitOrder(order());
    expect(submitted).toMatchObject({ ok: false, error: { kind: 'rejected', code: 'invalid_api_request_parameters' } });
    expect((await pesapal.control.calls()).registerIpn).toBe(0);
  });

  it.each([
    ['registered by the door', false],
    ['given as PESAPAL_IPN_ID', true],
  ])('registers the IPN URL again, once, when Pesapal no longer knows the ipn_id %s', async (_name, given) => {
    const first = pesapal.client();
    const registered = await first.ipnId();
    if (!registered.ok) throw new Error(registered.error.message);
    const client = given ? pesapal.client({ ipnId: registered.data }) : first;
    await pesapal.control.reset(); // Pesapal forgets the URL and its ipn_id.
    const submitted = await client.submitOrder(order({ merchantReference: 'ORD-IPN-AGAIN' }));
    expect(submitted.ok).toBe(true);
    expect((await pesapal.control.calls()).registerIpn).toBe(1);
    // The new ipn_id is kept: the next order registers nothing.
    expect((await client.submitOrder(order({ merchantReference: 'ORD-IPN-NEXT' }))).ok).toBe(true);
    expect((await pesapal.control.calls()).registerIpn).toBe(1);
  });

  it.each([
    ['a reference with a space', { merchantReference: 'ORD 1' }, /merchant reference/],
    ['a description over 100 characters', { description: 'x'.repeat(101) }, /description/],
    ['no e-mail nor phone', { billing: {} }, /e-mail or a phone/],
  ])('refuses %s before sending', async (_name, change, message) => {
    const client = pesapal.client();
    const submitted = await client.submitOrder(order(change));
    expect(submitted).toMatchObject({ ok: false, error: { kind: 'rejected', code: 'invalid_order', retryable: false } });
    expect(!submitted.ok && submitted.error.message).toMatch(message);
    expect((await pesapal.control.calls()).submit).toBe(0);
  });

  it.each([
    ['half a shilling (KSh 997.50)', 99_750],
    ['one cent over (KSh 1,500.01)', 150_001],
    ['a fraction of a cent', 100.5],
  ])('throws before sending an amount that is not whole shillings: %s', async (_name, amountCents) => {
    const submitting = pesapal.client().submitOrder(order({ amountCents, merchantReference: 'ORD-CENTS' }));
    await expect(submitting).rejects.toThrow(RangeError);
    await expect(submitting).rejects.toThrow(`Pesapal is asked for whole shillings only; ORD-CENTS asked for ${amountCents} cents`);
    expect(await pesapal.control.calls()).toMatchObject({ token: 0, submit: 0 });
  });

  it('sends whole shillings as a whole number of KES', async () => {
    const submitted = await pesapal.client().submitOrder(order({ amountCents: 99_800 }));
    if (!submitted.ok) throw new Error(submitted.error.message);
    expect(await pesapal.control.order(submitted.data.orderTrackingId)).toMatchObject({ amount: 998, currency: 'KES' });
  });

  it('never reuses a merchant reference: the sandbox refuses a duplicate, as a rejection', async () => {
    const client = pesapal.client();
    const sent = order();
    expect((await client.submitOrder(sent)).ok).toBe(true);
    expect(await client.submitOrder(sent)).toMatchObject({ ok: false, error: { kind: 'rejected', code: 'duplicate_merchant_reference' } });
  });

  it('reports an unknown tracking id as rejected', async () => {
    const status = await pesapal.client().getStatus('00000000-0000-0000-0000-000000000000');
    expect(status).toMatchObject({ ok: false, error: { kind: 'rejected', code: 'invalid_order_tracking_id', retryable: false } });
  });

  it('reports an amount over the account limit as rejected', async () => {
    await pesapal.control.settings({ amountLimit: 1000 });
    const submitted = await pesapal.client().submitOrder(order());
    expect(submitted).toMatchObject({ ok: false, error: { kind: 'rejected', code: 'amount_exceeds_default_limit' } });
  });
});

describe('failures come back typed, never thrown', () => {
  it('connection refused is a retryable network error', async () => {
    const port = await closedPort();
    const client = createPesapalClient(pesapal.config({ baseUrl: `http://127.0.0.1:${port}` }), { retryDelaysMs: [] });
    expect(await client.submitOrder(order())).toMatchObject({ ok: false, error: { kind: 'network', retryable: true } });
    expect(await client.getStatus('x')).toMatchObject({ ok: false, error: { kind: 'network', retryable: true } });
  });

  it('a slow answer is a retryable timeout, and SubmitOrderRequest is not repeated', async () => {
    const client = pesapal.client({ timeoutMs: 150 });
    expect((await client.ipnId()).ok).toBe(true);
    await pesapal.control.fault({ route: 'submit', kind: 'slow', delayMs: 600 });
    const started = Date.now();
    const submitted = await client.submitOrder(order());
    expect(submitted).toMatchObject({ ok: false, error: { kind: 'timeout', retryable: true } });
    expect(Date.now() - started).toBeLessThan(550);
    expect((await pesapal.control.calls()).submit).toBe(1);
  });

  it('a fault armed for one billing e-mail fails that order alone, whoever submits first', async () => {
    const client = pesapal.client();
    await pesapal.control.fault({ route: 'submit', kind: 'html', status: 503, email: 'wanjiru@example.com' });
    const neighbour = await client.submitOrder(order());
    expect(neighbour.ok).toBe(true);
    const own = await client.submitOrder(order({ billing: { ...order().billing, email: 'wanjiru@example.com' } }));
    expect(own.ok).toBe(false);
    expect((await client.submitOrder(order({ billing: { ...order().billing, email: 'wanjiru@example.com' } }))).ok).toBe(true);
  });

  it('a status query is retried after a timeout and then succeeds', async () => {
    const client = pesapal.client({ timeoutMs: 150 });
    const submitted = await client.submitOrder(order());
    if (!submitted.ok) throw new Error(submitted.error.message);
    await pesapal.control.fault({ route: 'status', kind: 'slow', delayMs: 400 });
    const status = await client.getStatus(submitted.data.orderTrackingId);
    expect(status.ok && status.data.status).toBe('PENDING');
    expect((await pesapal.control.calls()).status).toBe(2);
  });

  it.each([
    ['an HTML page with HTTP 503', { kind: 'html', status: 503 }, { kind: 'http', retryable: true, httpStatus: 503 }, /HTML page/],
    [
      'an HTML page with HTTP 200',
      { kind: 'html', status: 200 },
      { kind: 'invalid_response', retryable: true, httpStatus: 200 },
      /HTML page/,
    ],
    ['an empty body', { kind: 'empty' }, { kind: 'invalid_response', retryable: true }, /empty/],
    ['malformed JSON', { kind: 'malformed' }, { kind: 'invalid_response', retryable: true }, /not JSON/],
    ['HTTP 500 with a JSON error', { kind: 'http500' }, { kind: 'http', retryable: true, httpStatus: 500 }, /HTTP 500/],
    ['HTTP 502', { kind: 'http502' }, { kind: 'http', retryable: true, httpStatus: 502 }, /HTTP 502/],
    [
      'a body-level error with HTTP 200',
      { kind: 'body500' },
      { kind: 'rejected', retryable: false, code: 'internal_error' },
      /error occurred/,
    ],
  ] as const)('%s on submit', async (_name, fault, expected, message) => {
    const client = pesapal.client();
    expect((await client.ipnId()).ok).toBe(true);
    await pesapal.control.fault({ route: 'submit', ...fault });
    const submitted = await client.submitOrder(order());
    expect(submitted).toMatchObject({ ok: false, error: expected });
    expect(!submitted.ok && submitted.error.message).toMatch(message);
    expect((await pesapal.control.calls()).submit).toBe(1);
  });

  it('the token request is retried after an HTML page, then the order goes through', async () => {
    await pesapal.control.fault({ route: 'token', kind: 'html', status: 503 });
    const submitted = await pesapal.client().submitOrder(order());
    expect(submitted.ok).toBe(true);
    expect((await pesapal.control.calls()).token).toBe(2);
  });

  it('a status query that keeps failing ends as a retryable error after the retries', async () => {
    const client = pesapal.client();
    const submitted = await client.submitOrder(order());
    if (!submitted.ok) throw new Error(submitted.error.message);
    await pesapal.control.fault({ route: 'status', kind: 'http503', times: 3 });
    expect(await client.getStatus(submitted.data.orderTrackingId)).toMatchObject({ ok: false, error: { kind: 'http', retryable: true } });
    expect((await pesapal.control.calls()).status).toBe(3);
  });

  it('a status the sandbox holds back reads as pending', async () => {
    const client = pesapal.client();
    const submitted = await client.submitOrder(order());
    if (!submitted.ok) throw new Error(submitted.error.message);
    await pesapal.control.outcome(submitted.data.orderTrackingId, 'approve');
    await pesapal.control.fault({ route: 'status', kind: 'pending' });
    const lagging = await client.getStatus(submitted.data.orderTrackingId);
    expect(lagging.ok && lagging.data.status).toBe('PENDING');
    const next = await client.getStatus(submitted.data.orderTrackingId);
    expect(next.ok && next.data.status).toBe('COMPLETED');
  });
});
