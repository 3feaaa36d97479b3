import { describe, expect, it } from 'vitest';
import { authStore } from '../../local/auth/store.ts';
import { confirmationLink } from './auth-fixture.ts';
import { authStandInSuite } from './auth-standin-harness.ts';

const PASSWORD = 'solar-panels-2026';
const SITE = 'http://localhost:4321/';
let counter = 0;
const newEmail = () => `google${++counter}.${Date.now()}@shop.test`;

describe('the local Google consent page', () => {
  const suite = authStandInSuite();

  /** Posts the consent form as the page does; `fields` pick the identity. */
  async function consent(fields: Record<string, string>): Promise<URL> {
    const form = new URLSearchParams({ redirect_to: SITE, action: 'allow', ...fields });
    const res = await fetch(`${suite.auth.url}/auth/v1/callback`, { method: 'POST', body: form, redirect: 'manual' });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location') ?? '');
  }

  async function confirmedUser(email: string): Promise<string> {
    await suite.auth.client().auth.signUp({ email, password: PASSWORD });
    await fetch(await confirmationLink(suite.db, email), { redirect: 'manual' });
    const { data } = await suite.auth.client().auth.signInWithPassword({ email, password: PASSWORD });
    return data.user?.id as string;
  }

  it.each([
    ['implicit', {}],
    ['PKCE', { code_challenge: 'c'.repeat(43), code_challenge_method: 's256' }],
  ])('refuses a typed e-mail that already has an account (%s) and leaves that account alone', async (_flow, pkce) => {
    const email = newEmail();
    const id = await confirmedUser(email);
    const before = await authStore(suite.db.sql).userById(id);
    const mailsBefore = (await authStore(suite.db.sql).mailbox()).length;

    const landing = await consent({ identity: 'custom', email: email.toUpperCase(), name: 'Intruder', ...pkce });
    expect(landing.searchParams.get('code')).toBeNull();
    expect(landing.hash).not.toContain('access_token');
    expect(landing.searchParams.get('error')).toBe('access_denied');
    expect(landing.searchParams.get('error_code')).toBe('provider_email_needs_verification');
    expect(new URLSearchParams(landing.hash.slice(1)).get('error_code')).toBe('provider_email_needs_verification');

    const after = await authStore(suite.db.sql).userById(id);
    expect(after).toEqual(before);
    expect(after?.identities.map((i) => i.provider)).toEqual(['email']);
    expect((await authStore(suite.db.sql).mailbox()).length).toBe(mailsBefore);
  });

  it('creates an unconfirmed user for a new typed e-mail, mails a confirmation, and signs in only through that mail', async () => {
    const email = newEmail();
    const landing = await consent({ identity: 'custom', email, name: 'New Person' });
    expect(landing.searchParams.get('error_code')).toBe('provider_email_needs_verification');
    expect(landing.searchParams.get('error_description')).toBe(
      'Unverified email with google. A confirmation email has been sent to your google email',
    );

    const user = await authStore(suite.db.sql).userByEmail(email);
    expect(user?.emailConfirmedAt).toBeNull();
    expect(user?.identities).toEqual([
      expect.objectContaining({ provider: 'google', identityData: expect.objectContaining({ email, email_verified: false }) }),
    ]);

    const again = await consent({ identity: 'custom', email, name: 'Someone Else' });
    expect(again.searchParams.get('error_code')).toBe('provider_email_needs_verification');
    expect(again.hash).not.toContain('access_token');

    const visit = await fetch(await confirmationLink(suite.db, email), { redirect: 'manual' });
    const hash = new URLSearchParams(new URL(visit.headers.get('location') ?? '').hash.slice(1));
    expect(hash.get('type')).toBe('signup');
    const { data } = await suite.auth.client().auth.getUser(hash.get('access_token') as string);
    expect(data.user).toMatchObject({ id: user?.id, email, app_metadata: { provider: 'google', providers: ['google'] } });
  });

  it('links a fixed (verified) test identity to the account with that e-mail, as today', async () => {
    const email = 'otieno.ochieng@gmail.test';
    const id = await confirmedUser(email);
    const landing = await consent({ identity: '1' });
    const hash = new URLSearchParams(landing.hash.slice(1));
    const { data } = await suite.auth.client().auth.getUser(hash.get('access_token') as string);
    expect(data.user).toMatchObject({ id, email, app_metadata: { providers: ['email', 'google'] } });
    const password = await suite.auth.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(password.error).toBeNull();
  });

  it('drops an unconfirmed password when a verified Google identity claims the address (no pre-account takeover)', async () => {
    const email = 'amina.wanjiru@gmail.test';
    await suite.auth.client().auth.signUp({ email, password: 'planted-by-someone' });
    const landing = await consent({ identity: '0' });
    const hash = new URLSearchParams(landing.hash.slice(1));
    const { data } = await suite.auth.client().auth.getUser(hash.get('access_token') as string);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities?.map((i) => i.provider)).toEqual(['google']);
    const planted = await suite.auth.client().auth.signInWithPassword({ email, password: 'planted-by-someone' });
    expect(planted.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });
});
