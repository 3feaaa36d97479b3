import { afterEach, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import {
  checkHookSignature,
  LOCAL_SEND_EMAIL_HOOK_SECRET,
  returnAddress,
  sendEmailHookConfigFromEnv,
  sendEmailPayload,
  verifyLink,
} from '../../src/server/auth/send-email-hook.ts';

/** Supabase Auth's Send Email Hook, the shop's side: its secret, the Standard Webhooks signature, the payload and the link. */

const SECRET = 'v1,whsec_' + Buffer.from('a secret of thirty-two bytes ok!').toString('base64');
const OTHER = 'v1,whsec_' + Buffer.from('another secret, thirty-two bytes').toString('base64');
const whsec = (secret: string) => secret.slice('v1,'.length);

describe('SEND_EMAIL_HOOK_SECRET', () => {
  it.each<[string, Record<string, string>, { ok: true; secrets: string[] } | { ok: false; reason: RegExp }]>([
    ['unset', {}, { ok: false, reason: /not set/ }],
    ['as the dashboard shows it', { SEND_EMAIL_HOOK_SECRET: SECRET }, { ok: true, secrets: [whsec(SECRET)] }],
    ['two while rotating', { SEND_EMAIL_HOOK_SECRET: `${SECRET}|${OTHER}` }, { ok: true, secrets: [whsec(SECRET), whsec(OTHER)] }],
    ['without v1,', { SEND_EMAIL_HOOK_SECRET: whsec(SECRET) }, { ok: false, reason: /v1,whsec_/ }],
    ['too short', { SEND_EMAIL_HOOK_SECRET: 'v1,whsec_abc' }, { ok: false, reason: /v1,whsec_/ }],
    [
      'the local one, locally',
      { SEND_EMAIL_HOOK_SECRET: LOCAL_SEND_EMAIL_HOOK_SECRET },
      { ok: true, secrets: [whsec(LOCAL_SEND_EMAIL_HOOK_SECRET)] },
    ],
    [
      'the local one in production',
      { SEND_EMAIL_HOOK_SECRET: LOCAL_SEND_EMAIL_HOOK_SECRET, NODE_ENV: 'production' },
      { ok: false, reason: /public local/ },
    ],
  ])('%s', (_, env, expected) => {
    const config = sendEmailHookConfigFromEnv(env);
    if (expected.ok) expect(config).toEqual(expected);
    else expect(config).toMatchObject({ ok: false, reason: expect.stringMatching(expected.reason) });
  });
});

describe('the Standard Webhooks signature', () => {
  afterEach(() => vi.useRealTimers());

  it("accepts the specification's own example (Standard Webhooks, svix's test vector)", () => {
    vi.useFakeTimers({ now: 1614265330 * 1000 });
    const result = checkHookSignature(['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'], '{"test": 2432232314}', {
      id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      timestamp: '1614265330',
      signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
    expect(result).toEqual({ ok: true });
  });

  const body = '{"user":{}}';
  const signed = (secret: string, at: Date, payload = body) => ({
    id: 'msg_1',
    timestamp: String(Math.floor(at.getTime() / 1000)),
    signature: new Webhook(whsec(secret)).sign('msg_1', at, payload),
  });
  const now = new Date();
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it.each<[string, string[], ReturnType<typeof signed> | Partial<ReturnType<typeof signed>>, string, string]>([
    ['signed with the secret', [SECRET], signed(SECRET, now), body, 'ok'],
    ['signed with the second of two secrets', [OTHER, SECRET], signed(SECRET, now), body, 'ok'],
    ['signed 4 minutes ago', [SECRET], signed(SECRET, minutesAgo(4)), body, 'ok'],
    ['signed with another secret', [SECRET], signed(OTHER, now), body, 'HOOK_SIGNATURE_INVALID'],
    ['over another body', [SECRET], signed(SECRET, now, '{"user":{"id":"x"}}'), body, 'HOOK_SIGNATURE_INVALID'],
    ['signed 6 minutes ago', [SECRET], signed(SECRET, minutesAgo(6)), body, 'HOOK_SIGNATURE_EXPIRED'],
    ['signed 6 minutes ahead', [SECRET], signed(SECRET, minutesAgo(-6)), body, 'HOOK_SIGNATURE_EXPIRED'],
    ['with a timestamp that is not a number', [SECRET], { ...signed(SECRET, now), timestamp: 'soon' }, body, 'HOOK_SIGNATURE_INVALID'],
    ['with a signature of another version', [SECRET], { ...signed(SECRET, now), signature: 'v1a,abc' }, body, 'HOOK_SIGNATURE_INVALID'],
    ['without a signature', [SECRET], { id: 'msg_1', timestamp: '1' }, body, 'HOOK_UNSIGNED'],
    ['without an id', [SECRET], { ...signed(SECRET, now), id: undefined }, body, 'HOOK_UNSIGNED'],
  ])('a call %s: %s', (_, secrets, headers, payload, expected) => {
    const result = checkHookSignature(
      secrets.map(whsec),
      payload,
      headers as { id: string | undefined; timestamp: string | undefined; signature: string | undefined },
    );
    expect(result).toEqual(expected === 'ok' ? { ok: true } : { ok: false, code: expected });
  });
});

describe('the payload', () => {
  const payload = (emailData: Record<string, unknown>, user: Record<string, unknown> = {}) => ({
    user: { id: 'u1', email: 'amina@example.co.ke', user_metadata: { locale: 'sw' }, aud: 'authenticated', ...user },
    email_data: {
      token: '123456',
      token_hash: 'pkce_abc',
      redirect_to: 'https://shop.example/sw/account',
      email_action_type: 'signup',
      site_url: 'https://ref.supabase.co/auth/v1',
      token_new: '',
      token_hash_new: '',
      ...emailData,
    },
  });

  it.each<[string, unknown, string | null]>([
    ['a sign-up', payload({}), null],
    ['a recovery', payload({ email_action_type: 'recovery' }), null],
    ['a magic link', payload({ email_action_type: 'magiclink' }), null],
    ['a reauthentication code without a hash', payload({ email_action_type: 'reauthentication', token_hash: '' }), null],
    ['a user without metadata', payload({}, { user_metadata: null }), null],
    ['an e-mail change, which the shop does not offer', payload({ email_action_type: 'email_change' }), 'email_data.email_action_type'],
    ['an invitation, which the shop does not send', payload({ email_action_type: 'invite' }), 'email_data.email_action_type'],
    ['a sign-up without its token hash', payload({ token_hash: '' }), 'email_data.token_hash'],
    ['a reauthentication without its code', payload({ email_action_type: 'reauthentication', token: '' }), 'email_data.token'],
    ['a user without an e-mail', payload({}, { email: '' }), 'user.email'],
    ['no email_data', { user: payload({}).user }, 'email_data'],
  ])('%s: refused at %s', (_, body, field) => {
    const parsed = sendEmailPayload.safeParse(body);
    expect(parsed.success ? null : parsed.error.issues[0]?.path.join('.')).toBe(field);
  });
});

describe('the mailed link', () => {
  const SITE = 'https://shop.example.co.ke';

  it.each<[string, string, string]>([
    ['a page of the shop', `${SITE}/sw/account`, `${SITE}/sw/account`],
    ['a page with a query', `${SITE}/account/reset-password?from=mail`, `${SITE}/account/reset-password?from=mail`],
    ['another site', 'https://evil.example/account', SITE],
    ['a look-alike host', 'https://shop.example.co.ke.evil.example/account', SITE],
    ['plain http', 'http://shop.example.co.ke/account', SITE],
    ['a loopback address, in production', 'http://127.0.0.1:4321/account', SITE],
    ['nothing', '', SITE],
    ['a script', 'javascript:alert(1)', SITE],
  ])('leads back to %s: %s', (_, redirectTo, expected) => {
    expect(returnAddress(redirectTo, SITE)).toBe(expected);
  });

  it('takes the other loopback spelling locally, as the Auth stand-in does', () => {
    expect(returnAddress('http://127.0.0.1:4321/sw/account', 'http://localhost:4321')).toBe('http://127.0.0.1:4321/sw/account');
  });

  it("is Supabase's own: /auth/v1/verify with the token hash, the action and the page to come back to", () => {
    const link = new URL(verifyLink('https://ref.supabase.co/', 'recovery', 'pkce_a+b/c', `${SITE}/sw/account/reset-password`));
    expect(link.origin + link.pathname).toBe('https://ref.supabase.co/auth/v1/verify');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      token: 'pkce_a+b/c',
      type: 'recovery',
      redirect_to: `${SITE}/sw/account/reset-password`,
    });
  });
});
