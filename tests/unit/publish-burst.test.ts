import { describe, expect, it } from 'vitest';
import { isClaimable, publishAt, retryDelayMs, type BurstTimes } from '../../src/server/publish/burst.ts';
import { LOCAL_WEBHOOK_SECRET, publishConfigFromEnv } from '../../src/server/publish/config.ts';
import { deployHookAt } from '../../src/server/publish/deploy-hook.ts';

const T = 1_000_000;

describe('a publish', () => {
  it.each([
    ['opens a burst due a window later when none is open', null, T, { rebuild: 'scheduled', dueAt: T + 60_000 }],
    ['joins the open burst without moving its due time', { dueAt: T + 30_000 }, T, { rebuild: 'joined', dueAt: T + 30_000 }],
    ['joins an open burst already due (a closer will take both)', { dueAt: T - 1 }, T, { rebuild: 'joined', dueAt: T - 1 }],
  ] as const)('%s', (_case, open, now, outcome) => {
    expect(publishAt(open, now, 60_000)).toEqual(outcome);
  });
});

describe('a closer', () => {
  const burst = (times: Partial<BurstTimes>): BurstTimes => ({ status: 'open', dueAt: T, lockedUntil: null, attempts: 0, ...times });
  it.each([
    ['leaves an open burst before it is due', burst({ dueAt: T + 1 }), false],
    ['claims an open burst once due', burst({ dueAt: T }), true],
    ['leaves a burst another closer is calling for', burst({ status: 'calling', lockedUntil: T + 1 }), false],
    ['claims a burst whose caller died (lease over)', burst({ status: 'calling', lockedUntil: T }), true],
    ['claims a failed burst once its retry time comes', burst({ status: 'calling', lockedUntil: T - 5, attempts: 3 }), true],
    ['never claims a burst whose rebuild was requested', burst({ status: 'requested', dueAt: T - 100 }), false],
  ] as const)('%s', (_case, times, claimable) => {
    expect(isClaimable(times, T)).toBe(claimable);
  });

  it.each([
    [1, 2_000],
    [2, 4_000],
    [5, 32_000],
    [9, 300_000],
    [40, 300_000],
  ])('tries again %i failed call(s) later after %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });
});

describe('publish settings', () => {
  const good = {
    SANITY_WEBHOOK_SECRET: 'a-secret-of-24-characters',
    DEPLOY_HOOK_URL: 'https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/x',
  };
  it.each([
    ['both set, default window', good, { ok: true, burstMs: 60_000 }],
    ['a window of 2 s', { ...good, DEPLOY_BURST_SECONDS: '2' }, { ok: true, burstMs: 2_000 }],
    ['no secret', { DEPLOY_HOOK_URL: good.DEPLOY_HOOK_URL }, { ok: false, reason: 'SANITY_WEBHOOK_SECRET not set' }],
    ['neither', {}, { ok: false, reason: 'SANITY_WEBHOOK_SECRET and DEPLOY_HOOK_URL not set' }],
    ['a short secret', { ...good, SANITY_WEBHOOK_SECRET: 'short' }, { ok: false }],
    ['the local secret in production', { ...good, SANITY_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET, NODE_ENV: 'production' }, { ok: false }],
    ['an http hook in production', { ...good, DEPLOY_HOOK_URL: 'http://127.0.0.1:4540/deploy', NODE_ENV: 'production' }, { ok: false }],
    ['an http hook locally', { ...good, DEPLOY_HOOK_URL: 'http://127.0.0.1:4540/deploy' }, { ok: true }],
    ['a window that is no number', { ...good, DEPLOY_BURST_SECONDS: 'soon' }, { ok: false }],
  ] as const)('%s', (_case, env, expected) => {
    const config = publishConfigFromEnv(env);
    const { ok, ...rest } = expected;
    expect(config.ok).toBe(ok);
    if (config.ok && 'burstMs' in rest) expect(config.settings.burstMs).toBe(rest.burstMs);
    if (!config.ok && 'reason' in rest) expect(config.reason).toBe(rest.reason);
  });
});

describe('the deploy hook client', () => {
  const answering = (status: number, body: string) => (async () => new Response(body, { status })) as unknown as typeof fetch;
  it.each([
    ["Cloudflare's answer", answering(200, '{"success":true,"result":{"id":"d-1"}}'), { ok: true, deployId: 'd-1' }],
    ['a 500', answering(500, 'oops'), { ok: false, error: 'deploy hook answered 500: oops' }],
    ['success false', answering(200, '{"success":false,"errors":[]}'), { ok: false }],
    ['no JSON', answering(200, '<html>'), { ok: false }],
    [
      'no network',
      (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
      { ok: false, error: 'deploy hook not reached: fetch failed' },
    ],
  ])('reads %s', async (_case, fetchFn, expected) => {
    expect(await deployHookAt('https://hook.test/x', fetchFn)()).toMatchObject(expected);
  });
});
