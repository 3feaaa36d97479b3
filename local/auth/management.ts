import type { AuthApp } from './context.ts';
import { EMAIL_LINK_TTL_SECONDS, REFRESH_TOKEN_REUSE_INTERVAL_SECONDS, SUPABASE_MFA, type StandInConfig } from './config.ts';

/** The personal access token the stand-in takes in place of one from supabase.com/dashboard/account/tokens. */
export const LOCAL_SUPABASE_ACCESS_TOKEN = 'local-supabase-access-token';

/**
 * The stand-in's settings under the names of the Management API's AuthConfigResponse (the Supabase
 * CLI's pkg/api/types.gen.go), the ones `supabase config push` sets from supabase/config.toml.
 * The real answer has many more fields, all optional; the stand-in reports only what it enforces.
 */
export interface ManagementAuthConfig {
  site_url: string;
  uri_allow_list: string;
  jwt_exp: number;
  disable_signup: boolean;
  external_email_enabled: boolean;
  external_phone_enabled: boolean;
  external_google_enabled: boolean;
  external_anonymous_users_enabled: boolean;
  mailer_autoconfirm: boolean;
  mailer_otp_exp: number;
  password_min_length: number;
  password_required_characters: string;
  rate_limit_email_sent: number;
  rate_limit_otp: number;
  rate_limit_token_refresh: number;
  rate_limit_verify: number;
  smtp_max_frequency: number;
  refresh_token_rotation_enabled: boolean;
  security_refresh_token_reuse_interval: number;
  security_update_password_require_reauthentication: boolean;
  security_manual_linking_enabled: boolean;
  mfa_max_enrolled_factors: number;
  mfa_totp_enroll_enabled: boolean;
  mfa_totp_verify_enabled: boolean;
  mfa_phone_enroll_enabled: boolean;
  mfa_phone_verify_enabled: boolean;
  mfa_web_authn_enroll_enabled: boolean;
  mfa_web_authn_verify_enabled: boolean;
}

/** What GET /v1/projects/{ref}/config/auth answers for the stand-in configured by `config`. */
export function managementAuthConfig(config: StandInConfig): ManagementAuthConfig {
  const mfa = config.mfa ?? SUPABASE_MFA;
  return {
    site_url: config.siteUrl,
    // The stand-in has no redirect allow-list (local/auth/redirects.ts).
    uri_allow_list: '',
    jwt_exp: config.jwtExpiry,
    disable_signup: false,
    external_email_enabled: true,
    external_phone_enabled: false,
    external_google_enabled: true,
    external_anonymous_users_enabled: false,
    mailer_autoconfirm: config.autoconfirm,
    mailer_otp_exp: EMAIL_LINK_TTL_SECONDS,
    password_min_length: config.minPasswordLength,
    // Length is the stand-in's only password rule.
    password_required_characters: '',
    rate_limit_email_sent: config.rateLimits.emailSent,
    // The CLI sends [auth.rate_limit] sign_in_sign_ups as rate_limit_otp.
    rate_limit_otp: config.rateLimits.signInSignUps,
    rate_limit_token_refresh: config.rateLimits.tokenRefresh,
    rate_limit_verify: config.rateLimits.verify,
    smtp_max_frequency: config.rateLimits.emailMaxFrequencySeconds,
    refresh_token_rotation_enabled: true,
    security_refresh_token_reuse_interval: REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
    security_update_password_require_reauthentication: config.securePasswordChange !== false,
    security_manual_linking_enabled: false,
    mfa_max_enrolled_factors: mfa.maxEnrolledFactors,
    mfa_totp_enroll_enabled: mfa.totpEnrollEnabled,
    mfa_totp_verify_enabled: mfa.totpVerifyEnabled,
    mfa_phone_enroll_enabled: false,
    mfa_phone_verify_enabled: false,
    mfa_web_authn_enroll_enabled: false,
    mfa_web_authn_verify_enabled: false,
  };
}

/**
 * The Management API's read of a project's auth settings (api.supabase.com), served beside /auth/v1
 * so a deploy check can be tried locally: GET /v1/projects/{ref}/config/auth with
 * `Authorization: Bearer <personal access token>`, any project ref. Without the stand-in's token it
 * answers as the real API does: 401 {"message":"Unauthorized"}.
 */
export function managementRoutes(app: AuthApp, config: StandInConfig): void {
  app.get('/v1/projects/:ref/config/auth', (c) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (match?.[1] !== LOCAL_SUPABASE_ACCESS_TOKEN) return c.json({ message: 'Unauthorized' }, 401);
    return c.json(managementAuthConfig(config));
  });
}
