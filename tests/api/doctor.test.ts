import { spawn } from 'node:child_process';
import { LOCAL_SEND_EMAIL_HOOK_SECRET } from '../../src/server/auth/send-email-hook.ts';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsStandInForTests, type SmsStandInForTests } from '../../local/africastalking/testing.ts';
import { LOCAL_SUPABASE_ACCESS_TOKEN } from '../../local/auth/management.ts';
import { startMailCatcherForTests, type MailCatcherForTests } from '../../local/mail/testing.ts';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import { runDoctor } from '../../scripts/doctor/doctor.ts';
import type { Database } from '../../src/server/db/index.ts';
import { healthRoutes } from '../../src/server/routes/health.ts';
import { startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { freshDatabase, freshPostgresWithUrl } from './db-fixture.ts';

/**
 * `npm run doctor` against the stand-ins, started here on free ports: a good local setup reports
 * every line ok; each broken setting fails its own line, named, with the rest ok; production's
 * rules refuse what a local setup may use; the CLI exits 1 on a failure and 0 when all is ok.
 */

type Env = Record<string, string>;

const LOGIN = { user: 'shop', password: 'right-password' };

let db: Database;
let auth: RunningStandIn;
let laxAuth: RunningStandIn;
let pesapal: SandboxForTests;
let mail: MailCatcherForTests;
let sms: SmsStandInForTests;
let shop: { url: string; port: number; stop(): Promise<void> };
let closed: number;
let good: Env;

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** The shop's GET /api/health over the test's database, as the server mounts it. */
async function startShop(database: Database) {
  const app = new Hono().route('/api/health', healthRoutes(database));
  const server = await new Promise<ReturnType<typeof serve>>((done) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port, stop: () => new Promise<void>((done) => server.close(() => done())) };
}

beforeAll(async () => {
  db = await freshDatabase();
  [auth, laxAuth, pesapal, mail, sms, shop, closed] = await Promise.all([
    startStandIn(db),
    startStandIn(db, { autoconfirm: true, mfa: { totpEnrollEnabled: false, totpVerifyEnabled: false, maxEnrolledFactors: 10 } }),
    startSandboxForTests(),
    startMailCatcherForTests({ login: LOGIN }),
    startSmsStandInForTests(),
    startShop(db),
    closedPort(),
  ]);
  // What npm start's server does at start (local/register-ipn.ts): the IPN URL it will be called on.
  const ipnUrl = `http://127.0.0.1:${shop.port}/api/pesapal/ipn`;
  const registered = await pesapal.client({ ipnUrl }).ipnId();
  expect(registered.ok).toBe(true);
  const smtp = new URL(mail.smtpUrl);
  smtp.username = LOGIN.user;
  smtp.password = LOGIN.password;
  // npm start's settings, but on this test's ports: PORT gives SITE_URL and the IPN URL, the rest the stand-ins.
  good = {
    PORT: String(shop.port),
    PUBLIC_SUPABASE_URL: auth.url,
    PESAPAL_BASE_URL: pesapal.url,
    SMTP_URL: smtp.href,
    AT_BASE_URL: sms.url,
  };
});

afterAll(async () => {
  await Promise.all([auth?.stop(), laxAuth?.stop(), pesapal?.stop(), mail?.stop(), sms?.stop(), shop?.stop()]);
  await db?.close();
});

const CHECK_NAMES = [
  'site',
  'shop',
  'database',
  'supabase auth',
  'supabase mfa',
  'pesapal',
  'pesapal ipn',
  'e-mail',
  'auth e-mails',
  'sms',
  'content',
  'previews',
  'publish',
];

/** The check lines of a report (`ok  ` or `FAIL`, two spaces, the name in 15 columns, the text), by name. */
function byName(lines: string[]): Map<string, { status: string; text: string }> {
  const found = new Map<string, { status: string; text: string }>();
  for (const line of lines) {
    const status = line.slice(0, 4).trim();
    const name = line.slice(6, 21).trim();
    if ((status === 'ok' || status === 'FAIL') && CHECK_NAMES.includes(name)) found.set(name, { status, text: line.slice(21) });
  }
  return found;
}

const failing = (lines: string[]) => [...byName(lines)].filter(([, line]) => line.status === 'FAIL').map(([name]) => name);

describe('npm run doctor against the stand-ins', () => {
  it('reports every check ok for a good local setup, in order, mode and site first', async () => {
    const report = await runDoctor(good);
    expect(report.lines[0]).toBe(
      `npm run doctor: local (npm start's stand-ins; NODE_ENV=production judges production), SITE_URL http://localhost:${shop.port}`,
    );
    expect([...byName(report.lines).keys()]).toEqual(CHECK_NAMES);
    expect(failing(report.lines), report.lines.join('\n')).toEqual([]);
    expect(report.failed).toBe(0);
    expect(report.lines.at(-1)).toBe('All 13 checks ok.');
    const lines = byName(report.lines);
    expect(lines.get('pesapal ipn')?.text).toContain(`http://127.0.0.1:${shop.port}/api/pesapal/ipn is registered`);
    expect(lines.get('e-mail')?.text).toContain('accepted the login of SMTP_URL');
    expect(lines.get('sms')?.text).toContain('balance KES');
    expect(lines.get('supabase mfa')?.text).toContain('TOTP MFA enroll and verify on');
    expect(lines.get('content')?.text).toMatch(/^the seed dataset in studio\/seed: \d+ published products$/);
    expect(report.lines.join('\n')).not.toContain(LOGIN.password);
  });

  /** A good setup with one thing broken: the lines that fail, and what each of `messages` finds among them. */
  const broken: Array<[string, () => Env, string[], RegExp[]]> = [
    [
      'the shop down',
      () => ({ SITE_URL: `http://127.0.0.1:${closed}` }),
      ['shop'],
      [/^nothing answers GET http:\/\/127\.0\.0\.1:\d+\/api\/health/],
    ],
    [
      'DATABASE_URL unreachable',
      () => ({ DATABASE_URL: `postgres://shop:db-password-123@127.0.0.1:${closed}/shop` }),
      ['database'],
      [/^could not read PostgreSQL at 127\.0\.0\.1:\d+\/shop: .*ECONNREFUSED/],
    ],
    [
      'Supabase unreachable',
      () => ({ PUBLIC_SUPABASE_URL: `http://127.0.0.1:${closed}` }),
      ['supabase auth', 'supabase mfa'],
      [/\/auth\/v1\/settings: Could not reach .*ECONNREFUSED/, /^Could not reach the Management API at .*ECONNREFUSED/],
    ],
    [
      'e-mail confirmations and TOTP MFA off',
      () => ({ PUBLIC_SUPABASE_URL: laxAuth.url }),
      ['supabase auth', 'supabase mfa'],
      [/^e-mail confirmations are off \(mailer_autoconfirm\)/, /^TOTP MFA enroll and verify is off for project local/],
    ],
    [
      'a wrong management token',
      () => ({ SUPABASE_ACCESS_TOKEN: 'not-the-token' }),
      ['supabase mfa'],
      [/refused SUPABASE_ACCESS_TOKEN \(HTTP 401\)/],
    ],
    [
      'a wrong Pesapal secret',
      () => ({ PESAPAL_CONSUMER_SECRET: 'wrong-secret' }),
      ['pesapal', 'pesapal ipn'],
      [/^Pesapal refused the consumer key and secret \(invalid_consumer_key_or_secret_provided/, /^Pesapal refused the IPN list/],
    ],
    [
      'the IPN URL not registered',
      () => ({ PESAPAL_IPN_URL: `http://127.0.0.1:${shop.port}/elsewhere` }),
      ['pesapal ipn'],
      [/^PESAPAL_IPN_URL http:\/\/127\.0\.0\.1:\d+\/elsewhere is not registered with Pesapal\. Fix: npm run doctor -- --register-ipn/],
    ],
    [
      'an unknown PESAPAL_IPN_ID',
      () => ({ PESAPAL_IPN_ID: 'no-such-ipn-id' }),
      ['pesapal ipn'],
      [/^PESAPAL_IPN_ID no-such-ipn-id is not among/],
    ],
    [
      'a wrong SMTP password',
      () => ({ SMTP_URL: good.SMTP_URL!.replace(LOGIN.password, 'wrong-password') }),
      ['e-mail'],
      [/the SMTP server refused the login: check the user and password in SMTP_URL .*535/],
    ],
    [
      "a wrong Africa's Talking key",
      () => ({ AT_API_KEY: 'wrong-api-key' }),
      ['sms'],
      [/^Africa's Talking refused the username and API key \(HTTP 401\)/],
    ],
    [
      'a short delivery-report key',
      () => ({ AT_DELIVERY_REPORT_KEY: 'short' }),
      ['sms'],
      [/AT_DELIVERY_REPORT_KEY: at least 24 characters/],
    ],
    [
      'Sanity unreachable',
      () => ({ SANITY_PROJECT_ID: 'abc123', SANITY_API_HOST: `http://127.0.0.1:${closed}` }),
      ['content'],
      [/^Sanity project abc123, dataset production: /],
    ],
    ['a short PREVIEW_SECRET', () => ({ PREVIEW_SECRET: 'too-short' }), ['previews'], [/^PREVIEW_SECRET is shorter than 16 characters/]],
    [
      'a short webhook secret',
      () => ({ SANITY_WEBHOOK_SECRET: 'too-short' }),
      ['publish'],
      [/^SANITY_WEBHOOK_SECRET is shorter than 16 characters/],
    ],
  ];

  it.each(broken)('names the failure: %s', async (_case, change, failures, messages) => {
    const report = await runDoctor({ ...good, ...change() });
    expect(failing(report.lines), report.lines.join('\n')).toEqual(failures);
    expect(report.failed).toBe(failures.length);
    const texts = failures.map((name) => byName(report.lines).get(name)?.text ?? '');
    for (const message of messages)
      expect(
        texts.some((text) => message.test(text)),
        `${message}\n${texts.join('\n')}`,
      ).toBe(true);
    expect(report.lines.at(-1)).toBe(`${failures.length} of 13 checks failed: ${failures.join(', ')}.`);
    expect(report.lines.join('\n')).not.toMatch(/db-password-123|wrong-password|wrong-secret|wrong-api-key|not-the-token/);
  });
});

describe('npm run doctor in production (NODE_ENV=production)', () => {
  /** Everything production asks for that can be judged without a hosted service; the network lines fail on loopback. */
  const production = (): Env => ({
    NODE_ENV: 'production',
    SITE_URL: `https://127.0.0.1:${closed}`,
    SANITY_WEBHOOK_SECRET: 'a-long-random-webhook-secret',
    DEPLOY_HOOK_URL: 'https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
  });

  const rules: Array<[string, Env, string, RegExp]> = [
    [
      'SITE_URL http',
      { SITE_URL: 'http://shop.example.co.ke' },
      'site',
      /SITE_URL is http:\/\/shop\.example\.co\.ke: production is served over https only/,
    ],
    ['no DATABASE_URL', {}, 'database', /DATABASE_URL is not set/],
    ['the stand-in as Supabase', {}, 'supabase auth', /PUBLIC_SUPABASE_URL is not set/],
    ['no SUPABASE_ACCESS_TOKEN', {}, 'supabase mfa', /SUPABASE_ACCESS_TOKEN: not set: a personal access token/],
    ['the local Pesapal sandbox', {}, 'pesapal', /PESAPAL_ENV is local/],
    ['no SMTP_URL', {}, 'e-mail', /SMTP_URL: required when NODE_ENV is production/],
    [
      "Africa's Talking's sandbox",
      { AT_ENV: 'sandbox', AT_API_KEY: 'sandbox-key', AT_DELIVERY_REPORT_KEY: 'a-delivery-report-key-of-24' },
      'sms',
      /AT_ENV is sandbox: SMS would go to Africa's Talking's simulator/,
    ],
    ['no SANITY_PROJECT_ID', {}, 'content', /SANITY_PROJECT_ID is not set/],
    ['no deploy hook', { DEPLOY_HOOK_URL: '' }, 'publish', /DEPLOY_HOOK_URL not set/],
    ['the public local webhook secret', { SANITY_WEBHOOK_SECRET: 'local-sanity-webhook-secret' }, 'publish', /the public local one/],
    ['no SEND_EMAIL_HOOK_SECRET', {}, 'auth e-mails', /SEND_EMAIL_HOOK_SECRET not set: sign-ups and password resets would fail/],
    [
      'the public local hook secret',
      { SEND_EMAIL_HOOK_SECRET: LOCAL_SEND_EMAIL_HOOK_SECRET },
      'auth e-mails',
      /SEND_EMAIL_HOOK_SECRET is the public local one/,
    ],
  ];

  it.each(rules)('refuses %s', async (_case, change, name, message) => {
    const report = await runDoctor({ ...production(), ...change });
    expect(report.lines[0]).toMatch(/^npm run doctor: production \(NODE_ENV=production\), SITE_URL /);
    const line = byName(report.lines).get(name);
    expect(line?.status, report.lines.join('\n')).toBe('FAIL');
    expect(line?.text).toMatch(message);
  });

  it('keeps what production accepts ok: https SITE_URL, publish → live, MFA read with an access token', async () => {
    const report = await runDoctor({
      ...production(),
      SUPABASE_MANAGEMENT_URL: auth.url,
      SUPABASE_ACCESS_TOKEN: LOCAL_SUPABASE_ACCESS_TOKEN,
      PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
    });
    const lines = byName(report.lines);
    expect(lines.get('site')).toEqual({
      status: 'ok',
      text: `https://127.0.0.1:${closed}, client addresses from the socket, rate limits read`,
    });
    expect(lines.get('publish')?.text).toBe(
      'webhook secret set (28 characters), deploy hook at api.cloudflare.com (not called), bursts of 60 s',
    );
    expect(lines.get('supabase mfa')).toEqual({
      status: 'ok',
      text: 'TOTP MFA enroll and verify on for project abcdefghijklmnopqrst, at most 10 factors a user',
    });
    expect(report.lines.join('\n')).not.toContain('0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run doctor with DATABASE_URL (PostgreSQL)', () => {
  it('says every migration is applied, and names the first one missing', async () => {
    const fresh = await freshPostgresWithUrl(process.env.TEST_DATABASE_URL!);
    try {
      const applied = byName((await runDoctor({ ...good, DATABASE_URL: fresh.url })).lines).get('database');
      expect(applied?.status).toBe('ok');
      expect(applied?.text).toMatch(/^PostgreSQL at 127\.0\.0\.1:\d+\/shop_test_\w+: all \d+ migrations applied \(latest \d+_/);
      const [last] = await fresh.db.sql.query<{ version: string }>(
        'delete from supabase_migrations.schema_migrations where version = (select max(version) from supabase_migrations.schema_migrations) returning version',
      );
      const pending = byName((await runDoctor({ ...good, DATABASE_URL: fresh.url })).lines).get('database');
      expect(pending?.status).toBe('FAIL');
      expect(pending?.text).toMatch(
        new RegExp(`1 of \\d+ migrations not applied \\(first ${last!.version}_.*Fix: apply them: npx supabase db push`),
      );
    } finally {
      await fresh.db.close();
    }
  });
});

/** Runs the real CLI through the pinned node, as npm run doctor does. */
function runCli(env: Env, args: string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['scripts/doctor.ts', ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => done({ code, output }));
  });
}

describe('the npm run doctor command', () => {
  it('exits 0 with every line ok against the stand-ins', async () => {
    const { code, output } = await runCli(good);
    expect(output).toContain('All 13 checks ok.');
    expect(code, output).toBe(0);
  });

  it('exits 1 naming each failure of a broken environment, and prints no secret', async () => {
    const { code, output } = await runCli({
      ...good,
      PESAPAL_CONSUMER_SECRET: 'wrong-secret',
      AT_API_KEY: 'wrong-api-key',
      SANITY_WEBHOOK_SECRET: 'too-short',
    });
    expect(code, output).toBe(1);
    expect(output).toMatch(/^FAIL {2}pesapal {8}Pesapal refused the consumer key and secret/m);
    expect(output).toMatch(/^FAIL {2}sms {12}Africa's Talking refused the username and API key/m);
    expect(output).toMatch(/^FAIL {2}publish {8}SANITY_WEBHOOK_SECRET is shorter than 16 characters/m);
    expect(output).toContain('4 of 13 checks failed: pesapal, pesapal ipn, sms, publish.');
    expect(output).not.toMatch(/wrong-secret|wrong-api-key/);
  });

  it('registers the IPN URL with --register-ipn and prints the ipn_id to set', async () => {
    const ipnUrl = `http://127.0.0.1:${shop.port}/api/pesapal/ipn-registered-by-the-doctor`;
    const { code, output } = await runCli({ ...good, PESAPAL_IPN_URL: ipnUrl }, ['--register-ipn']);
    expect(output).toMatch(new RegExp(`Registered ${ipnUrl} \\(GET\\) with Pesapal local: ipn_id [\\w-]+\\. Set PESAPAL_IPN_ID=`));
    expect(output).toMatch(/^ok {4}pesapal ipn {4}.*ipn-registered-by-the-doctor is registered/m);
    expect(code, output).toBe(0);
  });

  it('refuses an unknown argument', async () => {
    const { code, output } = await runCli(good, ['--fix-everything']);
    expect(code).toBe(2);
    expect(output).toContain('unknown argument --fix-everything');
  });
});
