import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../local/auth/mails.ts';
import { authStore } from '../../local/auth/store.ts';
import { startMailCatcherForTests, type MailCatcherForTests } from '../../local/mail/testing.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { createEmailSender, emailConfigFromEnv, type EmailSender } from '../../src/server/email/index.ts';
import { authStandInSuite } from './auth-standin-harness.ts';

/** As `npm start` runs it: the stand-in's e-mails go out through the e-mail door into the one local mailbox. */

const PASSWORD = 'solar-panels-2026';
const SITE = 'http://localhost:4321';
let counter = 0;
const newEmail = () => `mail${++counter}.${Date.now()}@shop.test`;
const firstLink = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? '';

describe('the Auth stand-in sending through SMTP', () => {
  let mail: MailCatcherForTests;
  let sender: EmailSender;
  beforeAll(async () => {
    mail = await startMailCatcherForTests();
    sender = createEmailSender(emailConfigFromEnv({ SMTP_URL: mail.smtpUrl }));
  });
  afterAll(async () => {
    await sender.close();
    await mail.stop();
  });
  const suite = authStandInSuite({}, () => smtpMailer(sender, mail.url));
  beforeEach(() => mail.control.reset());

  it('puts the confirmation mail in the catcher, not in auth.dev_mailbox, and its link confirms', async () => {
    const email = newEmail();
    expect((await suite.auth.client().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const [confirmation, ...others] = await mail.control.messages();
    expect(others).toEqual([]);
    expect(confirmation).toMatchObject({
      to: [email],
      subject: 'Confirm Your Signup',
      messageId: expect.stringMatching(/^<signup\.[0-9a-f-]+@auth\.localhost>$/),
    });
    expect(confirmation?.text).toContain('Follow this link to confirm your user:');
    expect(await authStore(suite.db.sql).mailbox()).toEqual([]);

    const link = firstLink(confirmation?.text ?? '');
    expect(new URL(link).searchParams.get('type')).toBe('signup');
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(303);
    expect((await suite.auth.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('puts the recovery mail there too', async () => {
    const email = newEmail();
    await suite.auth.client().auth.signUp({ email, password: PASSWORD });
    await fetch(firstLink((await mail.control.messages())[0]?.text ?? ''), { redirect: 'manual' });
    expect((await suite.auth.client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const [recovery] = await mail.control.messages();
    expect(recovery).toMatchObject({ to: [email], subject: 'Reset Your Password' });
    expect(new URL(firstLink(recovery?.text ?? '')).searchParams.get('type')).toBe('recovery');
  });

  it('writes the confirmation in Kiswahili to a shopper who signed up on a Kiswahili page, and its link leads back there', async () => {
    const email = newEmail();
    const signedUp = await suite.auth
      .client()
      .auth.signUp({ email, password: PASSWORD, options: { data: { locale: 'sw' }, emailRedirectTo: `${SITE}/sw/account` } });
    expect(signedUp.error).toBeNull();
    const [confirmation] = await mail.control.messages();
    expect(confirmation).toMatchObject({ to: [email], subject: 'Thibitisha akaunti yako' });
    expect(confirmation?.text).toContain('Fuata kiungo hiki ili kuthibitisha akaunti yako');
    expect(confirmation?.text).not.toContain('Follow this link');
    const confirmed = await fetch(firstLink(confirmation?.text ?? ''), { redirect: 'manual' });
    expect(new URL(confirmed.headers.get('location') ?? '').pathname).toBe('/sw/account');
  });

  it.each<[string, Record<string, string>, string, string, string]>([
    [
      'asked from a Kiswahili page',
      { locale: 'en' },
      '/sw/account/reset-password',
      'Weka nenosiri jipya',
      'Fuata kiungo hiki ili kuweka nenosiri jipya',
    ],
    [
      'asked by a shopper who signed up in Kiswahili',
      { locale: 'sw' },
      '/account/reset-password',
      'Weka nenosiri jipya',
      'Fuata kiungo hiki ili kuweka nenosiri jipya',
    ],
    [
      'asked in English by a shopper who signed up in English',
      { locale: 'en' },
      '/account/reset-password',
      'Reset Your Password',
      'Follow this link to reset the password',
    ],
  ])('writes the recovery mail %s in that language', async (_, data, page, subject, text) => {
    const email = newEmail();
    await suite.auth.client().auth.signUp({ email, password: PASSWORD, options: { data } });
    await fetch(firstLink((await mail.control.messages())[0]?.text ?? ''), { redirect: 'manual' });
    await mail.control.reset();
    expect((await suite.auth.client().auth.resetPasswordForEmail(email, { redirectTo: `${SITE}${page}` })).error).toBeNull();
    const [recovery] = await mail.control.messages();
    expect(recovery).toMatchObject({ to: [email], subject });
    expect(recovery?.text).toContain(text);
    expect(new URL(firstLink(recovery?.text ?? '')).searchParams.get('redirect_to')).toBe(`${SITE}${page}`);
  });

  it('sends a developer from its /mailbox to the catcher page', async () => {
    const response = await fetch(`${suite.auth.url}/mailbox`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(mail.url);
  });

  it('fails the request, as GoTrue does, when the mail cannot be sent', async () => {
    await mail.control.fault('refuse-550', 1);
    const response = await fetch(`${suite.auth.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: newEmail(), password: PASSWORD }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error_code: 'unexpected_failure' });
  });
});

describe('the Auth stand-in without SMTP (in-process tests)', () => {
  const suite = authStandInSuite();
  it('has no mailbox page of its own', async () => {
    const response = await fetch(`${suite.auth.url}/mailbox`, { redirect: 'manual' });
    expect(response.status).toBe(404);
  });
});
