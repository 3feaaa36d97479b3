import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sanityDelivery, type PublishedProjection } from '../../local/sanity-webhook/delivery.ts';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import type { PublishConfig } from '../../src/server/publish/config.ts';
import type { DeployHookResult } from '../../src/server/publish/deploy-hook.ts';
import { closeDueBursts } from '../../src/server/publish/rebuilds.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';

/**
 * Publish → live (issue 32): Sanity's signed webhook is accepted once, within 5 minutes of its
 * signing; unsigned, forged and replayed calls are refused with 401 and start nothing; publishes
 * gather into a burst that calls the deploy hook once when it closes, retried after a failure, and
 * never twice for one burst however many closers run.
 */
const SECRET = 'test-sanity-webhook-secret-0123456789';
const WINDOW_MS = 60_000;
const PUBLISH: PublishConfig = {
  ok: true,
  settings: { webhookSecret: SECRET, deployHookUrl: 'https://deploy.test/hook', burstMs: WINDOW_MS },
};
const PRODUCT: PublishedProjection = { _id: 'product-panel-450w', _type: 'product', slug: 'panel-450w' };

describe.each(ENGINES)('the Sanity webhook on %s', (engine) => {
  let db: Database;
  let clock: number;
  const now = () => new Date(clock);
  /** Every call of the fake deploy hook, and what the next calls answer. */
  let calls: number[];
  let answers: DeployHookResult[];
  /** When set, the hook answers only once it opens: a call held in flight while other closers run. */
  let held: Promise<void> | null;
  const deployHook = async (): Promise<DeployHookResult> => {
    calls.push(clock);
    await held;
    return answers.shift() ?? { ok: true, deployId: `deploy-${calls.length}` };
  };
  const appWith = (publish: PublishConfig = PUBLISH): Hono =>
    createApp({
      catalogue: staticCatalogueSource(SNAPSHOT_WITH_SHOP),
      db,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      publish,
      deployHook,
      now,
    });
  let app: Hono;
  const send = (delivery: { headers: Record<string, string>; body: string }) =>
    app.request('/api/hooks/sanity', { method: 'POST', headers: delivery.headers, body: delivery.body });
  const signed = (document: PublishedProjection = PRODUCT, options: { at?: Date; secret?: string } = {}) =>
    sanityDelivery(document, { secret: options.secret ?? SECRET, at: options.at ?? now() });
  const bursts = () => db.publishes.latest();
  const tick = () => closeDueBursts(db, deployHook, now);

  beforeAll(async () => {
    db = await freshDatabase(engine);
    app = appWith();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    clock = Date.parse('2026-11-28T06:00:00.000Z');
    calls = [];
    answers = [];
    held = null;
    await db.sql.exec('delete from public.deploy_bursts; delete from public.sanity_webhook_deliveries;');
  });

  it('answers a signed publish 202: a burst opens, due a window later, and the hook is called once it closes', async () => {
    const res = await send(await signed());
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ rebuild: 'scheduled', dueAt: new Date(clock + WINDOW_MS).toISOString() });
    expect(await bursts()).toMatchObject([{ status: 'open', publishes: 1 }]);
    const [delivery] = await db.sql.query(`select document_id, document_type, operation from public.sanity_webhook_deliveries`);
    expect(delivery).toEqual({ document_id: 'product-panel-450w', document_type: 'product', operation: 'update' });
    clock += WINDOW_MS - 1;
    expect(await tick()).toEqual({ bursts: 0, requested: null });
    clock += 1;
    expect(await tick()).toEqual({ bursts: 1, requested: true });
    expect(calls).toHaveLength(1);
    expect(await bursts()).toMatchObject([{ status: 'requested', deployId: 'deploy-1' }]);
  });

  it.each([
    ['no signature', async () => ({ ...(await signed()), headers: { 'content-type': 'application/json' } }), 'WEBHOOK_SIGNATURE_MISSING'],
    ['another secret', () => signed(PRODUCT, { secret: 'someone-elses-secret-0123456789' }), 'WEBHOOK_SIGNATURE_INVALID'],
    [
      'a tampered body',
      async () => {
        const delivery = await signed();
        return { ...delivery, body: delivery.body.replace('panel-450w', 'panel-999w') };
      },
      'WEBHOOK_SIGNATURE_INVALID',
    ],
    [
      'a malformed signature',
      async () => {
        const delivery = await signed();
        return { ...delivery, headers: { ...delivery.headers, 'sanity-webhook-signature': 'v1=abc' } };
      },
      'WEBHOOK_SIGNATURE_INVALID',
    ],
    ['a signature 6 minutes old', () => signed(PRODUCT, { at: new Date(clock - 6 * 60_000) }), 'WEBHOOK_SIGNATURE_EXPIRED'],
    ['a signature 2 minutes ahead', () => signed(PRODUCT, { at: new Date(clock + 2 * 60_000) }), 'WEBHOOK_SIGNATURE_EXPIRED'],
  ])('refuses %s with 401, and nothing is scheduled', async (_case, delivery, code) => {
    const res = await send(await delivery());
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code } });
    expect(await bursts()).toEqual([]);
    clock += 2 * WINDOW_MS;
    await tick();
    expect(calls).toEqual([]);
  });

  it('refuses the same signed call sent again with 401: it joins no burst', async () => {
    const delivery = await signed();
    expect((await send(delivery)).status).toBe(202);
    clock += 30_000;
    const again = await send(delivery);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ error: { code: 'WEBHOOK_REPLAYED' } });
    expect(await bursts()).toMatchObject([{ publishes: 1 }]);
  });

  it.each([
    ['not JSON', 'it is published', 'body'],
    ['without an _id', JSON.stringify({ _type: 'product' }), '_id'],
    ['without a _type', JSON.stringify({ _id: 'product-x' }), '_type'],
    ['a list', JSON.stringify([PRODUCT]), 'body'],
  ])('answers a signed body %s with 400 naming the field', async (_case, body, field) => {
    const { headers } = await signed();
    const { encodeSignatureHeader } = await import('@sanity/webhook');
    const res = await send({ headers: { ...headers, 'sanity-webhook-signature': await encodeSignatureHeader(body, clock, SECRET) }, body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field } });
    expect(await bursts()).toEqual([]);
  });

  it('starts no rebuild for a draft (a webhook left with "Include drafts" on)', async () => {
    const res = await send(await signed({ _id: 'drafts.product-panel-450w', _type: 'product' }));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ rebuild: 'ignored', reason: 'draft' });
    expect(await bursts()).toEqual([]);
  });

  it('answers 503 with the reason when publish → live is not configured, whatever is sent', async () => {
    app = appWith({ ok: false, reason: 'DEPLOY_HOOK_URL not set' });
    try {
      const res = await send(await signed());
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        error: { code: 'PUBLISH_NOT_CONFIGURED', message: expect.stringContaining('DEPLOY_HOOK_URL') },
      });
    } finally {
      app = appWith();
    }
  });

  it('gathers ten publishes in a minute into one rebuild; a publish after it opens the next', async () => {
    const answered: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await send(await signed({ _id: `product-${i}`, _type: 'product' }));
      answered.push(((await res.json()) as { rebuild: string }).rebuild);
      clock += 5_000;
      await tick();
    }
    expect(answered).toEqual(['scheduled', ...Array(9).fill('joined')]);
    expect(calls).toEqual([]);
    clock = Date.parse('2026-11-28T06:01:00.000Z');
    await tick();
    await tick();
    expect(calls).toHaveLength(1);
    expect(await bursts()).toMatchObject([{ status: 'requested', publishes: 10 }]);
    const next = await send(await signed());
    expect(await next.json()).toMatchObject({ rebuild: 'scheduled' });
  });

  it('closes a due burst when the next webhook arrives, before any tick', async () => {
    await send(await signed({ _id: 'product-1', _type: 'product' }));
    clock += WINDOW_MS + 1_000;
    const res = await send(await signed({ _id: 'product-2', _type: 'product' }));
    expect(await res.json()).toMatchObject({ rebuild: 'joined' });
    expect(calls).toHaveLength(1);
    expect(await bursts()).toMatchObject([{ status: 'requested', publishes: 2 }]);
  });

  it('keeps a burst whose hook call failed, with the error, and calls again after the backoff', async () => {
    answers = [{ ok: false, error: 'deploy hook answered 502: bad gateway' }];
    await send(await signed());
    clock += WINDOW_MS;
    expect(await tick()).toMatchObject({ bursts: 1, requested: false });
    expect(await bursts()).toMatchObject([{ status: 'calling', lastError: 'deploy hook answered 502: bad gateway', attempts: 1 }]);
    // The health check shows it waiting, for monitors.
    expect(await (await app.request('/api/health')).json()).toMatchObject({
      rebuilds: { pending: 1, overdueSeconds: 0, lastError: 'deploy hook answered 502: bad gateway' },
    });
    clock += 1_000;
    expect(await tick()).toEqual({ bursts: 0, requested: null });
    clock += 1_000;
    expect(await tick()).toEqual({ bursts: 1, requested: true });
    expect(calls).toHaveLength(2);
    expect(await bursts()).toMatchObject([{ status: 'requested', attempts: 2, lastError: null }]);
    expect(await (await app.request('/api/health')).json()).toMatchObject({
      rebuilds: { pending: 0, overdueSeconds: null, lastError: null },
    });
  });

  it('calls the hook once for a burst however many closers find it due together', async () => {
    await send(await signed());
    clock += WINDOW_MS;
    // The hook's call is held open until every closer has either finished or reached the hook itself:
    // each of the others looks for due bursts while a call for this one is in flight.
    let open = () => {};
    held = new Promise((resolve) => (open = resolve));
    let finished = 0;
    const closers = [tick(), tick(), tick(), tick()].map((closer) => closer.finally(() => (finished += 1)));
    await vi.waitFor(() => expect(finished + calls.length).toBe(closers.length));
    open();
    const results = await Promise.all(closers);
    expect(results.filter((result) => result.requested === true)).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });
});
