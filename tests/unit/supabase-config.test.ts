import { readFileSync } from 'node:fs';
import { isIPv4, isIPv6 } from 'node:net';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_LINK_TTL_SECONDS, readConfig, REFRESH_TOKEN_REUSE_INTERVAL_SECONDS } from '../../local/auth/config.ts';
import { managementAuthConfig } from '../../local/auth/management.ts';
import { allowedRedirect } from '../../local/auth/redirects.ts';
import { MIN_PASSWORD_LENGTH } from '../../src/lib/auth/password-rule.ts';
import { AUTH_EMAIL_LINK_MINUTES } from '../../src/lib/messages/auth-messages.ts';
import { sendEmailHookConfigFromEnv } from '../../src/server/auth/send-email-hook.ts';

/**
 * supabase/config.toml sets the hosted project up (`supabase config push`); the Auth stand-in is
 * what every test runs against. Where both name a setting they must agree, so a test that passes
 * locally speaks for production. A change to either side fails here until the other follows.
 */

const onOff = z.object({ enroll_enabled: z.boolean(), verify_enabled: z.boolean() });
/** The part of config.toml this test reads, in the CLI's key names (apps/cli-go/pkg/config/auth.go). */
const configToml = z.object({
  api: z.object({ enabled: z.boolean() }),
  auth: z.object({
    site_url: z.string(),
    additional_redirect_urls: z.array(z.string()),
    jwt_expiry: z.number(),
    enable_refresh_token_rotation: z.boolean(),
    refresh_token_reuse_interval: z.number(),
    enable_signup: z.boolean(),
    enable_anonymous_sign_ins: z.boolean(),
    enable_manual_linking: z.boolean(),
    minimum_password_length: z.number(),
    password_requirements: z.enum(['', 'letters_digits', 'lower_upper_letters_digits', 'lower_upper_letters_digits_symbols']),
    rate_limit: z.strictObject({
      email_sent: z.number(),
      token_refresh: z.number(),
      sign_in_sign_ups: z.number(),
      token_verifications: z.number(),
    }),
    email: z.object({
      enable_signup: z.boolean(),
      enable_confirmations: z.boolean(),
      double_confirm_changes: z.boolean(),
      secure_password_change: z.boolean(),
      max_frequency: z.string(),
      otp_length: z.number(),
      otp_expiry: z.number(),
      smtp: z.object({
        enabled: z.boolean(),
        host: z.string(),
        port: z.number(),
        user: z.string(),
        pass: z.string(),
        admin_email: z.string(),
        sender_name: z.string(),
      }),
    }),
    sms: z.object({ enable_signup: z.boolean() }).optional(),
    mfa: z.object({ max_enrolled_factors: z.number(), totp: onOff, phone: onOff, web_authn: onOff.optional() }),
    external: z.object({ google: z.object({ enabled: z.boolean(), client_id: z.string(), secret: z.string() }) }),
    hook: z.object({ send_email: z.unknown() }).optional(),
  }),
});

const TEXT = readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8');
const TOML = configToml.parse(parse(TEXT));
const { auth } = TOML;

/** The environment `supabase config push` would run with in production. */
const PUSH_ENV: Record<string, string> = {
  SITE_URL: 'https://shop.example.co.ke',
  SUPABASE_AUTH_SMTP_HOST: 'smtp.example.com',
  SUPABASE_AUTH_SMTP_USER: 'auth-mailer',
  SUPABASE_AUTH_SMTP_PASS: 'smtp-secret',
  SUPABASE_AUTH_SMTP_ADMIN_EMAIL: 'accounts@shop.example.co.ke',
  SUPABASE_AUTH_EXTERNAL_GOOGLE_CLIENT_ID: '1234.apps.googleusercontent.com',
  SUPABASE_AUTH_EXTERNAL_GOOGLE_SECRET: 'google-secret',
  SUPABASE_AUTH_HOOK_SEND_EMAIL_URI: 'https://shop.example.co.ke/api/auth/send-email-hook',
  SEND_EMAIL_HOOK_SECRET: `v1,whsec_${Buffer.from('the production hook secret, 32 b').toString('base64')}`,
};

/** The CLI's LoadEnvHook: a whole string `env(NAME)` becomes the variable's value when it is set. */
function fromEnv(value: string, env: Record<string, string>): string {
  const name = /^env\((.*)\)$/.exec(value)?.[1];
  return name && env[name] ? env[name] : value;
}

/** Go's time.ParseDuration for the units config.toml uses (h, m, s, ms), in seconds. */
function goDurationSeconds(text: string): number {
  const units: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) throw new Error(`Not a Go duration: ${text}`);
  return parts.reduce((sum, [, amount, unit]) => sum + Number(amount) * units[unit as string]!, 0);
}

/** The CLI's PasswordRequirements.ToChar (auth.go): the Management API's password_required_characters. */
const REQUIRED_CHARACTERS: Record<typeof auth.password_requirements, string> = {
  '': '',
  letters_digits: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789',
  lower_upper_letters_digits: 'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789',
  lower_upper_letters_digits_symbols:
    'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789:!@#$%^&*()_+-=[]{};\'\\\\:"|<>?,./`~',
};

/**
 * The CLI's auth.ToUpdateAuthConfigBody (apps/cli-go/pkg/config/auth.go), for the fields this test
 * compares: what `supabase config push` sends to PATCH /v1/projects/{ref}/config/auth, so the same
 * names a GET answers. Keys config.toml leaves out take the CLI template's defaults (off).
 */
function toAuthConfigBody(env: Record<string, string>): Record<string, unknown> {
  const { email, mfa, rate_limit: limits } = auth;
  const smtp = email.smtp.enabled
    ? {
        smtp_host: fromEnv(email.smtp.host, env),
        smtp_port: String(email.smtp.port),
        smtp_user: fromEnv(email.smtp.user, env),
        smtp_admin_email: fromEnv(email.smtp.admin_email, env),
        smtp_sender_name: email.smtp.sender_name,
        // Only with custom SMTP does the CLI send the e-mail limit.
        rate_limit_email_sent: limits.email_sent,
      }
    : { smtp_host: '' };
  return {
    site_url: fromEnv(auth.site_url, env),
    uri_allow_list: auth.additional_redirect_urls.join(','),
    jwt_exp: auth.jwt_expiry,
    refresh_token_rotation_enabled: auth.enable_refresh_token_rotation,
    security_refresh_token_reuse_interval: auth.refresh_token_reuse_interval,
    security_manual_linking_enabled: auth.enable_manual_linking,
    disable_signup: !auth.enable_signup,
    external_anonymous_users_enabled: auth.enable_anonymous_sign_ins,
    password_min_length: auth.minimum_password_length,
    password_required_characters: REQUIRED_CHARACTERS[auth.password_requirements],
    rate_limit_token_refresh: limits.token_refresh,
    rate_limit_otp: limits.sign_in_sign_ups,
    rate_limit_verify: limits.token_verifications,
    ...smtp,
    mfa_max_enrolled_factors: mfa.max_enrolled_factors,
    mfa_totp_enroll_enabled: mfa.totp.enroll_enabled,
    mfa_totp_verify_enabled: mfa.totp.verify_enabled,
    mfa_phone_enroll_enabled: mfa.phone.enroll_enabled,
    mfa_phone_verify_enabled: mfa.phone.verify_enabled,
    mfa_web_authn_enroll_enabled: mfa.web_authn?.enroll_enabled ?? false,
    mfa_web_authn_verify_enabled: mfa.web_authn?.verify_enabled ?? false,
    external_email_enabled: email.enable_signup,
    mailer_secure_email_change_enabled: email.double_confirm_changes,
    mailer_autoconfirm: !email.enable_confirmations,
    mailer_otp_length: email.otp_length,
    mailer_otp_exp: email.otp_expiry,
    security_update_password_require_reauthentication: email.secure_password_change,
    smtp_max_frequency: Math.trunc(goDurationSeconds(email.max_frequency)),
    external_phone_enabled: auth.sms?.enable_signup ?? false,
    external_google_enabled: auth.external.google.enabled,
    ...(auth.external.google.enabled ? { external_google_client_id: fromEnv(auth.external.google.client_id, env) } : {}),
  };
}

/**
 * GoTrue's IsRedirectURLValid (internal/utilities/request.go), ported line by line, with the
 * allow-list as GoTrue compiles it (gobwas/glob with '.' and '/' as separators).
 */
function gotrueRedirectValid(siteUrl: string, allowList: string[], redirectUrl: string): boolean {
  if (!redirectUrl) return false;
  let base: URL;
  let ref: URL;
  try {
    base = new URL(siteUrl);
    ref = new URL(redirectUrl);
  } catch {
    return false;
  }
  const hostname = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');
  const isLocalhost = (host: string) =>
    ['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'].includes(host.toLowerCase()) || host.toLowerCase().endsWith('.localhost');
  if (hostname(base) === hostname(ref) && base.protocol === ref.protocol && (base.port === ref.port || isLocalhost(hostname(ref)))) {
    return true;
  }
  const host = hostname(ref);
  const isHttp = ref.protocol === 'http:' || ref.protocol === 'https:';
  if (/^[0-9]+$/.test(host)) return false;
  if (isIPv4(host)) return host.startsWith('127.');
  if (isIPv6(host)) return host === '::1' || /^::ffff:7f[0-9a-f]{2}:/i.test(host);
  if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(host)) return false;
  const withoutFragment = redirectUrl.split('#')[0] as string;
  return allowList.some((pattern) => globRegExp(pattern).test(withoutFragment));
}

/** gobwas/glob's `**`, `*` and `?` with separators '.' and '/'; classes and alternatives are not ported. */
function globRegExp(pattern: string): RegExp {
  if (/[[\]{}]/.test(pattern)) throw new Error(`Port [..] and {..} of gobwas/glob before using them: ${pattern}`);
  const source = pattern
    .split(/(\*\*|\*|\?)/)
    .map((part) => ({ '**': '.*', '*': '[^./]*', '?': '[^./]' })[part] ?? part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('');
  return new RegExp(`^${source}$`);
}

describe('supabase/config.toml and the Auth stand-in agree', () => {
  const standIn = readConfig({});

  it.each([
    ['[auth] minimum_password_length ⇔ AUTH_MIN_PASSWORD_LENGTH', auth.minimum_password_length, standIn.minPasswordLength],
    [
      '[auth] minimum_password_length ⇔ the forms’ hint and minlength (MIN_PASSWORD_LENGTH)',
      auth.minimum_password_length,
      MIN_PASSWORD_LENGTH,
    ],
    ['[auth] jwt_expiry ⇔ AUTH_JWT_EXP', auth.jwt_expiry, standIn.jwtExpiry],
    [
      '[auth] refresh_token_reuse_interval ⇔ REFRESH_TOKEN_REUSE_INTERVAL_SECONDS',
      auth.refresh_token_reuse_interval,
      REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
    ],
    ['[auth.email] enable_confirmations ⇔ AUTH_AUTOCONFIRM off', auth.email.enable_confirmations, !standIn.autoconfirm],
    ['[auth.email] secure_password_change ⇔ AUTH_SECURE_PASSWORD_CHANGE', auth.email.secure_password_change, standIn.securePasswordChange],
    [
      '[auth.email] max_frequency ⇔ AUTH_EMAIL_MAX_FREQUENCY_SECONDS',
      goDurationSeconds(auth.email.max_frequency),
      standIn.rateLimits.emailMaxFrequencySeconds,
    ],
    ['[auth.email] otp_expiry ⇔ EMAIL_LINK_TTL_SECONDS', auth.email.otp_expiry, EMAIL_LINK_TTL_SECONDS],
    [
      '[auth.email] otp_expiry ⇔ what the account e-mails say (AUTH_EMAIL_LINK_MINUTES)',
      auth.email.otp_expiry,
      AUTH_EMAIL_LINK_MINUTES * 60,
    ],
    ['[auth.mfa.totp] enroll_enabled ⇔ AUTH_MFA_TOTP_ENROLL_ENABLED', auth.mfa.totp.enroll_enabled, standIn.mfa?.totpEnrollEnabled],
    ['[auth.mfa.totp] verify_enabled ⇔ AUTH_MFA_TOTP_VERIFY_ENABLED', auth.mfa.totp.verify_enabled, standIn.mfa?.totpVerifyEnabled],
    ['[auth.mfa] max_enrolled_factors ⇔ AUTH_MFA_MAX_ENROLLED_FACTORS', auth.mfa.max_enrolled_factors, standIn.mfa?.maxEnrolledFactors],
    ['[auth.rate_limit] email_sent ⇔ AUTH_RATE_LIMIT_EMAIL_SENT', auth.rate_limit.email_sent, standIn.rateLimits.emailSent],
    ['[auth.rate_limit] token_refresh ⇔ AUTH_RATE_LIMIT_TOKEN_REFRESH', auth.rate_limit.token_refresh, standIn.rateLimits.tokenRefresh],
    [
      '[auth.rate_limit] sign_in_sign_ups ⇔ AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS',
      auth.rate_limit.sign_in_sign_ups,
      standIn.rateLimits.signInSignUps,
    ],
    ['[auth.rate_limit] token_verifications ⇔ AUTH_RATE_LIMIT_VERIFY', auth.rate_limit.token_verifications, standIn.rateLimits.verify],
  ])('%s', (_setting, production, local) => {
    expect(local).toBe(production);
  });

  it('compares every key of [auth.rate_limit]; the MFA limit (AUTH_RATE_LIMIT_MFA_CHALLENGE_AND_VERIFY) has none, Supabase fixes it', () => {
    // configToml's strictObject refuses any other key, so a new limit there fails the parse above.
    expect(Object.keys(auth.rate_limit).sort()).toEqual(['email_sent', 'sign_in_sign_ups', 'token_refresh', 'token_verifications']);
  });

  it('takes the site URL from SITE_URL, as the stand-in does, and allows no other redirect target', () => {
    expect(auth.site_url).toBe('env(SITE_URL)');
    expect(readConfig({ SITE_URL: PUSH_ENV.SITE_URL }).siteUrl).toBe(fromEnv(auth.site_url, PUSH_ENV));
    expect(auth.additional_redirect_urls).toEqual([]);
  });

  it("has Supabase send every account e-mail to the shop's Send Email Hook, with a secret the API accepts", () => {
    const hook = z.object({ enabled: z.boolean(), uri: z.string(), secrets: z.string() }).parse(TOML.auth.hook?.send_email);
    expect(hook.enabled).toBe(true);
    expect(fromEnv(hook.uri, PUSH_ENV)).toBe(`${PUSH_ENV.SITE_URL}/api/auth/send-email-hook`);
    const secrets = fromEnv(hook.secrets, PUSH_ENV);
    expect(sendEmailHookConfigFromEnv({ SEND_EMAIL_HOOK_SECRET: secrets, NODE_ENV: 'production' })).toMatchObject({ ok: true });
  });

  it('keeps the Data API (PostgREST) off: the shop uses Supabase Auth and Postgres only', () => {
    expect(TOML.api.enabled).toBe(false);
  });

  const production = readConfig({ SITE_URL: PUSH_ENV.SITE_URL }).siteUrl;
  const local = standIn.siteUrl;
  const redirects: Array<[site: string, target: string, honoured: boolean]> = [
    [production, `${production}/account`, true],
    [production, `${production}/account/reset-password`, true],
    [production, `${production}/sw/account`, true],
    [production, `${production}/sw/account/reset-password?lang=sw`, true],
    [production, `${production}/products/jinko-tiger-neo-550w#reviews`, true],
    [production, 'https://evil.example/account', false],
    [production, 'https://shop.example.co.ke.evil.example/account', false],
    [production, 'https://www.shop.example.co.ke/account', false],
    [production, 'http://shop.example.co.ke/account', false],
    [production, 'https://shop.example.co.ke:8443/account', false],
    [production, 'http://localhost:4321/account', false],
    [production, 'http://127.0.0.1:4321/account', true],
    [production, 'http://[::1]:4321/account', true],
    [production, 'solarshop://account', false],
    [production, 'javascript:alert(1)', false],
    [production, '/account', false],
    [local, `${local}/account`, true],
    [local, 'http://localhost:4411/account', true],
    [local, 'https://localhost:4321/account', false],
    [local, 'http://127.0.0.1:4321/sw/account', true],
    [local, 'http://shop.localhost:4321/account', false],
    // An allow-list entry would widen Supabase's rule, and the stand-in has no allow-list: each fails here.
    ...auth.additional_redirect_urls.map((pattern): [string, string, boolean] => [production, pattern.replace(/\*\*|\*|\?/g, 'x'), true]),
  ];
  it.each(redirects)('on %s, a redirect to %s is honoured: %s', (site, target, honoured) => {
    expect(gotrueRedirectValid(site, auth.additional_redirect_urls, target)).toBe(honoured);
    expect(allowedRedirect(target, site)).toBe(honoured ? new URL(target).toString() : site);
  });

  describe("the Management API's auth config (what `supabase config push` sets, what a deploy check reads)", () => {
    const pushed = toAuthConfigBody(PUSH_ENV);
    const served: Record<string, unknown> = { ...managementAuthConfig(readConfig({ SITE_URL: PUSH_ENV.SITE_URL })) };

    it.each(Object.keys(served))('%s: the stand-in answers what config.toml sets', (field) => {
      expect(field in pushed).toBe(true);
      expect(served[field]).toEqual(pushed[field]);
    });

    it('leaves out only what the stand-in has no setting for: Supabase SMTP, e-mail change, OTP length, the Google client', () => {
      expect(Object.keys(pushed).filter((field) => !(field in served))).toEqual([
        'smtp_host',
        'smtp_port',
        'smtp_user',
        'smtp_admin_email',
        'smtp_sender_name',
        'mailer_secure_email_change_enabled',
        'mailer_otp_length',
        'external_google_client_id',
      ]);
    });
  });

  it('has every env(NAME) it uses documented in docs/', () => {
    const docs = ['configuration.md', 'deploy.md']
      .map((file) => readFileSync(new URL(`../../docs/${file}`, import.meta.url), 'utf8'))
      .join('\n');
    const names = [...TEXT.matchAll(/"env\(([A-Z0-9_]+)\)"/g)].map((match) => match[1] as string);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !docs.includes(`\`${name}\``))).toEqual([]);
    expect(Object.keys(PUSH_ENV).sort()).toEqual([...new Set(names)].sort());
  });
});
