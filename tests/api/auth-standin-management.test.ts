import { describe, expect, it } from 'vitest';
import { SUPABASE_MFA, SUPABASE_RATE_LIMITS } from '../../local/auth/config.ts';
import { LOCAL_SUPABASE_ACCESS_TOKEN } from '../../local/auth/management.ts';
import { authStandInSuite } from './auth-standin-harness.ts';

describe("The Management API's auth config on the Auth stand-in (GET /v1/projects/{ref}/config/auth)", () => {
  const suite = authStandInSuite({
    siteUrl: 'https://shop.example.co.ke',
    rateLimits: SUPABASE_RATE_LIMITS,
    mfa: { ...SUPABASE_MFA, totpEnrollEnabled: false, maxEnrolledFactors: 3 },
  });

  const read = (authorization?: string, ref = 'abcdefghijklmnopqrst') =>
    fetch(`${suite.auth.url}/v1/projects/${ref}/config/auth`, authorization ? { headers: { authorization } } : {});

  it('answers the stand-in’s own settings under the Management API’s field names, for any project ref', async () => {
    const answer = await read(`Bearer ${LOCAL_SUPABASE_ACCESS_TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(await answer.json()).toEqual({
      site_url: 'https://shop.example.co.ke',
      uri_allow_list: '',
      jwt_exp: 3600,
      disable_signup: false,
      external_email_enabled: true,
      external_phone_enabled: false,
      external_google_enabled: true,
      external_anonymous_users_enabled: false,
      mailer_autoconfirm: false,
      mailer_otp_exp: 3600,
      password_min_length: 8,
      password_required_characters: '',
      rate_limit_email_sent: 30,
      rate_limit_otp: 30,
      rate_limit_token_refresh: 150,
      rate_limit_verify: 30,
      smtp_max_frequency: 60,
      refresh_token_rotation_enabled: true,
      security_refresh_token_reuse_interval: 10,
      security_update_password_require_reauthentication: true,
      security_manual_linking_enabled: false,
      mfa_max_enrolled_factors: 3,
      mfa_totp_enroll_enabled: false,
      mfa_totp_verify_enabled: true,
      mfa_phone_enroll_enabled: false,
      mfa_phone_verify_enabled: false,
      mfa_web_authn_enroll_enabled: false,
      mfa_web_authn_verify_enabled: false,
    });
    expect((await read(`Bearer ${LOCAL_SUPABASE_ACCESS_TOKEN}`, 'another-project')).status).toBe(200);
  });

  it('reports a setting changed while running (the same object the routes read)', async () => {
    suite.auth.config.autoconfirm = true;
    const body = (await (await read(`Bearer ${LOCAL_SUPABASE_ACCESS_TOKEN}`)).json()) as Record<string, unknown>;
    expect(body.mailer_autoconfirm).toBe(true);
  });

  it.each([
    ['no Authorization header', undefined],
    ['another token', 'Bearer sbp_0123456789abcdef0123456789abcdef01234567'],
    ['the token without Bearer', LOCAL_SUPABASE_ACCESS_TOKEN],
    ['the anon key', 'Bearer sb_publishable_local-stand-in-key'],
  ])('refuses %s with 401 {"message":"Unauthorized"}, as api.supabase.com does', async (_name, authorization) => {
    const answer = await read(authorization);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ message: 'Unauthorized' });
  });
});
