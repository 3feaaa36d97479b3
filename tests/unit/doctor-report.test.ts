import { describe, expect, it } from 'vitest';
import { LOCAL_SEND_EMAIL_HOOK_SECRET } from '../../src/server/auth/send-email-hook.ts';
import { localPublishDefaults, localStartEnvironment } from '../../local/start-defaults.ts';
import { fail, ok, type Check, type DoctorContext } from '../../scripts/doctor/check.ts';
import { doctorContext, header } from '../../scripts/doctor/mode.ts';
import { formatReport, formatResult, redact, secretsOf, summary } from '../../scripts/doctor/report.ts';
import { runChecks } from '../../scripts/doctor/runner.ts';
import { managementConfigFromEnv, projectRefOf } from '../../src/server/supabase-management/config.ts';
import { settingsDeps } from '../../src/server/host-deps.ts';
import { CHECKS } from '../../scripts/doctor/checks.ts';
import { runDoctor } from '../../scripts/doctor/doctor.ts';

/** The doctor's pure parts: its lines, what it never prints, its modes, and a check that throws or hangs. */

const context: DoctorContext = { production: false, env: {}, callTimeoutMs: 50 };

describe("the doctor's lines", () => {
  it('prints ok or FAIL, the name in its column, then what was found or what is wrong and the fix', () => {
    expect(formatResult({ name: 'pesapal', verdict: ok('live: the consumer key and secret got a token') })).toBe(
      'ok    pesapal        live: the consumer key and secret got a token',
    );
    expect(formatResult({ name: 'supabase auth', verdict: fail('e-mail sign-in is off', 'turn on the Email provider') })).toBe(
      'FAIL  supabase auth  e-mail sign-in is off. Fix: turn on the Email provider',
    );
  });

  it('ends with all ok, or with the failed checks named', () => {
    expect(summary([{ name: 'site', verdict: ok('x') }])).toBe('All 1 checks ok.');
    expect(
      summary([
        { name: 'site', verdict: ok('x') },
        { name: 'sms', verdict: fail('y', 'z') },
        { name: 'publish', verdict: fail('y', 'z') },
      ]),
    ).toBe('2 of 3 checks failed: sms, publish.');
  });
});

describe('secrets never printed', () => {
  const env = {
    PESAPAL_CONSUMER_SECRET: 'pesapal-secret-value',
    AT_API_KEY: 'at-api-key-value',
    SUPABASE_ACCESS_TOKEN: 'sbp_0123456789abcdef',
    SANITY_WEBHOOK_SECRET: 'webhook-secret-value',
    AT_DELIVERY_REPORT_KEY: 'delivery-report-key-value-24',
    DATABASE_URL: 'postgres://shop:db%2Fpass%40word@db.example:6543/postgres',
    SMTP_URL: 'smtps://orders:mail-password@smtp.example:465',
    DEPLOY_HOOK_URL: 'https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
    SITE_URL: 'https://shop.example.co.ke',
    AT_USERNAME: 'solarshop',
    SHORT_SECRET: 'abc',
  };

  it.each([
    ['a secret setting', 'refused pesapal-secret-value', 'refused ***'],
    ["a URL's password, as written and decoded", 'db%2Fpass%40word and db/pass@word', '*** and ***'],
    ["the deploy hook's id", 'hook .../deploy_hooks/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0 failed', 'hook .../deploy_hooks/*** failed'],
    ['the access token', 'Bearer sbp_0123456789abcdef', 'Bearer ***'],
  ])('blanks %s', (_what, text, expected) => {
    expect(redact(text, secretsOf(env))).toBe(expected);
  });

  it('leaves addresses, user names and short values alone', () => {
    const text = 'https://shop.example.co.ke smtp.example:465 solarshop abc deploy';
    expect(redact(text, secretsOf(env))).toBe(text);
  });

  it('applies to every line of the report, the header included', () => {
    const lines = formatReport(
      'mode, SITE_URL https://shop.example.co.ke?key=webhook-secret-value',
      [{ name: 'sms', verdict: fail('key at-api-key-value', 'x') }],
      env,
    );
    expect(lines.join('\n')).not.toMatch(/webhook-secret-value|at-api-key-value/);
  });
});

describe("the doctor's modes", () => {
  it('judges a local setup with the defaults npm start fills in', () => {
    const local = doctorContext({ PORT: '4999', DEPLOY_STANDIN_PORT: '4998' }, 100);
    expect(local.production).toBe(false);
    expect(local.env).toMatchObject({
      SITE_URL: 'http://localhost:4999',
      DEPLOY_HOOK_URL: 'http://127.0.0.1:4998/deploy',
      SANITY_WEBHOOK_SECRET: 'local-sanity-webhook-secret',
    });
    expect(header(local)).toBe(
      "npm run doctor: local (npm start's stand-ins; NODE_ENV=production judges production), SITE_URL http://localhost:4999",
    );
  });

  it('keeps what is set, and fills in nothing in production', () => {
    expect(localStartEnvironment({ SITE_URL: 'http://127.0.0.1:5000', SANITY_WEBHOOK_SECRET: 'my-own-secret-value' })).toMatchObject({
      SITE_URL: 'http://127.0.0.1:5000',
      SANITY_WEBHOOK_SECRET: 'my-own-secret-value',
    });
    expect(localStartEnvironment({}).SEND_EMAIL_HOOK_SECRET).toBe(LOCAL_SEND_EMAIL_HOOK_SECRET);
    expect(localStartEnvironment({ SEND_EMAIL_HOOK_SECRET: 'v1,whsec_mine' }).SEND_EMAIL_HOOK_SECRET).toBe('v1,whsec_mine');
    expect(localPublishDefaults({ DEPLOY_HOOK_URL: 'https://hooks.example/x' })).toBeNull();
    const production = doctorContext({ NODE_ENV: 'production' }, 100);
    expect(production.env).toEqual({ NODE_ENV: 'production' });
    expect(header(production)).toBe('npm run doctor: production (NODE_ENV=production), SITE_URL (SITE_URL not set)');
  });

  it('points publish → live at the stand-in npm start actually started', () => {
    expect(localPublishDefaults({}, 'http://127.0.0.1:45678')).toEqual({
      DEPLOY_HOOK_URL: 'http://127.0.0.1:45678/deploy',
      SANITY_WEBHOOK_SECRET: 'local-sanity-webhook-secret',
    });
  });
});

describe('running the checks', () => {
  const check = (name: string, run: Check['run']): Check => ({ name, run });

  it('runs them at once, keeps their order, and turns a throw or a hang into a FAIL line', async () => {
    const started: string[] = [];
    // The slow check answers only once the last check has started: all three run at once.
    let lastStarted = () => {};
    const allStarted = new Promise<void>((resolve) => (lastStarted = resolve));
    const results = await runChecks(
      [
        check('slow', async () => {
          started.push('slow');
          await allStarted;
          return ok('late but in time');
        }),
        check('throws', async () => {
          started.push('throws');
          throw new Error('Invalid setting X: broken');
        }),
        check('hangs', () => {
          started.push('hangs');
          lastStarted();
          return new Promise(() => {});
        }),
      ],
      context,
      100,
    );
    expect(started).toEqual(['slow', 'throws', 'hangs']);
    expect(results.map((result) => result.name)).toEqual(['slow', 'throws', 'hangs']);
    expect(results[0]!.verdict).toEqual(ok('late but in time'));
    expect(results[1]!.verdict).toMatchObject({ ok: false, problem: 'the check failed: Invalid setting X: broken' });
    expect(results[2]!.verdict).toMatchObject({ ok: false, problem: 'no answer within 0.1 s' });
  });
});

describe("the Management API's settings", () => {
  it.each([
    ['https://abcdefghijklmnopqrst.supabase.co', 'abcdefghijklmnopqrst'],
    ['https://abcdefghijklmnopqrst.supabase.co/', 'abcdefghijklmnopqrst'],
    ['https://auth.shop.example', null],
    ['http://127.0.0.1:54321', null],
    ['not a url', null],
  ])('reads the project ref of %s', (url, ref) => {
    expect(projectRefOf(url)).toBe(ref);
  });

  it('takes the real API by default, the ref from SUPABASE_PROJECT_REF before the URL, and needs a token', () => {
    expect(
      managementConfigFromEnv({ SUPABASE_ACCESS_TOKEN: 't', PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' }),
    ).toEqual({
      baseUrl: 'https://api.supabase.com',
      accessToken: 't',
      projectRef: 'abcdefghijklmnopqrst',
    });
    expect(
      managementConfigFromEnv({
        SUPABASE_ACCESS_TOKEN: 't',
        SUPABASE_PROJECT_REF: 'zyxwvutsrqponmlkjihg',
        PUBLIC_SUPABASE_URL: 'https://auth.shop.example',
      }),
    ).toMatchObject({
      projectRef: 'zyxwvutsrqponmlkjihg',
    });
    expect(() => managementConfigFromEnv({ PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' })).toThrow(
      /SUPABASE_ACCESS_TOKEN: not set/,
    );
    expect(() => managementConfigFromEnv({ SUPABASE_ACCESS_TOKEN: 't', PUBLIC_SUPABASE_URL: 'https://auth.shop.example' })).toThrow(
      /SUPABASE_PROJECT_REF: not set/,
    );
    expect(() =>
      managementConfigFromEnv({ SUPABASE_ACCESS_TOKEN: 't', SUPABASE_PROJECT_REF: 'x', SUPABASE_MANAGEMENT_URL: 'ftp://x' }),
    ).toThrow(/SUPABASE_MANAGEMENT_URL/);
  });

  it("takes a stand-in's defaults only where nothing is set", () => {
    const defaults = { baseUrl: 'http://127.0.0.1:54321', accessToken: 'local', projectRef: 'local' };
    expect(managementConfigFromEnv({}, defaults)).toEqual(defaults);
    expect(
      managementConfigFromEnv({ SUPABASE_ACCESS_TOKEN: 'mine', SUPABASE_MANAGEMENT_URL: 'https://api.supabase.com/' }, defaults),
    ).toEqual({
      ...defaults,
      baseUrl: 'https://api.supabase.com',
      accessToken: 'mine',
    });
  });
});

describe('the doctor never passes what the server refuses', () => {
  /** Settings the API refuses at start (settingsDeps throws) or with publish → live off, and the check that names each; none needs the network. */
  const refusedByTheServer: Array<[string, Record<string, string>, string]> = [
    ['a SITE_URL with a path', { SITE_URL: 'http://localhost:4321/shop' }, 'site'],
    ['a bad TRUST_PROXY', { TRUST_PROXY: 'everyone' }, 'site'],
    ['a bad rate limit', { RATE_LIMIT_CHECKOUT: 'lots' }, 'site'],
    ['Pesapal sandbox without keys', { PESAPAL_ENV: 'sandbox' }, 'pesapal'],
    ['a bad PESAPAL_TIMEOUT_MS', { PESAPAL_TIMEOUT_MS: 'soon' }, 'pesapal'],
    ['a short delivery-report key', { AT_DELIVERY_REPORT_KEY: 'short' }, 'sms'],
    ['a short webhook secret', { SANITY_WEBHOOK_SECRET: 'short' }, 'publish'],
    ['a deploy hook that is not a URL', { DEPLOY_HOOK_URL: 'hook' }, 'publish'],
    ['a Send Email Hook secret not as Supabase shows it', { SEND_EMAIL_HOOK_SECRET: 'whsec_abc' }, 'auth e-mails'],
  ];

  it.each(refusedByTheServer)('%s', async (_case, env, name) => {
    const server = (() => {
      try {
        return settingsDeps(env, { siteUrl: 'http://localhost:4321' }).publish.ok ? 'starts' : 'refuses publish';
      } catch {
        return 'refuses to start';
      }
    })();
    expect(server).not.toBe('starts');
    const checks = CHECKS.filter((check) => check.name === name);
    const report = await runDoctor(env, { checks, callTimeoutMs: 50, checkTimeoutMs: 200 });
    expect(report.lines[1], report.lines.join('\n')).toMatch(new RegExp(`^FAIL  ${name} `));
  });
});
