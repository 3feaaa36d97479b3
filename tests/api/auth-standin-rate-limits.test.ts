import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { authStore } from '../../local/auth/store.ts';
import type { Database } from '../../src/server/db/index.ts';
import { createEmailUser } from '../../local/auth/accounts.ts';
import { createAuthApp } from '../../local/auth/app.ts';
import { readConfig, SUPABASE_RATE_LIMITS, type StandInConfig } from '../../local/auth/config.ts';
import { generateSigningKey } from '../../local/auth/keys.ts';
import { fetchFrom, memoryClient, standInConfig } from './auth-fixture.ts';
import { freshDatabase } from './db-fixture.ts';

const URL_BASE = 'http://127.0.0.1:54321';
const PASSWORD = 'solar-panels-2026';
const HEADERS = { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
let counter = 0;
const newEmail = () => `limited${++counter}.${Date.now()}@shop.test`;

describe('Auth stand-in rate limits', () => {
  let db: Database;
  let create: (overrides?: Partial<StandInConfig>) => ReturnType<typeof createAuthApp>;
  beforeAll(async () => {
    db = await freshDatabase();
    const { key } = await generateSigningKey();
    create = (overrides = {}) =>
      createAuthApp({ store: authStore(db.sql), key, config: standInConfig(URL_BASE, { rateLimits: SUPABASE_RATE_LIMITS, ...overrides }) });
  });
  afterAll(() => db.close());

  async function confirmedUser(): Promise<string> {
    const email = newEmail();
    await createEmailUser(authStore(db.sql), { email, password: PASSWORD, data: {}, confirmed: true });
    return email;
  }

  it('defaults to Supabase’s limits and reads each from its AUTH_* variable', () => {
    expect(readConfig({}).rateLimits).toEqual({
      signInSignUps: 30,
      tokenRefresh: 150,
      verify: 30,
      emailSent: 30,
      emailMaxFrequencySeconds: 60,
      mfaChallengeAndVerify: 15,
    });
    expect(
      readConfig({
        AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '5',
        AUTH_RATE_LIMIT_TOKEN_REFRESH: '6',
        AUTH_RATE_LIMIT_VERIFY: '7',
        AUTH_RATE_LIMIT_EMAIL_SENT: '8',
        AUTH_EMAIL_MAX_FREQUENCY_SECONDS: '9',
        AUTH_RATE_LIMIT_MFA_CHALLENGE_AND_VERIFY: '10',
      }).rateLimits,
    ).toEqual({ signInSignUps: 5, tokenRefresh: 6, verify: 7, emailSent: 8, emailMaxFrequencySeconds: 9, mfaChallengeAndVerify: 10 });
    expect(() => readConfig({ AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '0' })).toThrow();
  });

  it('answers the 31st sign-in from one address in 5 minutes with 429, even with the right password; another address is unaffected', async () => {
    const app = create();
    const email = await confirmedUser();
    const attacker = memoryClient(URL_BASE, { fetch: fetchFrom(app, '203.0.113.7') });
    for (let i = 0; i < 30; i += 1) {
      const { error } = await attacker.auth.signInWithPassword({ email, password: `wrong-${i}` });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    const blocked = await attacker.auth.signInWithPassword({ email, password: PASSWORD });
    expect(blocked.data.session).toBeNull();
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });

    const raw = await fetchFrom(app, '203.0.113.7')(`${URL_BASE}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(raw.status).toBe(429);
    expect(await raw.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(290);
    expect(Number(raw.headers.get('retry-after'))).toBeLessThanOrEqual(300);

    const neighbour = await memoryClient(URL_BASE, { fetch: fetchFrom(app, '198.51.100.2') }).auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    expect(neighbour.error).toBeNull();
    expect(neighbour.data.session?.access_token).toBeTruthy();
  });

  it('counts sign-ups and sign-ins in the same bucket (sign_in_sign_ups)', async () => {
    const app = create();
    const client = memoryClient(URL_BASE, { fetch: fetchFrom(app, '203.0.113.8') });
    for (let i = 0; i < 15; i += 1) {
      expect((await client.auth.signUp({ email: newEmail(), password: 'short' })).error?.code).toBe('weak_password');
      expect((await client.auth.signInWithPassword({ email: 'nobody@shop.test', password: PASSWORD })).error?.code).toBe(
        'invalid_credentials',
      );
    }
    expect((await client.auth.signUp({ email: newEmail(), password: PASSWORD })).error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
    });
    expect((await client.auth.signInWithPassword({ email: 'nobody@shop.test', password: PASSWORD })).error).toMatchObject({ status: 429 });
  });

  it('allows 150 token refreshes per 5 minutes per address, apart from sign-ins', async () => {
    const app = create();
    const email = await confirmedUser();
    const from = fetchFrom(app, '203.0.113.9');
    const refresh = () =>
      from(`${URL_BASE}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify({ refresh_token: 'not-a-real-token' }),
      });
    for (let i = 0; i < 150; i += 1) expect((await refresh()).status).toBe(400);
    const blocked = await refresh();
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).code).toBe('over_request_rate_limit');
    const signIn = await memoryClient(URL_BASE, { fetch: from }).auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });

  it('allows 30 e-mail link verifications per 5 minutes per address', async () => {
    const from = fetchFrom(create(), '203.0.113.10');
    const verify = () =>
      from(`${URL_BASE}/auth/v1/verify?token=guess&type=signup&redirect_to=http://localhost:4321/`, { redirect: 'manual' });
    for (let i = 0; i < 30; i += 1) expect((await verify()).status).toBe(303);
    const blocked = await verify();
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('sends one confirmation e-mail per address per 60 s (over_email_send_rate_limit)', async () => {
    const client = memoryClient(URL_BASE, { fetch: fetchFrom(create(), '203.0.113.11') });
    const email = newEmail();
    expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const again = await client.auth.signUp({ email, password: PASSWORD });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after (59|60) seconds\.$/);
    expect((await authStore(db.sql).mailbox()).filter((m) => m.to === email)).toHaveLength(1);
  });

  it('caps the e-mails of the whole project per hour and creates no user it cannot mail', async () => {
    const app = create({ rateLimits: { ...SUPABASE_RATE_LIMITS, emailSent: 2 } });
    const clients = ['203.0.113.12', '203.0.113.13', '203.0.113.14'].map((ip) => memoryClient(URL_BASE, { fetch: fetchFrom(app, ip) }));
    const emails = [newEmail(), newEmail(), newEmail()];
    expect((await clients[0]!.auth.signUp({ email: emails[0]!, password: PASSWORD })).error).toBeNull();
    expect((await clients[1]!.auth.signUp({ email: emails[1]!, password: PASSWORD })).error).toBeNull();
    const third = await clients[2]!.auth.signUp({ email: emails[2]!, password: PASSWORD });
    expect(third.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' });
    expect(await authStore(db.sql).userByEmail(emails[2]!)).toBeNull();
  });
});
