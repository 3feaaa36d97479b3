import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ipnAcknowledgement, parseNotification, type PesapalClient } from '../../src/server/pesapal/index.ts';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import { until } from '../until.ts';

/** A merchant IPN endpoint on a free port that records calls and answers as a test tells it. */
interface Received {
  method: string;
  query: Record<string, string>;
  body: unknown;
  contentType: string;
}
let received: Received[] = [];
let answer: (call: number) => 'ack' | 'fail' | 'wrong-json' = () => 'ack';

const merchant = new Hono().all('/ipn', async (c) => {
  const body = c.req.method === 'POST' ? await c.req.json().catch(() => null) : undefined;
  received.push({ method: c.req.method, query: c.req.query(), body, contentType: c.req.header('content-type') ?? '' });
  const mode = answer(received.length);
  if (mode === 'fail') return c.text('database down', 500);
  const read = parseNotification(c.req.query(), body);
  if (!read.ok) return c.json({ error: 'no tracking id' }, 400);
  if (mode === 'wrong-json') return c.json({ ok: true });
  return c.json(ipnAcknowledgement(read.notification, true));
});

let pesapal: SandboxForTests;
let merchantUrl: string;
let stopMerchant: () => void;

beforeAll(async () => {
  pesapal = await startSandboxForTests();
  await new Promise<void>((done) => {
    const server = serve({ fetch: merchant.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      merchantUrl = `http://127.0.0.1:${info.port}/ipn`;
      stopMerchant = () => server.close();
      done();
    });
  });
});
afterAll(async () => {
  stopMerchant();
  await pesapal.stop();
});
beforeEach(async () => {
  await pesapal.control.reset();
  await pesapal.control.settings({ ipnRetryDelaysMs: [0, 40, 80, 120] });
  received = [];
  answer = () => 'ack';
});

async function paidOrder(client: PesapalClient, outcome: 'approve' | 'decline' = 'approve') {
  const submitted = await client.submitOrder({
    merchantReference: `IPN-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    amountCents: 250_000,
    currency: 'KES',
    description: 'Inverter',
    callbackUrl: 'http://127.0.0.1:4411/payment/return',
    billing: { phone: '0712345678' },
  });
  if (!submitted.ok) throw new Error(submitted.error.message);
  await pesapal.control.outcome(submitted.data.orderTrackingId, outcome);
  return submitted.data;
}

/** Waits until the merchant has received `count` IPN calls. */
const calls = (count: number) => until(`${count} IPN call(s) at the merchant`, async () => received.length >= count || null);
const acknowledged = (trackingId: string) =>
  until(
    'an acknowledged IPN in the sandbox log',
    async () => (await pesapal.control.ipnLog(trackingId)).some((e) => e.acknowledged) || null,
  );
/** Waits until the sandbox has no IPN attempt left to make or still making: what it has sent is all it will send. */
const quiet = () => until('the sandbox to have nothing left to send', async () => (await pesapal.control.pendingTasks()) === 0 || null);

describe('IPN delivery', () => {
  it('calls a GET IPN with the three query parameters after a status change', async () => {
    const order = await paidOrder(pesapal.client({ ipnUrl: merchantUrl, ipnMethod: 'GET' }));
    await calls(1);
    expect(received[0]).toMatchObject({
      method: 'GET',
      query: {
        OrderTrackingId: order.orderTrackingId,
        OrderMerchantReference: order.merchantReference,
        OrderNotificationType: 'IPNCHANGE',
      },
    });
    await acknowledged(order.orderTrackingId);
  });

  it('calls a POST IPN with a JSON body', async () => {
    const order = await paidOrder(pesapal.client({ ipnUrl: merchantUrl, ipnMethod: 'POST' }), 'decline');
    await calls(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      body: { OrderNotificationType: 'IPNCHANGE', OrderTrackingId: order.orderTrackingId, OrderMerchantReference: order.merchantReference },
    });
  });

  it('repeats the call until it is acknowledged, then stops', async () => {
    answer = (call) => (call === 1 ? 'fail' : call === 2 ? 'wrong-json' : 'ack');
    const order = await paidOrder(pesapal.client({ ipnUrl: merchantUrl }));
    await acknowledged(order.orderTrackingId);
    await quiet();
    const log = await pesapal.control.ipnLog(order.orderTrackingId);
    expect(log.map((e) => [e.attempt, e.httpStatus, e.acknowledged])).toEqual([
      [1, 500, false],
      [2, 200, false],
      [3, 200, true],
    ]);
    expect(received).toHaveLength(3);
  });

  it('gives up after the last retry when the merchant never acknowledges', async () => {
    answer = () => 'fail';
    const order = await paidOrder(pesapal.client({ ipnUrl: merchantUrl }));
    await calls(4);
    await quiet();
    expect(received).toHaveLength(4);
    expect((await pesapal.control.ipnLog(order.orderTrackingId)).every((e) => !e.acknowledged)).toBe(true);
  });

  it('sends duplicates when told to', async () => {
    await pesapal.control.settings({ ipnCopies: 2 });
    const order = await paidOrder(pesapal.client({ ipnUrl: merchantUrl }));
    await calls(2);
    expect(received.map((r) => r.query.OrderTrackingId)).toEqual([order.orderTrackingId, order.orderTrackingId]);
    const log = await pesapal.control.ipnLog(order.orderTrackingId);
    expect(log.map((e) => e.copy).sort()).toEqual([1, 2]);
  });

  it('sends a late IPN when told to', async () => {
    await pesapal.control.settings({ ipnDelayMs: 300 });
    const order = await paidOrder(pesapal.client({ ipnUrl: merchantUrl }));
    await calls(1);
    // Late by the delay, by the sandbox's own clock: from the payment's completion to the call. (A timer can fire a
    // few ms before Date.now says its time is up, hence the margin; an IPN on time would be some 300 ms short.)
    const completed = (await pesapal.control.order(order.orderTrackingId)).history.find((step) => step.state === 'COMPLETED');
    const sent = await until('the IPN in the sandbox log', async () => (await pesapal.control.ipnLog(order.orderTrackingId))[0] ?? null);
    expect(Date.parse(sent.at) - Date.parse(completed!.at)).toBeGreaterThanOrEqual(250);
  });

  it('notifies each change of a payment that failed and then completed', async () => {
    const client = pesapal.client({ ipnUrl: merchantUrl });
    const order = await paidOrder(client, 'decline');
    await pesapal.control.outcome(order.orderTrackingId, 'approve');
    await calls(2);
    const status = await client.getStatus(order.orderTrackingId);
    expect(status.ok && status.data.status).toBe('COMPLETED');
  });
});
