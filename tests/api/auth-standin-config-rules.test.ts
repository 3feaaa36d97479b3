import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { readConfig } from '../../local/auth/config.ts';
import { confirmationLink } from './auth-fixture.ts';
import { authStandInSuite } from './auth-standin-harness.ts';

const PASSWORD = 'solar-panels-2026';
const NEW_PASSWORD = 'inverter-battery-2027';
const SITE = 'https://shop.example.co.ke';
let counter = 0;
const newEmail = () => `rules${++counter}.${Date.now()}@shop.test`;

/**
 * Rules supabase/config.toml sets for production, which the stand-in enforces the same way:
 * secure_password_change, otp_expiry on confirmation links, and the redirect rule of a project
 * with no additional redirect URLs.
 */
describe('the Auth stand-in keeps the rules of supabase/config.toml', () => {
  const suite = authStandInSuite({ siteUrl: SITE });

  /** A confirmed user signed in with its password; the client holds the session. */
  async function signedIn() {
    const email = newEmail();
    const client = suite.auth.client();
    await client.auth.signUp({ email, password: PASSWORD });
    await fetch(await confirmationLink(suite.db, email), { redirect: 'manual' });
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { email, client, sessionId: decodeJwt(data.session!.access_token).session_id as string };
  }

  const ageSession = (sessionId: string, hours: number) =>
    suite.db.sql.query(`update auth.sessions set created_at = now() - make_interval(hours => $2) where id = $1`, [sessionId, hours]);

  it('changes the password from a session under 24 h old, and asks an older one to reauthenticate (secure_password_change)', async () => {
    expect(readConfig({}).securePasswordChange).toBe(true);
    expect(readConfig({ AUTH_SECURE_PASSWORD_CHANGE: 'false' }).securePasswordChange).toBe(false);

    const recent = await signedIn();
    await ageSession(recent.sessionId, 23);
    expect((await recent.client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();

    const old = await signedIn();
    await ageSession(old.sessionId, 25);
    const refused = await old.client.auth.updateUser({ password: NEW_PASSWORD });
    expect(refused.error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });
    const weak = await old.client.auth.updateUser({ password: 'short' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    suite.auth.config.securePasswordChange = false;
    expect((await old.client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
  });

  it('refuses a confirmation link older than an hour (otp_expiry), as a recovery link', async () => {
    const email = newEmail();
    await suite.auth.client().auth.signUp({ email, password: PASSWORD });
    await suite.db.sql.query(`update auth.users set confirmation_sent_at = now() - interval '61 minutes' where email = $1`, [email]);
    const visit = await fetch(await confirmationLink(suite.db, email), { redirect: 'manual' });
    expect(visit.headers.get('location')).toContain('error_code=otp_expired');
    const signIn = await suite.auth.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toMatchObject({ code: 'email_not_confirmed' });
  });

  it.each([
    ['a page of the site', `${SITE}/sw/account`, `${SITE}/sw/account`],
    ['another host', 'https://evil.example/account', SITE],
    ['the site over http', 'http://shop.example.co.ke/account', SITE],
    ['localhost, on a site that is not', 'http://localhost:4321/account', SITE],
    ['a loopback IP address', 'http://127.0.0.1:4321/account', 'http://127.0.0.1:4321/account'],
  ])('sends a confirmation link for %s back to %s', async (_name, redirectTo, landing) => {
    const email = newEmail();
    await suite.auth.client({ flowType: 'implicit' }).auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: redirectTo } });
    const visit = await fetch(await confirmationLink(suite.db, email), { redirect: 'manual' });
    const location = new URL(visit.headers.get('location') ?? '');
    const expected = new URL(landing);
    expect(location.origin + location.pathname).toBe(expected.origin + expected.pathname);
  });
});
