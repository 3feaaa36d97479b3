import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hookMailer } from '../../local/auth/hook-mailer.ts';
import { startMailCatcherForTests, type MailCatcherForTests } from '../../local/mail/testing.ts';
import { messages as swMessages } from '../../src/i18n/sw/messages.ts';
import { createApp } from '../../src/server/app.ts';
import { sendEmailHookConfigFromEnv, type SendEmailHookConfig } from '../../src/server/auth/send-email-hook.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import type { Database } from '../../src/server/db/index.ts';
import {
  createEmailSender,
  emailConfigFromEnv,
  type EmailMessage,
  type EmailSender,
  type SendResult,
} from '../../src/server/email/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { freshDatabase } from './db-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';

/**
 * POST /api/auth/send-email-hook (issue 46, item 7): Supabase Auth's Send Email Hook. A stranger's
 * call is refused before anything is read, never with a 5xx; a signed one becomes the shop's own
 * e-mail, in the shopper's language, through the e-mail door.
 */

const SECRET = 'v1,whsec_' + Buffer.from('the shop hook secret, 32 bytes!!').toString('base64');
const SITE = 'https://shop.example.co.ke';
const SUPABASE = 'https://ref.supabase.co';
const HOOK = '/api/auth/send-email-hook';

function payload(emailData: Record<string, unknown> = {}, metadata: Record<string, unknown> = { locale: 'sw' }) {
  return {
    user: { id: '8484b834-f29e-4af2-bf42-80644d154f76', aud: 'authenticated', email: 'amina@example.co.ke', user_metadata: metadata },
    email_data: {
      token: '305805',
      token_hash: 'pkce_7215a7de5c1e6f0c',
      redirect_to: `${SITE}/sw/account`,
      email_action_type: 'signup',
      site_url: `${SUPABASE}/auth/v1`,
      token_new: '',
      token_hash_new: '',
      ...emailData,
    },
  };
}

function signed(body: string, secret = SECRET, at = new Date()): Record<string, string> {
  const id = `msg_${Math.random().toString(36).slice(2)}`;
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret.slice(3)).sign(id, at, body),
  };
}

/** A door that keeps what it is given, and answers `result`. */
function keepingSender(result: () => SendResult = () => ({ ok: true, providerMessageId: 'x', detail: '250 OK' })) {
  const sent: EmailMessage[] = [];
  return { sent, send: async (message: EmailMessage) => (sent.push(message), result()) };
}

function api(options: {
  hook?: SendEmailHookConfig;
  sender?: Pick<EmailSender, 'send'> | null;
  snapshot?: CatalogueSnapshot;
  supabaseUrl?: string;
  siteUrl?: string;
}) {
  const sender = options.sender === undefined ? keepingSender() : options.sender;
  return createApp({
    catalogue: staticCatalogueSource(options.snapshot ?? SNAPSHOT_WITH_SHOP),
    siteUrl: options.siteUrl ?? SITE,
    supabaseUrl: options.supabaseUrl ?? SUPABASE,
    rateLimits: NO_RATE_LIMITS,
    sendEmailHook: options.hook ?? sendEmailHookConfigFromEnv({ SEND_EMAIL_HOOK_SECRET: SECRET }),
    ...(sender ? { messages: { senders: { email: sender }, messageIdDomain: 'shop.example.co.ke', background: () => undefined } } : {}),
  });
}

describe('POST /api/auth/send-email-hook', () => {
  it('turns a signed sign-up into the shop’s Kiswahili e-mail, with Supabase’s link back to the Kiswahili account page', async () => {
    const door = keepingSender();
    const body = JSON.stringify(payload());
    const answer = await api({ sender: door }).request(HOOK, { method: 'POST', headers: signed(body), body });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({});
    expect(door.sent).toHaveLength(1);
    const [mail] = door.sent;
    expect(mail).toMatchObject({ to: 'amina@example.co.ke', subject: 'Thibitisha barua pepe yako ya Solar Shop Kenya' });
    expect(mail?.messageId).toMatch(/^<auth-signup\.msg_\w+@shop\.example\.co\.ke>$/);
    const link = new URL(/https:\/\/ref\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    expect(link.origin + link.pathname).toBe(`${SUPABASE}/auth/v1/verify`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      token: 'pkce_7215a7de5c1e6f0c',
      type: 'signup',
      redirect_to: `${SITE}/sw/account`,
    });
    expect(mail?.html).toContain('Solar Shop Kenya');
  });

  it.each<[string, () => { headers: Record<string, string>; body: string }, number, string]>([
    ['unsigned', () => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload()) }), 401, 'HOOK_UNSIGNED'],
    [
      'signed with another secret',
      () => {
        const body = JSON.stringify(payload());
        return { headers: signed(body, 'v1,whsec_' + Buffer.from('somebody else’s secret, 32 bytes').toString('base64')), body };
      },
      401,
      'HOOK_SIGNATURE_INVALID',
    ],
    [
      'signed over another body',
      () => ({ headers: signed(JSON.stringify(payload())), body: JSON.stringify(payload({ redirect_to: 'https://evil.example' })) }),
      401,
      'HOOK_SIGNATURE_INVALID',
    ],
    [
      'signed 10 minutes ago (a replay)',
      () => {
        const body = JSON.stringify(payload());
        return { headers: signed(body, SECRET, new Date(Date.now() - 600_000)), body };
      },
      401,
      'HOOK_SIGNATURE_EXPIRED',
    ],
    ['signed, but not JSON', () => ({ headers: signed('{"user":'), body: '{"user":' }), 400, 'INVALID_JSON'],
    [
      'signed, for an e-mail change (not offered)',
      () => {
        const body = JSON.stringify(payload({ email_action_type: 'email_change' }));
        return { headers: signed(body), body };
      },
      400,
      'INVALID_REQUEST',
    ],
    [
      'signed, a sign-up without its token hash',
      () => {
        const body = JSON.stringify(payload({ token_hash: '' }));
        return { headers: signed(body), body };
      },
      400,
      'INVALID_REQUEST',
    ],
  ])('refuses a call %s: %s %s, and sends nothing', async (_, call, status, code) => {
    const door = keepingSender();
    const { headers, body } = call();
    const answer = await api({ sender: door }).request(HOOK, { method: 'POST', headers, body });
    expect(answer.status).toBe(status);
    expect(await answer.json()).toMatchObject({ error: { code } });
    expect(door.sent).toEqual([]);
  });

  it.each<[string, Parameters<typeof api>[0], string]>([
    ['without SEND_EMAIL_HOOK_SECRET', { hook: sendEmailHookConfigFromEnv({}) }, 'SEND_EMAIL_HOOK_NOT_CONFIGURED'],
    ['without an e-mail door', { sender: null }, 'EMAIL_NOT_CONFIGURED'],
    [
      'without the shop’s details in the build',
      { snapshot: { ...SNAPSHOT_WITH_SHOP, shop: undefined } as CatalogueSnapshot },
      'SHOP_DETAILS_MISSING',
    ],
  ])('answers 503 %s, naming why, so Supabase shows the shopper an error', async (_, options, code) => {
    const body = JSON.stringify(payload());
    const answer = await api(options).request(HOOK, { method: 'POST', headers: signed(body), body });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ error: { code } });
  });

  it('answers 503 with Retry-After when the mail server refuses for now, so Supabase tries again', async () => {
    const door = keepingSender(() => ({ ok: false, retryable: true, error: 'SMTP 421' }));
    const body = JSON.stringify(payload({ email_action_type: 'recovery' }));
    const answer = await api({ sender: door }).request(HOOK, { method: 'POST', headers: signed(body), body });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(await answer.json()).toMatchObject({ error: { code: 'EMAIL_NOT_SENT' } });
    expect(door.sent).toHaveLength(1);
  });

  it('answers 300 fuzzed calls (signed, unsigned or badly signed; any JSON, a changed payload or not JSON) with 200 or 4xx, never 5xx', async () => {
    const app = api({});
    const seen = new Set<number>();
    const valid = payload();
    const bodies = fc.oneof(
      fc.json(),
      fc.string({ maxLength: 200 }),
      fc
        .record({ field: fc.constantFrom('token', 'token_hash', 'redirect_to', 'email_action_type', 'site_url'), value: fc.jsonValue() })
        .map(({ field, value }) => JSON.stringify({ ...valid, email_data: { ...valid.email_data, [field]: value } })),
      fc
        .record({ field: fc.constantFrom('id', 'email', 'user_metadata'), value: fc.jsonValue() })
        .map(({ field, value }) => JSON.stringify({ ...valid, user: { ...valid.user, [field]: value } })),
      fc.constant(JSON.stringify(valid)),
    );
    const signing = fc.constantFrom('sign', 'none', 'garbled', 'old');
    await fc.assert(
      fc.asyncProperty(bodies, signing, fc.string({ maxLength: 40 }), async (body, how, junk) => {
        const headers =
          how === 'sign'
            ? signed(body)
            : how === 'old'
              ? signed(body, SECRET, new Date(Date.now() - 3_600_000))
              : how === 'garbled'
                ? { 'webhook-id': junk || 'x', 'webhook-timestamp': junk, 'webhook-signature': `v1,${junk}` }
                : {};
        const answer = await app.request(HOOK, { method: 'POST', headers, body });
        const text = await answer.text();
        seen.add(answer.status);
        expect(answer.status, text).toBeLessThan(500);
        expect(() => JSON.parse(text), text).not.toThrow();
      }),
      { numRuns: 300 },
    );
    expect([...seen].sort()).toEqual(expect.arrayContaining([200, 400, 401]));
  });

  it('mails a reauthentication code, and no link', async () => {
    const door = keepingSender();
    const body = JSON.stringify(payload({ email_action_type: 'reauthentication', token_hash: '', redirect_to: SITE }, { locale: 'en' }));
    const answer = await api({ sender: door }).request(HOOK, { method: 'POST', headers: signed(body), body });
    expect(answer.status).toBe(200);
    expect(door.sent[0]?.subject).toBe('Your Solar Shop Kenya confirmation code');
    expect(door.sent[0]?.text).toContain('Enter this code to confirm it is you: 305805');
    expect(door.sent[0]?.text).not.toContain('http');
  });
});

describe('the Auth stand-in with the hook set, as under npm start', () => {
  let db: Database;
  let mail: MailCatcherForTests;
  let sender: EmailSender;
  let shop: ReturnType<typeof serve>;
  let auth: RunningStandIn;
  let supabaseUrl = '';
  const LOCAL_SITE = 'http://localhost:4321';

  beforeAll(async () => {
    db = await freshDatabase();
    mail = await startMailCatcherForTests();
    sender = createEmailSender(emailConfigFromEnv({ SMTP_URL: mail.smtpUrl }));
    let app: ReturnType<typeof createApp> | null = null;
    shop = await new Promise((resolve) => {
      const s = serve(
        { fetch: (req) => app?.fetch(req) ?? new Response('starting', { status: 503 }), port: 0, hostname: '127.0.0.1' },
        () => resolve(s),
      );
    });
    const hookUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}${HOOK}`;
    auth = await startStandIn(db, {}, hookMailer({ uri: hookUrl, secrets: [SECRET] }, mail.url));
    supabaseUrl = auth.url;
    app = api({ sender, supabaseUrl, siteUrl: LOCAL_SITE });
  });
  afterAll(async () => {
    await auth.stop();
    await new Promise<void>((resolve) => shop.close(() => resolve()));
    await sender.close();
    await mail.stop();
    await db.close();
  });
  beforeEach(() => mail.control.reset());

  it('a sign-up on a Kiswahili page brings the shop’s Kiswahili e-mail to the mailbox; its link confirms and leads to /sw/account', async () => {
    const email = `hook.${Date.now()}@shop.test`;
    const password = 'solar-panels-2026';
    const client = auth.client();
    const signedUp = await client.auth.signUp({
      email,
      password,
      options: { data: { locale: 'sw' }, emailRedirectTo: `${LOCAL_SITE}/sw/account` },
    });
    expect(signedUp.error).toBeNull();
    const [confirmation, ...others] = await mail.control.messages();
    expect(others).toEqual([]);
    expect(confirmation).toMatchObject({ to: [email], subject: 'Thibitisha barua pepe yako ya Solar Shop Kenya' });
    expect(confirmation?.text).toContain(swMessages['messages.auth.signup.body'].replace('{shop}', 'Solar Shop Kenya'));
    expect(confirmation?.text).not.toMatch(/Confirm Your Signup|Follow this link/);

    const link = /http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\S+/.exec(confirmation?.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${supabaseUrl}/auth/v1/verify?`)).toBe(true);
    const confirmed = await fetch(link, { redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    expect(new URL(confirmed.headers.get('location') ?? '').pathname).toBe('/sw/account');
    expect((await auth.client().auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it('fails the sign-up, as Supabase does, when the hook refuses (here: the mail server is down), and nothing is mailed', async () => {
    await mail.control.fault('refuse-550', 1);
    const signedUp = await auth.client().auth.signUp({ email: `hook.down.${Date.now()}@shop.test`, password: 'solar-panels-2026' });
    expect(signedUp.error?.status).toBe(500);
    expect(await mail.control.messages()).toEqual([]);
  });
});
