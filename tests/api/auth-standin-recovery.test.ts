import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { authStore } from '../../local/auth/store.ts';
import { mailLink } from './auth-fixture.ts';
import { authStandInSuite } from './auth-standin-harness.ts';

const OLD_PASSWORD = 'solar-panels-2026';
const NEW_PASSWORD = 'inverter-battery-2027';
const RESET_PAGE = 'http://localhost:4321/account/reset-password';
const HEADERS = { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
let counter = 0;
const newEmail = () => `recover${++counter}.${Date.now()}@shop.test`;

describe('password recovery on the Auth stand-in', () => {
  const suite = authStandInSuite();

  async function confirmedUser(): Promise<string> {
    const email = newEmail();
    await suite.auth.client().auth.signUp({ email, password: OLD_PASSWORD });
    await fetch(await mailLink(suite.db, email, 'signup'), { redirect: 'manual' });
    return email;
  }

  async function expectOnlyNewPasswordWorks(email: string): Promise<void> {
    const fresh = await suite.auth.client().auth.signInWithPassword({ email, password: NEW_PASSWORD });
    expect(fresh.error).toBeNull();
    const old = await suite.auth.client().auth.signInWithPassword({ email, password: OLD_PASSWORD });
    expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  }

  it('resets a password through the mailbox link with PKCE, as supabase-js drives it', async () => {
    const email = await confirmedUser();
    const supabase = suite.auth.client();
    const requested = await supabase.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    expect(requested).toEqual({ data: {}, error: null });

    const link = new URL(await mailLink(suite.db, email, 'recovery'));
    expect(link.origin + link.pathname).toBe(`${suite.auth.url}/auth/v1/verify`);
    expect(link.searchParams.get('redirect_to')).toBe(RESET_PAGE);

    const visit = await fetch(link, { redirect: 'manual' });
    expect(visit.status).toBe(303);
    const landing = new URL(visit.headers.get('location') ?? '');
    expect(landing.origin + landing.pathname).toBe(RESET_PAGE);
    const code = landing.searchParams.get('code') as string;
    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);

    const updated = await supabase.auth.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(email);
    await expectOnlyNewPasswordWorks(email);

    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('resets a password with the implicit flow: the session arrives in the hash with type=recovery', async () => {
    const email = await confirmedUser();
    const supabase = suite.auth.client({ flowType: 'implicit' });
    expect((await supabase.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })).error).toBeNull();
    const visit = await fetch(await mailLink(suite.db, email, 'recovery'), { redirect: 'manual' });
    const hash = new URLSearchParams(new URL(visit.headers.get('location') ?? '').hash.slice(1));
    expect(hash.get('type')).toBe('recovery');
    const session = await supabase.auth.setSession({
      access_token: hash.get('access_token') as string,
      refresh_token: hash.get('refresh_token') as string,
    });
    expect(session.error).toBeNull();
    expect((await supabase.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    await expectOnlyNewPasswordWorks(email);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const email = await confirmedUser();
    const ask = (address: string) =>
      fetch(`${suite.auth.url}/auth/v1/recover?redirect_to=${encodeURIComponent(RESET_PAGE)}`, {
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify({ email: address, code_challenge: null, code_challenge_method: null }),
      });
    const mailsBefore = (await authStore(suite.db.sql).mailbox()).length;
    const unknown = newEmail();
    const [known, stranger] = [await ask(email), await ask(unknown)];
    expect([known.status, stranger.status]).toEqual([200, 200]);
    expect([await known.json(), await stranger.json()]).toEqual([{}, {}]);
    expect((await authStore(suite.db.sql).mailbox()).length).toBe(mailsBefore + 1);

    const [knownAgain, strangerAgain] = [await ask(email), await ask(unknown)];
    expect([knownAgain.status, strangerAgain.status]).toEqual([429, 429]);
    const [a, b] = [await knownAgain.json(), await strangerAgain.json()];
    expect(a).toEqual(b);
    expect(a).toMatchObject({
      code: 'over_email_send_rate_limit',
      message: expect.stringMatching(/^For security purposes, you can only request this after \d+ seconds\.$/),
    });
    expect(knownAgain.headers.get('retry-after')).toBeTruthy();
  });

  it('rejects a missing or malformed address', async () => {
    expect((await suite.auth.client().auth.resetPasswordForEmail('')).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Password recovery requires an email',
    });
    expect((await suite.auth.client().auth.resetPasswordForEmail('not-an-email')).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
  });

  describe('updateUser({password})', () => {
    it('refuses the same password (same_password) and a weak one (weak_password)', async () => {
      const email = await confirmedUser();
      const supabase = suite.auth.client();
      await supabase.auth.signInWithPassword({ email, password: OLD_PASSWORD });
      const same = await supabase.auth.updateUser({ password: OLD_PASSWORD });
      expect(same.error).toMatchObject({
        status: 422,
        code: 'same_password',
        message: 'New password should be different from the old password.',
      });
      const weak = await supabase.auth.updateUser({ password: 'short' });
      expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
      const old = await suite.auth.client().auth.signInWithPassword({ email, password: OLD_PASSWORD });
      expect(old.error).toBeNull();
    });

    it('ends the user’s other sessions and keeps the one that changed it', async () => {
      const email = await confirmedUser();
      const elsewhere = suite.auth.client();
      await elsewhere.auth.signInWithPassword({ email, password: OLD_PASSWORD });
      const here = suite.auth.client();
      await here.auth.signInWithPassword({ email, password: OLD_PASSWORD });
      expect((await here.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
      expect((await here.auth.getUser()).error).toBeNull();
      expect((await elsewhere.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    });

    it('needs a Bearer token and changes nothing but the password', async () => {
      const anonymous = await fetch(`${suite.auth.url}/auth/v1/user`, {
        method: 'PUT',
        headers: HEADERS,
        body: JSON.stringify({ password: NEW_PASSWORD }),
      });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });

      const email = await confirmedUser();
      const supabase = suite.auth.client();
      await supabase.auth.signInWithPassword({ email, password: OLD_PASSWORD });
      const change = await supabase.auth.updateUser({ email: newEmail() });
      expect(change.error).toMatchObject({ status: 400, code: 'validation_failed' });
    });
  });
});
