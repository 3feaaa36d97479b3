import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDIN_BALANCE } from '../../local/africastalking/user-data.ts';
import { startSmsStandInForTests, type SmsStandInForTests } from '../../local/africastalking/testing.ts';
import { LOCAL_SUPABASE_ACCESS_TOKEN } from '../../local/auth/management.ts';
import { catcherSettings } from '../../local/mail/config.ts';
import { startMailCatcherForTests, type MailCatcherForTests } from '../../local/mail/testing.ts';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import { registerIpnAtStart } from '../../local/register-ipn.ts';
import { probeContent } from '../../src/cms/probe.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { fetchAuthSettings } from '../../src/server/auth/settings.ts';
import { pendingMigrations, readMigrations } from '../../src/server/db/migrate.ts';
import type { Database } from '../../src/server/db/index.ts';
import { createEmailSender, emailConfigFromEnv, verifySmtpLogin } from '../../src/server/email/index.ts';
import { createPesapalApi } from '../../src/server/pesapal/index.ts';
import { fetchSmsAccount } from '../../src/server/sms/index.ts';
import { fetchMfaConfig } from '../../src/server/supabase-management/index.ts';
import { startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { freshDatabase } from './db-fixture.ts';

/**
 * What each door gained for `npm run doctor`, against its stand-in: Pesapal's GetIpnList, an SMTP
 * login without a mail, Africa's Talking's User Data API, GoTrue's public settings, the Management
 * API's MFA settings, a count of the content, the migrations a database lacks, and the IPN
 * registration a Node server makes at start.
 */

let closedUrl: string;

beforeAll(async () => {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  closedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise<void>((done) => server.close(() => done()));
});

describe('Pesapal: GetIpnList', () => {
  let pesapal: SandboxForTests;
  beforeAll(async () => {
    pesapal = await startSandboxForTests();
  });
  afterAll(() => pesapal.stop());

  it('lists no IPN URL at first, then the one registered', async () => {
    const api = createPesapalApi(pesapal.config(), { retryDelaysMs: [] });
    expect(await api.getIpnList()).toEqual({ ok: true, data: [] });
    const registered = await api.registerIpn('https://shop.example.co.ke/api/pesapal/ipn', 'GET');
    expect(registered.ok).toBe(true);
    expect(await api.getIpnList()).toEqual({
      ok: true,
      data: [{ url: 'https://shop.example.co.ke/api/pesapal/ipn', ipnId: registered.ok ? registered.data.ipn_id : '' }],
    });
  });

  it('says Pesapal refused credentials it does not know', async () => {
    const api = createPesapalApi(pesapal.config({ consumerSecret: 'wrong' }), { retryDelaysMs: [] });
    expect(await api.getIpnList()).toMatchObject({
      ok: false,
      error: { kind: 'rejected', code: 'invalid_consumer_key_or_secret_provided' },
    });
  });

  it('registers the IPN URL at a server start, and never holds the start on a Pesapal that is down or slow', async () => {
    const ipnUrl = 'https://shop.example.co.ke/api/pesapal/ipn-at-start';
    await registerIpnAtStart(pesapal.client({ ipnUrl }), 2_000, () => {});
    const listed = await createPesapalApi(pesapal.config(), { retryDelaysMs: [] }).getIpnList();
    expect(listed.ok && listed.data.map((ipn) => ipn.url)).toContain(ipnUrl);

    const logged: string[] = [];
    await registerIpnAtStart(pesapal.client({ baseUrl: closedUrl, ipnUrl }), 2_000, (line) => logged.push(line));
    expect(logged).toEqual([
      expect.stringMatching(/^Pesapal: the IPN URL is not registered yet \(Could not reach Pesapal.*the first payment tries again\.$/),
    ]);

    await pesapal.control.fault({ route: 'registerIpn', kind: 'slow', delayMs: 1_000 });
    const started = Date.now();
    await registerIpnAtStart(pesapal.client({ ipnUrl: `${ipnUrl}-slow` }), 100, () => {});
    expect(Date.now() - started).toBeLessThan(800);
  });
});

describe('e-mail: an SMTP login, no mail sent', () => {
  let mail: MailCatcherForTests;
  let open: MailCatcherForTests;
  const withLogin = (smtpUrl: string, user: string, password: string) => {
    const url = new URL(smtpUrl);
    url.username = user;
    url.password = password;
    return url.href;
  };
  beforeAll(async () => {
    [mail, open] = await Promise.all([
      startMailCatcherForTests({ login: { user: 'shop', password: 'right' } }),
      startMailCatcherForTests(),
    ]);
  });
  afterAll(() => Promise.all([mail.stop(), open.stop()]));

  it('is accepted with the right password and refused with a wrong one, and nothing lands in the mailbox', async () => {
    const right = await verifySmtpLogin(emailConfigFromEnv({ SMTP_URL: withLogin(mail.smtpUrl, 'shop', 'right') }));
    expect(right).toEqual({ ok: true, server: new URL(mail.smtpUrl).host, login: true });
    const wrong = await verifySmtpLogin(emailConfigFromEnv({ SMTP_URL: withLogin(mail.smtpUrl, 'shop', 'wrong') }));
    expect(wrong).toMatchObject({ ok: false, retryable: false, error: expect.stringMatching(/refused the login.*EAUTH.*535/) });
    expect(await mail.control.messages()).toEqual([]);
  });

  it('says when SMTP_URL carries no login, and fails where nothing listens', async () => {
    expect(await verifySmtpLogin(emailConfigFromEnv({ SMTP_URL: open.smtpUrl }))).toMatchObject({ ok: true, login: false });
    const down = await verifySmtpLogin(emailConfigFromEnv({ SMTP_URL: closedUrl.replace('http:', 'smtp:') }));
    expect(down).toMatchObject({ ok: false, retryable: true, error: expect.stringContaining('ECONNREFUSED') });
  });

  it('makes the catcher insist on its login when given one, and take any login otherwise (as before)', async () => {
    const message = { to: 'amina@example.co.ke', subject: 'Order', text: 'Paid', messageId: '<order-1.test@shop.test>' };
    const refused = createEmailSender(emailConfigFromEnv({ SMTP_URL: mail.smtpUrl }));
    expect(await refused.send(message)).toMatchObject({ ok: false });
    refused.close();
    const anyLogin = createEmailSender(emailConfigFromEnv({ SMTP_URL: withLogin(open.smtpUrl, 'anyone', 'anything') }));
    expect(await anyLogin.send(message)).toMatchObject({ ok: true });
    anyLogin.close();
    expect(catcherSettings({ SMTP_CATCHER_USER: 'shop', SMTP_CATCHER_PASSWORD: 'pw' }).login).toEqual({ user: 'shop', password: 'pw' });
    expect(() => catcherSettings({ SMTP_CATCHER_USER: 'shop' })).toThrow(/SMTP_CATCHER_USER: set it together with SMTP_CATCHER_PASSWORD/);
  });
});

describe("Africa's Talking: the User Data API", () => {
  let sms: SmsStandInForTests;
  beforeAll(async () => {
    sms = await startSmsStandInForTests();
  });
  afterAll(() => sms.stop());

  it('answers the balance for the right username and key, 401 otherwise, and sends nothing', async () => {
    expect(await fetchSmsAccount(sms.config())).toEqual({ ok: true, balance: STANDIN_BALANCE });
    expect(await fetchSmsAccount(sms.config({ apiKey: 'wrong' }))).toMatchObject({
      ok: false,
      retryable: false,
      error: expect.stringContaining('HTTP 401'),
    });
    expect(await fetchSmsAccount(sms.config({ username: 'someone-else' }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('HTTP 401'),
    });
    expect(await fetchSmsAccount(sms.config({ baseUrl: closedUrl }))).toMatchObject({
      ok: false,
      retryable: true,
      error: expect.stringContaining('ECONNREFUSED'),
    });
    expect(await sms.control.messages()).toEqual([]);
  });

  it('speaks the wire format: GET with the apiKey header, JSON {UserData: {balance}}', async () => {
    const url = `${sms.url}/version1/user?username=local-sms-standin`;
    const answer = await fetch(url, { headers: { apiKey: 'local-sms-standin-api-key', accept: 'application/json' } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ UserData: { balance: 'KES 1000.0000' } });
    const refused = await fetch(url, { headers: { apiKey: 'nope' } });
    expect([refused.status, await refused.text()]).toEqual([401, 'The supplied authentication is invalid']);
  });
});

describe("Supabase: GoTrue's public settings and the Management API's MFA settings", () => {
  let db: Database;
  let auth: RunningStandIn;
  let lax: RunningStandIn;
  beforeAll(async () => {
    db = await freshDatabase();
    [auth, lax] = await Promise.all([
      startStandIn(db),
      startStandIn(db, { autoconfirm: true, mfa: { totpEnrollEnabled: false, totpVerifyEnabled: true, maxEnrolledFactors: 3 } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([auth.stop(), lax.stop()]);
    await db.close();
  });

  it('reads e-mail sign-in and confirmation with the anon key, and names a refusal', async () => {
    expect(await fetchAuthSettings({ supabaseUrl: auth.url, anonKey: LOCAL_ANON_KEY })).toEqual({
      ok: true,
      settings: { emailSignIn: true, googleSignIn: true, signupOpen: true, emailConfirmation: true },
    });
    expect(await fetchAuthSettings({ supabaseUrl: lax.url, anonKey: LOCAL_ANON_KEY })).toMatchObject({
      settings: { emailConfirmation: false },
    });
    expect(await fetchAuthSettings({ supabaseUrl: auth.url, anonKey: 'wrong' })).toEqual({
      ok: false,
      error: 'Supabase refused the anon key (HTTP 401)',
    });
    expect(await fetchAuthSettings({ supabaseUrl: closedUrl, anonKey: LOCAL_ANON_KEY })).toMatchObject({
      ok: false,
      error: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('reads TOTP enroll and verify with a personal access token, and names a refusal', async () => {
    const config = { baseUrl: auth.url, accessToken: LOCAL_SUPABASE_ACCESS_TOKEN, projectRef: 'abcdefghijklmnopqrst' };
    expect(await fetchMfaConfig(config)).toEqual({ ok: true, mfa: { totpEnroll: true, totpVerify: true, maxEnrolledFactors: 10 } });
    expect(await fetchMfaConfig({ ...config, baseUrl: lax.url })).toEqual({
      ok: true,
      mfa: { totpEnroll: false, totpVerify: true, maxEnrolledFactors: 3 },
    });
    expect(await fetchMfaConfig({ ...config, accessToken: 'wrong' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('refused SUPABASE_ACCESS_TOKEN (HTTP 401)'),
    });
  });

  it('reads null where the API reports no value', async () => {
    const answer = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200 });
    const config = { baseUrl: 'https://api.supabase.com', accessToken: 't', projectRef: 'abcdefghijklmnopqrst' };
    expect(await fetchMfaConfig(config, { fetch: answer({ mfa_totp_enroll_enabled: null }) })).toEqual({
      ok: true,
      mfa: { totpEnroll: null, totpVerify: null, maxEnrolledFactors: null },
    });
    expect(await fetchMfaConfig(config, { fetch: answer(['not', 'a', 'config']) })).toMatchObject({ ok: false });
  });
});

describe('content: a count of the published products', () => {
  let sanity: Server;
  let sanityUrl: string;
  const paths: string[] = [];
  beforeAll(async () => {
    sanity = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      paths.push(`${url.pathname}?${url.searchParams.get('query')}`);
      if (!url.pathname.endsWith('/production'))
        return void res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { description: 'Dataset "staging" not found' } }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ms: 1, query: '', result: 42 }));
    });
    await new Promise<void>((done) => sanity.listen(0, '127.0.0.1', done));
    sanityUrl = `http://127.0.0.1:${(sanity.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => sanity.close(() => done())));

  const project = (dataset: string, apiHost: string) =>
    ({ kind: 'sanity', projectId: 'abc123', dataset, apiVersion: '2025-01-01', apiHost }) as const;

  it('counts through the seed and through Sanity', async () => {
    const seed = await probeContent({ kind: 'local', seedDir: 'studio/seed' });
    expect(seed).toMatchObject({ ok: true, source: 'the seed dataset in studio/seed' });
    expect(seed.ok && seed.products).toBeGreaterThan(100);
    expect(await probeContent(project('production', sanityUrl))).toEqual({
      ok: true,
      source: 'Sanity project abc123, dataset production',
      products: 42,
    });
    expect(paths).toEqual(['/v2025-01-01/data/query/production?count(*[_type == "product"])']);
  });

  it("names Sanity's refusal, and gives up at once on a host that does not answer", async () => {
    expect(await probeContent(project('staging', sanityUrl))).toMatchObject({
      ok: false,
      error: expect.stringContaining('Dataset "staging" not found'),
    });
    const started = Date.now();
    expect(await probeContent(project('production', closedUrl), { maxRetries: 0, timeoutMs: 1_000 })).toMatchObject({ ok: false });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('database: the migrations it lacks', () => {
  it('lists none once migrated, the one whose record is gone, and all of them where none is recorded', async () => {
    const migrations = await readMigrations();
    const db = await freshDatabase();
    expect(await pendingMigrations(db.sql, migrations)).toEqual([]);
    const last = migrations.at(-1)!;
    await db.sql.query('delete from supabase_migrations.schema_migrations where version = $1', [last.version]);
    expect(await pendingMigrations(db.sql, migrations)).toEqual([last]);
    await db.sql.exec('drop schema supabase_migrations cascade');
    expect(await pendingMigrations(db.sql, migrations)).toEqual(migrations);
    await db.close();
  });
});
