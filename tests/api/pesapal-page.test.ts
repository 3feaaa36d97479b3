import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import { until } from '../until.ts';

let pesapal: SandboxForTests;
const page = '/pesapaliframe/PesapalIframe3';

beforeAll(async () => {
  pesapal = await startSandboxForTests();
});
afterAll(() => pesapal.stop());
beforeEach(() => pesapal.control.reset());

async function newOrder(extra: { redirectMode?: 'TOP_WINDOW' | 'PARENT_WINDOW'; cancellationUrl?: string } = {}) {
  const submitted = await pesapal.client().submitOrder({
    merchantReference: `PAGE-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    amountCents: 150_000,
    currency: 'KES',
    description: 'Solar panel 100 W',
    callbackUrl: 'http://localhost:4411/payment/return',
    billing: { email: 'amina@example.com', phone: '0712345678' },
    ...extra,
  });
  if (!submitted.ok) throw new Error(submitted.error.message);
  return submitted.data;
}

const get = (path: string) => fetch(`${pesapal.url}${path}`, { redirect: 'manual' });
function post(path: string, fields: Record<string, string>, json = false) {
  return fetch(`${pesapal.url}${page}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
    headers: json ? { accept: 'application/json' } : {},
  });
}

describe('the hosted payment page', () => {
  it('shows merchant, amount, currency and reference, and the three ways to pay', async () => {
    const order = await newOrder();
    const response = await get(new URL(order.redirectUrl).pathname + new URL(order.redirectUrl).search);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Solar Shop Kenya');
    expect(html).toContain('KES 1,500.00');
    expect(html).toContain(order.merchantReference);
    expect(html).toMatch(/<label for="phone">M-PESA phone number<\/label>/);
    expect(html).toMatch(/<input id="phone" name="phone" type="tel"[^>]*value="0712345678"/);
    expect(html).toMatch(/<label for="card">Card number<\/label>/);
    expect(html).toMatch(/<input id="card" name="cardNumber"/);
    expect(html).toMatch(/<label for="bank">Your bank<\/label><select id="bank" name="bank"/);
    expect(html.match(/<form method="post" action="\/pesapaliframe\/PesapalIframe3\/pay"/g)).toHaveLength(3);
  });

  it('answers an unknown order with 404', async () => {
    expect((await get(`${page}/Index?OrderTrackingId=nope`)).status).toBe(404);
  });

  it('accepts the tracking id parameter in any case', async () => {
    const order = await newOrder();
    expect((await get(`${page}/Index?ordertrackingid=${order.orderTrackingId}`)).status).toBe(200);
  });

  it('refuses a phone that is not Kenyan, next to the field', async () => {
    const order = await newOrder();
    const response = await post('/pay', { OrderTrackingId: order.orderTrackingId, method: 'mpesa', phone: '12345' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toMatch(/<input id="phone"[^>]*aria-invalid="true"/);
    expect(html).toContain('Enter a Kenyan M-PESA number');
    expect((await pesapal.control.order(order.orderTrackingId)).state).toBe('AWAITING');
  });

  it('runs an M-PESA prompt: cancel fails the attempt, a retry on the same page completes it', async () => {
    const order = await newOrder();
    const id = order.orderTrackingId;
    const pay = await post('/pay', { OrderTrackingId: id, method: 'mpesa', phone: '+254 712 345 678' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`${page}/Index?OrderTrackingId=${id}`);
    const prompt = await (await get(`${page}/Index?OrderTrackingId=${id}`)).text();
    for (const button of ['Enter PIN and approve', 'Cancel on the phone', 'Enter a wrong PIN', 'Let it time out'])
      expect(prompt).toContain(button);
    expect(prompt).toContain('+254712345678');

    await post('/respond', { OrderTrackingId: id, answer: 'cancel' });
    expect(await pesapal.control.order(id)).toMatchObject({ state: 'FAILED', reason: 'request_terminated_by_user' });
    const retry = await (await get(`${page}/Index?OrderTrackingId=${id}`)).text();
    expect(retry).toContain('role="alert"');
    expect(retry).toContain('Your last attempt failed');
    expect(retry).toContain('Send M-PESA prompt');

    await post('/pay', { OrderTrackingId: id, method: 'mpesa', phone: '0712345678' }, true);
    const done = await post('/respond', { OrderTrackingId: id, answer: 'approve' }, true);
    const target = new URL(((await done.json()) as { state: string; target: string }).target);
    expect(target.origin + target.pathname).toBe('http://localhost:4411/payment/return');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      OrderTrackingId: id,
      OrderMerchantReference: order.merchantReference,
      OrderNotificationType: 'CALLBACKURL',
    });
    const status = await pesapal.client().getStatus(id);
    expect(status.ok && status.data).toMatchObject({ status: 'COMPLETED', reportedMethod: 'MpesaKE' });
  });

  it.each([
    ['wrong_pin', 'invalid_pin'],
    ['timeout', 'request_timeout'],
  ])('an M-PESA answer %s fails with reason %s', async (answer, reason) => {
    const { orderTrackingId: id } = await newOrder();
    await post('/pay', { OrderTrackingId: id, method: 'mpesa', phone: '0712345678' });
    await post('/respond', { OrderTrackingId: id, answer });
    expect(await pesapal.control.order(id)).toMatchObject({ state: 'FAILED', reason });
  });

  it('fails an M-PESA prompt nobody answers', async () => {
    await pesapal.control.settings({ stkTimeoutMs: 50 });
    const { orderTrackingId: id } = await newOrder();
    // The prompt is out and waiting: it fails later, when nobody has answered within stkTimeoutMs.
    expect(await (await post('/pay', { OrderTrackingId: id, method: 'mpesa', phone: '0712345678' }, true)).json()).toMatchObject({
      state: 'PROCESSING',
    });
    const failed = await until('the unanswered prompt to time out', async () => {
      const order = await pesapal.control.order(id);
      return order.state === 'FAILED' ? order : null;
    });
    expect(failed).toMatchObject({ state: 'FAILED', reason: 'request_timeout' });
  });

  it('declines the decline test card, then approves a good one on the same page', async () => {
    const { orderTrackingId: id } = await newOrder();
    const card = { OrderTrackingId: id, method: 'card', expiry: '12/39', cvv: '123' };
    const declined = await post('/pay', { ...card, cardNumber: '4000 0000 0000 0002' }, true);
    expect(await declined.json()).toMatchObject({ state: 'FAILED' });
    expect(await pesapal.control.order(id)).toMatchObject({ state: 'FAILED', reason: 'card_declined' });
    const approved = await post('/pay', { ...card, cardNumber: '4111 1111 1111 1111' }, true);
    expect(await approved.json()).toMatchObject({ state: 'COMPLETED' });
    expect(await pesapal.control.order(id)).toMatchObject({ state: 'COMPLETED', paymentMethod: 'Visa', paymentAccount: '411111**1111' });
  });

  it.each([
    ['a short number', { cardNumber: '4111', expiry: '12/39', cvv: '123' }],
    ['a past expiry', { cardNumber: '4111111111111111', expiry: '01/20', cvv: '123' }],
    ['no CVV', { cardNumber: '4111111111111111', expiry: '12/39', cvv: '' }],
  ])('refuses a card form with %s', async (_name, fields) => {
    const { orderTrackingId: id } = await newOrder();
    const response = await post('/pay', { OrderTrackingId: id, method: 'card', ...fields }, true);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ state: 'invalid', field: 'card' });
  });

  it('pays by bank after approval at the bank', async () => {
    const { orderTrackingId: id } = await newOrder();
    await post('/pay', { OrderTrackingId: id, method: 'bank', bank: 'kcb' });
    expect(await get(`${page}/Index?OrderTrackingId=${id}`).then((r) => r.text())).toContain('Approve in KCB Bank');
    await post('/respond', { OrderTrackingId: id, answer: 'approve' });
    expect(await pesapal.control.order(id)).toMatchObject({ state: 'COMPLETED', paymentMethod: 'KCB Bank' });
  });

  it('shows a completed order as final, with a link back in the window of the redirect mode', async () => {
    const { orderTrackingId: id } = await newOrder({ redirectMode: 'PARENT_WINDOW' });
    await pesapal.control.outcome(id, 'approve');
    const html = await (await get(`${page}/Index?OrderTrackingId=${id}`)).text();
    expect(html).toContain('Payment received');
    expect(html).toMatch(
      /<a href="http:\/\/localhost:4411\/payment\/return\?OrderTrackingId=[^"]+&amp;OrderNotificationType=CALLBACKURL" target="_parent">/,
    );
    expect(html).not.toContain('Send M-PESA prompt');
    const again = await post('/pay', { OrderTrackingId: id, method: 'mpesa', phone: '0712345678' });
    expect(again.status).toBe(303);
    expect((await pesapal.control.order(id)).state).toBe('COMPLETED');
  });

  it('offers the cancellation URL while the order can be paid', async () => {
    const { orderTrackingId: id } = await newOrder({ cancellationUrl: 'http://localhost:4411/checkout' });
    const html = await (await get(`${page}/Index?OrderTrackingId=${id}`)).text();
    expect(html).toContain('Cancel and return to the shop');
    expect(html).toContain('href="http://localhost:4411/checkout?OrderTrackingId=');
  });

  it('refuses payment of a cancelled order', async () => {
    const { orderTrackingId: id } = await newOrder();
    await pesapal.client().cancelOrder(id);
    const html = await (await get(`${page}/Index?OrderTrackingId=${id}`)).text();
    expect(html).toContain('This order was cancelled');
    await post('/pay', { OrderTrackingId: id, method: 'card', cardNumber: '4111111111111111', expiry: '12/39', cvv: '123' });
    expect((await pesapal.control.order(id)).state).toBe('CANCELLED');
  });
});
