import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeJwt } from 'jose';
import type { SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { createEmailUser } from '../../local/auth/accounts.ts';
import { createAuthApp } from '../../local/auth/app.ts';
import { generateSigningKey } from '../../local/auth/keys.ts';
import { authStore } from '../../local/auth/store.ts';
import { totpCode, totpStep } from '../../local/auth/totp.ts';
import { DEMO_ADMIN, DEMO_ADMIN_TOTP, demoAdminTotpSecret, demoAdminTotpUri, seedDemoData } from '../../local/demo-accounts.ts';
import { fetchFrom, memoryClient, standInConfig } from './auth-fixture.ts';
import { authStandInSuite } from './auth-standin-harness.ts';
import { freshDatabase } from './db-fixture.ts';

const PASSWORD = 'solar-panels-2026';
const STEP_MS = 30_000;
const HEADERS = { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
let counter = 0;
const newEmail = () => `mfa${++counter}.${Date.now()}@shop.test`;

/** The middle of the current 30-second step, so codes a step either side are unambiguous. */
const midStep = () => totpStep(Date.now()) * STEP_MS + STEP_MS / 2;

describe('MFA (TOTP) on the Auth stand-in, as Supabase Auth speaks it', () => {
  const suite = authStandInSuite();
  afterEach(() => void vi.useRealTimers());

  async function signedIn(email?: string): Promise<{ email: string; client: SupabaseClient; token: string }> {
    const address = email ?? newEmail();
    if (!email) await createEmailUser(authStore(suite.db.sql), { email: address, password: PASSWORD, data: {}, confirmed: true });
    const client = suite.auth.client();
    const { data, error } = await client.auth.signInWithPassword({ email: address, password: PASSWORD });
    expect(error).toBeNull();
    return { email: address, client, token: data.session?.access_token as string };
  }

  async function enrolled(client: SupabaseClient): Promise<{ factorId: string; secret: string }> {
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(error).toBeNull();
    return { factorId: data!.id, secret: data!.totp.secret };
  }

  function wire(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
    return fetch(`${suite.auth.url}/auth/v1${path}`, {
      method: init.method ?? 'POST',
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  }

  /** A new challenge, then a verification with `code`; the raw answer. */
  async function verifyOnWire(token: string, factorId: string, code: string): Promise<Response> {
    const challenge = (await (await wire(`/factors/${factorId}/challenge`, token, { body: {} })).json()) as { id: string };
    return wire(`/factors/${factorId}/verify`, token, { body: { challenge_id: challenge.id, code } });
  }

  it('enrolls a TOTP factor: secret, otpauth:// URI and an SVG QR code, listed unverified until verified', async () => {
    const { client, token, email } = await signedIn();
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'My phone' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'My phone', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    const uri = new URL(data!.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/localhost:4321:${email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret: data!.totp.secret,
      issuer: 'localhost:4321',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });

    // On the wire the QR code is the bare SVG, as GoTrue sends it; supabase-js makes the data URI.
    const raw = await wire('/factors', token, { body: { factor_type: 'totp', friendly_name: 'Tablet', issuer: 'Solar Shop' } });
    expect(raw.status).toBe(200);
    const body = (await raw.json()) as { totp: { qr_code: string; uri: string } };
    expect(body.totp.qr_code).toMatch(/^<svg /);
    expect(body.totp.uri).toContain('otpauth://totp/Solar%20Shop:');

    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.all.map((f) => [f.friendly_name, f.factor_type, f.status])).toEqual([
      ['My phone', 'totp', 'unverified'],
      ['Tablet', 'totp', 'unverified'],
    ]);
    expect(factors.data?.totp).toEqual([]);
    expect(Object.keys(factors.data!.all[0]!).sort()).toEqual(
      ['created_at', 'factor_type', 'friendly_name', 'id', 'last_challenged_at', 'status', 'updated_at'].sort(),
    );

    const conflict = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'My phone' });
    expect(conflict.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    const phone = await wire('/factors', token, { body: { factor_type: 'phone', phone: '+254712345678' } });
    expect(phone.status).toBe(422);
    expect(await phone.json()).toEqual({ code: 'mfa_phone_enroll_not_enabled', message: 'MFA enroll is disabled for Phone' });
    expect((await wire('/factors', token, { body: { factor_type: 'sms' } })).status).toBe(400);
  });

  it('supabase-js: challengeAndVerify gives an aal2 session, ends the other aal1 sessions, and refreshing keeps aal2', async () => {
    const first = await signedIn();
    const other = await signedIn(first.email);
    const otherRefresh = (await other.client.auth.getSession()).data.session?.refresh_token as string;
    const { factorId, secret } = await enrolled(first.client);

    const before = await first.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const verified = await first.client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr).toEqual([
      { method: 'totp', timestamp: expect.any(Number) },
      { method: 'password', timestamp: expect.any(Number) },
    ]);
    expect(verified.data!.user.factors?.map((f) => f.status)).toEqual(['verified']);
    const aal = await first.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(aal.data?.currentAuthenticationMethods).toEqual([
      { method: 'totp', timestamp: expect.any(Number) },
      { method: 'password', timestamp: expect.any(Number) },
    ]);
    expect((await first.client.auth.mfa.listFactors()).data?.totp.map((f) => f.id)).toEqual([factorId]);

    // The session signed in before the verification is over: its refresh token and access token stop working.
    const stale = await suite.auth.client().auth.refreshSession({ refresh_token: otherRefresh });
    expect(stale.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const staleUser = await wire('/user', other.token, { method: 'GET' });
    expect(staleUser.status).toBe(403);
    expect(((await staleUser.json()) as { code: string }).code).toBe('session_not_found');

    const refreshed = await first.client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({ aal: 'aal2', amr: claims.amr });

    // A new password sign-in is aal1, and the client sees that aal2 is within reach.
    const later = await signedIn(first.email);
    expect(decodeJwt(later.token).aal).toBe('aal1');
    expect((await later.client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect((await later.client.auth.mfa.getAuthenticatorAssuranceLevel(later.token)).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });

    // Step-up on that session with the next code: aal2 again; the other aal2 session lives on (Supabase ends only those below aal2).
    const challenge = await later.client.auth.mfa.challenge({ factorId });
    expect(challenge.data).toMatchObject({ type: 'totp', expires_at: expect.any(Number) });
    expect(challenge.data!.expires_at - Date.now() / 1000).toBeGreaterThan(295);
    const stepUp = await later.client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: totpCode(secret, Date.now() + STEP_MS),
    });
    expect(stepUp.error).toBeNull();
    expect(decodeJwt(stepUp.data!.access_token).aal).toBe('aal2');
    expect((await first.client.auth.refreshSession()).error).toBeNull();
  });

  it('refuses a wrong code with 422 mfa_verification_failed, and a missing one with 400', async () => {
    const { client, token } = await signedIn();
    const { factorId } = await enrolled(client);
    const wrong = await verifyOnWire(token, factorId, '000000');
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    const viaClient = await client.auth.mfa.challengeAndVerify({ factorId, code: '123456' });
    expect(viaClient.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    const empty = await verifyOnWire(token, factorId, '');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { code: string }).code).toBe('validation_failed');
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal1');
  });

  it('accepts one 30-second step of drift either way and refuses two', async () => {
    const { client, token } = await signedIn();
    const { factorId, secret } = await enrolled(client);
    const now = midStep();
    vi.useFakeTimers({ toFake: ['Date'], now });
    for (const steps of [-2, 2])
      expect((await verifyOnWire(token, factorId, totpCode(secret, now + steps * STEP_MS))).status, `${steps}`).toBe(422);
    for (const steps of [-1, 0, 1])
      expect((await verifyOnWire(token, factorId, totpCode(secret, now + steps * STEP_MS))).status, `${steps}`).toBe(200);
  });

  it('takes the same code again on a new challenge, as Supabase does; a used challenge is refused', async () => {
    const { client, token } = await signedIn();
    const { factorId, secret } = await enrolled(client);
    const now = midStep();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const code = totpCode(secret, now);
    const challenge = (await (await wire(`/factors/${factorId}/challenge`, token, { body: {} })).json()) as { id: string };
    const ok = await wire(`/factors/${factorId}/verify`, token, { body: { challenge_id: challenge.id, code } });
    expect(ok.status).toBe(200);
    const next = ((await ok.json()) as { access_token: string }).access_token;
    expect((await verifyOnWire(next, factorId, code)).status).toBe(200);
    expect((await verifyOnWire(next, factorId, totpCode(secret, now - STEP_MS))).status).toBe(200);
    expect((await verifyOnWire(next, factorId, '000000')).status).toBe(422);
    const again = await wire(`/factors/${factorId}/verify`, next, { body: { challenge_id: challenge.id, code } });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { code: string }).code).toBe('mfa_ip_address_mismatch');
  });

  it('lets a challenge expire after 5 minutes', async () => {
    const { client, token, email } = await signedIn();
    const { factorId, secret } = await enrolled(client);
    const challenge = (await (await wire(`/factors/${factorId}/challenge`, token, { body: {} })).json()) as {
      id: string;
      expires_at: number;
    };
    const later = challenge.expires_at * 1000 + 1000;
    vi.useFakeTimers({ toFake: ['Date'], now: later });
    const expired = await wire(`/factors/${factorId}/verify`, token, {
      body: { challenge_id: challenge.id, code: totpCode(secret, later) },
    });
    expect(expired.status).toBe(422);
    expect(await expired.json()).toEqual({
      code: 'mfa_challenge_expired',
      message: `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    });
    const gone = await wire(`/factors/${factorId}/verify`, token, { body: { challenge_id: challenge.id, code: totpCode(secret, later) } });
    expect(((await gone.json()) as { code: string }).code).toBe('mfa_factor_not_found');
    expect(email).toBeTruthy();
  });

  it('finds only the signed-in user’s factors (404 mfa_factor_not_found)', async () => {
    const owner = await signedIn();
    const { factorId } = await enrolled(owner.client);
    const stranger = await signedIn();
    const foreign = await wire(`/factors/${factorId}/challenge`, stranger.token, { body: {} });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ code: 'mfa_factor_not_found', message: 'Factor not found' });
    expect((await wire('/factors/not-a-uuid/challenge', owner.token, { body: {} })).status).toBe(404);
    expect((await wire(`/factors/${factorId}/challenge`, 'not-a-token', { body: {} })).status).toBe(403);
  });

  it('asks for aal2 to enroll another factor or unenroll a verified one; unenrolling drops the session to aal1', async () => {
    const { client, email } = await signedIn();
    const { factorId, secret } = await enrolled(client);
    const spare = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Spare' });
    expect((await client.auth.mfa.unenroll({ factorId: spare.data!.id })).data).toEqual({ id: spare.data!.id });
    await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) });

    const plain = await signedIn(email);
    const more = await plain.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
    expect(more.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const refused = await plain.client.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    const removed = await client.auth.mfa.unenroll({ factorId });
    expect(removed).toEqual({ data: { id: factorId }, error: null });
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });
    expect(refreshed.data.user?.factors).toBeUndefined();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('gives the demo admin a verified factor from DEMO_ADMIN_TOTP_SECRET (or the default); sign-in stays aal1', async () => {
    await seedDemoData(suite.db, authStore(suite.db.sql), null, null);
    const secret = demoAdminTotpSecret({});
    expect(secret).toBe(DEMO_ADMIN_TOTP.defaultSecret);
    expect(demoAdminTotpUri(secret)).toContain(`secret=${secret}`);
    const admin = suite.auth.client();
    const { data } = await admin.auth.signInWithPassword(DEMO_ADMIN);
    expect(decodeJwt(data.session!.access_token).aal).toBe('aal1');
    const factors = (await admin.auth.mfa.listFactors()).data!.totp;
    expect(factors.map((f) => f.friendly_name)).toEqual([DEMO_ADMIN_TOTP.friendlyName]);
    const now = midStep();
    const stepUp = await admin.auth.mfa.challengeAndVerify({ factorId: factors[0]!.id, code: totpCode(secret, now - STEP_MS) });
    expect(decodeJwt(stepUp.data!.access_token).aal).toBe('aal2');

    const changed = demoAdminTotpSecret({ DEMO_ADMIN_TOTP_SECRET: 'jbsw y3dp ehpk 3pxp' });
    expect(changed).toBe('JBSWY3DPEHPK3PXP');
    await seedDemoData(suite.db, authStore(suite.db.sql), null, null, changed);
    const again = suite.auth.client();
    await again.auth.signInWithPassword(DEMO_ADMIN);
    expect((await again.auth.mfa.listFactors()).data!.all).toHaveLength(1);
    expect(
      (await again.auth.mfa.challengeAndVerify({ factorId: factors[0]!.id, code: totpCode(changed, now - STEP_MS) })).error,
    ).toBeNull();
    expect(() => demoAdminTotpSecret({ DEMO_ADMIN_TOTP_SECRET: 'not-base32!' })).toThrow(/DEMO_ADMIN_TOTP_SECRET/);
  });
});

describe('MFA rate limits on the Auth stand-in', () => {
  it('allows 15 verifications per minute per address, right or wrong, then answers 429', async () => {
    const db = await freshDatabase();
    try {
      const { key } = await generateSigningKey();
      const base = 'http://127.0.0.1:54321';
      const app = createAuthApp({
        store: authStore(db.sql),
        key,
        config: standInConfig(base, { rateLimits: { ...standInConfig(base).rateLimits, mfaChallengeAndVerify: 15 } }),
      });
      const email = newEmail();
      await createEmailUser(authStore(db.sql), { email, password: PASSWORD, data: {}, confirmed: true });
      const attacker = memoryClient(base, { fetch: fetchFrom(app, '203.0.113.7') });
      await attacker.auth.signInWithPassword({ email, password: PASSWORD });
      const enroll = await attacker.auth.mfa.enroll({ factorType: 'totp' });
      const factorId = enroll.data!.id;
      const challenge = await attacker.auth.mfa.challenge({ factorId });
      for (let i = 0; i < 15; i += 1) {
        const { error } = await attacker.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: String(100000 + i) });
        expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
      }
      const blocked = await attacker.auth.mfa.verify({
        factorId,
        challengeId: challenge.data!.id,
        code: totpCode(enroll.data!.totp.secret),
      });
      expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });

      const session = (await attacker.auth.getSession()).data.session!;
      const raw = await fetchFrom(app, '203.0.113.7')(`${base}/auth/v1/factors/${factorId}/verify`, {
        method: 'POST',
        headers: { ...HEADERS, authorization: `Bearer ${session.access_token}` },
        body: JSON.stringify({ challenge_id: challenge.data!.id, code: '123456' }),
      });
      expect(raw.status).toBe(429);
      expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(raw.headers.get('retry-after'))).toBeLessThanOrEqual(60);

      // Another address has its own bucket (and its own challenge: a challenge answers only where it was asked).
      const neighbour = memoryClient(base, { fetch: fetchFrom(app, '198.51.100.2') });
      await neighbour.auth.signInWithPassword({ email, password: PASSWORD });
      const ok = await neighbour.auth.mfa.challengeAndVerify({ factorId, code: totpCode(enroll.data!.totp.secret) });
      expect(ok.error).toBeNull();
    } finally {
      await db.close();
    }
  });
});
