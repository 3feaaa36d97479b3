import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import type { Database } from '../../src/server/db/index.ts';
import { confirmationLink, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { freshDatabase } from './db-fixture.ts';

const PASSWORD = 'solar-panels-2026';
let counter = 0;
const newEmail = () => `Shopper${++counter}.${Date.now()}@Shop.test`;

describe('supabase-js against the Auth stand-in (e-mail confirmation on)', () => {
  let db: Database;
  let auth: RunningStandIn;
  beforeAll(async () => {
    db = await freshDatabase();
    auth = await startStandIn(db);
  });
  afterAll(async () => {
    await auth.stop();
    await db.close();
  });

  it('rejects a weak password with weak_password and its reasons', async () => {
    const { data, error } = await auth.client().auth.signUp({ email: newEmail(), password: 'short' });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password', reasons: ['length'] });
    expect(error?.message).toBe('Password should be at least 8 characters.');
  });

  it('rejects a malformed e-mail with validation_failed', async () => {
    const { error } = await auth.client().auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('signs up without a session, refuses sign-in until the e-mail link is followed, then signs in', async () => {
    const email = newEmail();
    const supabase = auth.client();
    const signUp = await supabase.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: 'http://localhost:4321/account' } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ email: email.toLowerCase(), role: 'authenticated', aud: 'authenticated' });
    expect(signUp.data.user?.identities).toHaveLength(1);
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();

    const early = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });

    const link = await confirmationLink(db, email);
    const visit = await fetch(link, { redirect: 'manual' });
    expect(visit.status).toBe(303);
    const landing = new URL(visit.headers.get('location') ?? '');
    expect(landing.origin + landing.pathname).toBe('http://localhost:4321/account');
    const code = landing.searchParams.get('code');
    expect(code).toBeTruthy();
    const exchanged = await supabase.auth.exchangeCodeForSession(code as string);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();

    const again = await fetch(link, { redirect: 'manual' });
    expect(again.headers.get('location')).toContain('error_code=otp_expired');

    const signIn = await auth.client().auth.signInWithPassword({ email: email.toUpperCase(), password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.expires_in).toBe(3600);
  });

  it('answers a repeated sign-up for a confirmed e-mail with a user without identities (no enumeration)', async () => {
    const email = newEmail();
    await auth.client().auth.signUp({ email, password: PASSWORD });
    await fetch(await confirmationLink(db, email), { redirect: 'manual' });
    const { data, error } = await auth.client().auth.signUp({ email, password: 'another-password' });
    expect(error).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.session).toBeNull();
  });

  it('confirms through an implicit-flow link with the session in the URL hash', async () => {
    const email = newEmail();
    await auth.client({ flowType: 'implicit' }).auth.signUp({ email, password: PASSWORD });
    const visit = await fetch(await confirmationLink(db, email), { redirect: 'manual' });
    const hash = new URLSearchParams(new URL(visit.headers.get('location') ?? '').hash.slice(1));
    expect(hash.get('token_type')).toBe('bearer');
    expect(hash.get('type')).toBe('signup');
    const { data } = await auth.client().auth.getUser(hash.get('access_token') as string);
    expect(data.user?.email).toBe(email.toLowerCase());
  });

  describe('with a confirmed user', () => {
    let email: string;
    beforeAll(async () => {
      email = newEmail();
      await auth.client().auth.signUp({ email, password: PASSWORD });
      await fetch(await confirmationLink(db, email), { redirect: 'manual' });
    });

    it.each([
      ['a wrong password', () => email, 'wrong-password-1'],
      ['an unknown e-mail', () => 'nobody@shop.test', PASSWORD],
    ])('refuses %s with invalid_credentials', async (_name, who, password) => {
      const { data, error } = await auth.client().auth.signInWithPassword({ email: who(), password });
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    });

    it('issues ES256 tokens with the real claims, verifiable against the JWKS', async () => {
      const supabase = auth.client();
      const { data } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
      const token = data.session?.access_token as string;
      expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: auth.key.kid, typ: 'JWT' });
      const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(`${auth.url}/auth/v1/.well-known/jwks.json`)), {
        issuer: `${auth.url}/auth/v1`,
        audience: 'authenticated',
      });
      expect(payload).toMatchObject({
        sub: data.user?.id,
        email: email.toLowerCase(),
        role: 'authenticated',
        aal: 'aal1',
        is_anonymous: false,
        app_metadata: { provider: 'email', providers: ['email'] },
      });
      expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
      expect(typeof payload.session_id).toBe('string');
      expect((payload.exp as number) - (payload.iat as number)).toBe(3600);
      const claims = await supabase.auth.getClaims();
      expect(claims.data?.claims.sub).toBe(data.user?.id);
    });

    it('reads the user, refreshes with rotation, and signs out so the old token is refused', async () => {
      const supabase = auth.client();
      const signIn = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
      const first = signIn.data.session;
      const user = await supabase.auth.getUser();
      expect(user.data.user?.email).toBe(email.toLowerCase());

      const refreshed = await supabase.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.session?.refresh_token).not.toBe(first?.refresh_token);
      const retry = await auth.client().auth.refreshSession({ refresh_token: first?.refresh_token as string });
      expect(retry.data.session?.refresh_token).toBe(refreshed.data.session?.refresh_token);

      const unknown = await auth.client().auth.refreshSession({ refresh_token: 'not-a-real-token' });
      expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });

      const out = await supabase.auth.signOut();
      expect(out.error).toBeNull();
      expect((await supabase.auth.getSession()).data.session).toBeNull();
      const stale = await auth.client().auth.getUser(first?.access_token);
      expect(stale.error?.name).toBe('AuthSessionMissingError');
      const wire = await fetch(`${auth.url}/auth/v1/user`, {
        headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${first?.access_token}`, 'x-supabase-api-version': '2024-01-01' },
      });
      expect(wire.status).toBe(403);
      expect(await wire.json()).toEqual({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
      const after = await auth.client().auth.refreshSession({ refresh_token: refreshed.data.session?.refresh_token as string });
      expect(after.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    });

    it('refuses a forged token on /user with bad_jwt', async () => {
      const { error } = await auth.client().auth.getUser('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
      expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    });
  });

  it('signs in with Google through the local consent page and a PKCE code', async () => {
    const supabase = auth.client();
    const { data } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'http://localhost:4321/', skipBrowserRedirect: true },
    });
    const consent = await fetch(data.url as string);
    expect(consent.status).toBe(200);
    const html = await consent.text();
    expect(html).toContain('Choose an account');
    const hidden = Object.fromEntries([...html.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const form = new URLSearchParams({ ...hidden, identity: '0', action: 'allow' });
    const back = await fetch(`${auth.url}/auth/v1/callback`, { method: 'POST', body: form, redirect: 'manual' });
    const code = new URL(back.headers.get('location') ?? '').searchParams.get('code') as string;
    const session = await supabase.auth.exchangeCodeForSession(code);
    expect(session.error).toBeNull();
    expect(session.data.session?.provider_token).toBe('dev-google-token');
    expect(session.data.user).toMatchObject({
      email: 'amina.wanjiru@gmail.test',
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: { full_name: 'Amina Wanjiru', email_verified: true },
    });
    const reuse = await auth.client().auth.exchangeCodeForSession(code);
    expect(reuse.error).toBeTruthy();
  });

  it('refuses a PKCE code with the wrong verifier', async () => {
    const challenge = 'a'.repeat(43);
    const form = new URLSearchParams({
      redirect_to: 'http://localhost:4321/',
      code_challenge: challenge,
      code_challenge_method: 's256',
      identity: '1',
      action: 'allow',
    });
    const back = await fetch(`${auth.url}/auth/v1/callback`, { method: 'POST', body: form, redirect: 'manual' });
    const code = new URL(back.headers.get('location') ?? '').searchParams.get('code');
    const res = await fetch(`${auth.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'b'.repeat(56) }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    });
  });

  it('sends a cancelled Google sign-in back with an error', async () => {
    const form = new URLSearchParams({ redirect_to: 'http://localhost:4321/', action: 'cancel' });
    const back = await fetch(`${auth.url}/auth/v1/callback`, { method: 'POST', body: form, redirect: 'manual' });
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('error')).toBe('access_denied');
  });

  it.each([
    ['without an API key', {}, { message: 'No API key found in request' }],
    ['with a wrong API key', { apikey: 'nope' }, { message: 'Invalid API key' }],
  ])('answers 401 %s, as the gateway does', async (_name, headers, body) => {
    const res = await fetch(`${auth.url}/auth/v1/settings`, { headers });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject(body);
  });

  it('uses the legacy error shape when no API version is sent', async () => {
    const res = await fetch(`${auth.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@shop.test', password: 'y' }),
    });
    expect(await res.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('answers a browser preflight with the origin and requested headers echoed', async () => {
    const res = await fetch(`${auth.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4321',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version');
    const get = await fetch(`${auth.url}/auth/v1/.well-known/jwks.json`, { headers: { origin: 'http://localhost:4321' } });
    expect(get.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    expect(get.headers.get('cache-control')).toBe('public, max-age=600');
    expect((await get.json()).keys).toEqual([
      expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: auth.key.kid }),
    ]);
  });
});

describe('supabase-js against the Auth stand-in (autoconfirm on)', () => {
  let db: Database;
  let auth: RunningStandIn;
  beforeAll(async () => {
    db = await freshDatabase();
    auth = await startStandIn(db, { autoconfirm: true });
  });
  afterAll(async () => {
    await auth.stop();
    await db.close();
  });

  it('signs in at sign-up and refuses a second sign-up with user_already_exists', async () => {
    const email = newEmail();
    const first = await auth.client().auth.signUp({ email, password: PASSWORD });
    expect(first.data.session?.access_token).toBeTruthy();
    const second = await auth.client().auth.signUp({ email, password: PASSWORD });
    expect(second.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('creates a customer profile through the sign-up trigger', async () => {
    const { data } = await auth.client().auth.signUp({ email: newEmail(), password: PASSWORD });
    expect(await db.profiles.roleOf(data.user?.id as string)).toBe('customer');
    const [row] = await db.sql.query(`select role from public.profiles where id = $1`, [data.user?.id]);
    expect(row).toEqual({ role: 'customer' });
  });
});
