import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_BASE } from '../../local/pesapal/page.ts';
import { startPesapalSandbox, type RunningSandbox } from '../../local/pesapal/server.ts';
import { sandboxControl } from '../../local/pesapal/testing.ts';
import type { SandboxOrder } from '../../local/pesapal/state.ts';
import { createPesapalClient, LOCAL_SANDBOX_CREDENTIALS } from '../../src/server/pesapal/index.ts';

/**
 * The sandbox under `npm start` remembers the orders it issued across restarts, as Pesapal never
 * forgets one (local/pesapal/persist.ts): a payment page of an earlier run still loads and its
 * status still answers, and what was waiting when it stopped (an open M-PESA prompt) still ends.
 */
describe('the Pesapal sandbox keeps its orders across a restart', () => {
  let dir: string;
  let file: string;
  let running: RunningSandbox | null = null;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sandbox-memory-'));
    file = join(dir, 'sandbox.json');
  });
  afterEach(async () => {
    await running?.stop();
    running = null;
    await rm(dir, { recursive: true, force: true });
  });

  async function start() {
    running = await startPesapalSandbox({ port: 0, stateFile: file });
    const client = createPesapalClient(
      {
        env: 'local',
        baseUrl: running.url,
        ...LOCAL_SANDBOX_CREDENTIALS,
        ipnUrl: 'http://127.0.0.1:9/ipn',
        ipnMethod: 'GET',
        timeoutMs: 2_000,
      },
      { retryDelaysMs: [] },
    );
    return { sandbox: running, client, control: sandboxControl(running.url) };
  }

  async function restart() {
    await running?.stop();
    return start();
  }

  async function submit(client: ReturnType<typeof createPesapalClient>, merchantReference: string) {
    const submitted = await client.submitOrder({
      merchantReference,
      amountCents: 350_000,
      currency: 'KES',
      description: 'Order A1B2C3D4',
      callbackUrl: 'http://localhost:4321/payment/return',
      billing: { phone: '0712345678' },
    });
    if (!submitted.ok) throw new Error(submitted.error.message);
    return submitted.data;
  }

  it('answers the status and the page of an order issued before the restart, and keeps its IPN URL', async () => {
    const before = await start();
    const order = await submit(before.client, 'order-remembered');
    const ipnId = await before.client.ipnId();
    const after = await restart();
    const status = await after.client.getStatus(order.orderTrackingId);
    expect(status).toMatchObject({ ok: true, data: { merchantReference: 'order-remembered', status: 'PENDING' } });
    // On its new port (npm start keeps one): the page Pesapal gave is the same order's.
    const page = await fetch(order.redirectUrl.replace(before.sandbox.url, after.sandbox.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="method" value="mpesa"');
    // The IPN URL registered before is the same registration: an order names it, and it is accepted.
    expect(await after.client.ipnId()).toEqual(ipnId);
    expect((await submit(after.client, 'order-after')).orderTrackingId).not.toBe(order.orderTrackingId);
  });

  it('ends an M-PESA prompt that was open when it stopped, as its timeout would have', async () => {
    const before = await start();
    const order = await submit(before.client, 'order-prompted');
    const form = new URLSearchParams({ OrderTrackingId: order.orderTrackingId, method: 'mpesa', phone: '0712345678' });
    const paid = await fetch(`${before.sandbox.url}${PAGE_BASE}/pay`, { method: 'POST', body: form, redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect((await before.control.order(order.orderTrackingId)).state).toBe('PROCESSING');
    await running!.stop();
    running = null;
    // The prompt was sent two minutes before the restart: past the 60 s an unanswered prompt lasts.
    const kept = JSON.parse(await readFile(file, 'utf8')) as { orders: SandboxOrder[] };
    for (const entry of kept.orders[0]!.history) entry.at = new Date(Date.now() - 120_000).toISOString();
    await writeFile(file, JSON.stringify(kept));
    const after = await start();
    await expect.poll(async () => (await after.control.order(order.orderTrackingId)).state).toBe('FAILED');
    expect((await after.control.order(order.orderTrackingId)).reason).toBe('request_timeout');
  });

  it('forgets everything on reset, and after the restart too', async () => {
    const before = await start();
    const order = await submit(before.client, 'order-reset');
    await before.control.reset();
    const after = await restart();
    expect(await after.client.getStatus(order.orderTrackingId)).toMatchObject({ ok: false, error: { kind: 'rejected' } });
  });
});
