import { z } from 'zod';
import { authConfig } from '../../src/lib/auth/config.ts';

/** Supabase Auth's rate limits (dashboard Authentication > Rate Limits; the CLI's [auth.rate_limit]). */
export interface RateLimits {
  /** Sign-ins and sign-ups per 5 minutes per IP address (`sign_in_sign_ups`). */
  signInSignUps: number;
  /** Token refreshes and PKCE code exchanges per 5 minutes per IP address (`token_refresh`). */
  tokenRefresh: number;
  /** E-mail link verifications per 5 minutes per IP address (`token_verifications`, GoTrue's RATE_LIMIT_VERIFY). */
  verify: number;
  /** E-mails per hour, project-wide (`email_sent`; 30 with custom SMTP on a hosted project). */
  emailSent: number;
  /** Seconds before another confirmation or recovery e-mail may go to the same address (SMTP `max_frequency`). */
  emailMaxFrequencySeconds: number;
  /**
   * MFA challenges, and apart from them MFA verifications (right or wrong codes), per minute per IP
   * address (GoTrue's MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY; Supabase also allows bursts of up to 30).
   */
  mfaChallengeAndVerify: number;
}

export const SUPABASE_RATE_LIMITS: RateLimits = {
  signInSignUps: 30,
  tokenRefresh: 150,
  verify: 30,
  emailSent: 30,
  emailMaxFrequencySeconds: 60,
  mfaChallengeAndVerify: 15,
};

/** Supabase Auth's TOTP MFA settings (dashboard Authentication > Multi-Factor; the CLI's [auth.mfa]). */
export interface MfaSettings {
  /** New TOTP factors may be enrolled (`[auth.mfa.totp] enroll_enabled`). */
  totpEnrollEnabled: boolean;
  /** TOTP factors may be challenged and verified (`[auth.mfa.totp] verify_enabled`). */
  totpVerifyEnabled: boolean;
  /** Factors per user, verified or not (`[auth.mfa] max_enrolled_factors`). */
  maxEnrolledFactors: number;
}

/** GoTrue's defaults (conf.MFAConfiguration): TOTP enroll and verify on, at most 10 factors. */
export const SUPABASE_MFA: MfaSettings = { totpEnrollEnabled: true, totpVerifyEnabled: true, maxEnrolledFactors: 10 };

/**
 * Settings the stand-in holds fixed at the values supabase/config.toml gives Supabase Auth: how long an
 * e-mail link works (`[auth.email] otp_expiry`), how long a used refresh token may still be swapped
 * for its successor (`[auth] refresh_token_reuse_interval`, rotation always on), and how recent a
 * session must be to change the password without reauthenticating (`secure_password_change`: 24 h).
 */
export const EMAIL_LINK_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;
export const PASSWORD_CHANGE_RECENT_SESSION_SECONDS = 24 * 3600;

const limit = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const flag = (fallback: boolean) => z.enum(['true', 'false']).default(fallback ? 'true' : 'false');

/** The stand-in's settings, from the environment; defaults match what the browser build expects. */
const schema = z.object({
  /** Where redirects fall back to, and the only site allowed besides localhost addresses. */
  SITE_URL: z.url().optional(),
  /** "true" signs users in at sign-up without e-mail confirmation (Supabase's "Confirm email" off). */
  AUTH_AUTOCONFIRM: z.enum(['true', 'false']).default('false'),
  AUTH_MIN_PASSWORD_LENGTH: z.coerce.number().int().min(6).max(72).default(8),
  AUTH_JWT_EXP: z.coerce.number().int().min(120).default(3600),
  AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: limit(SUPABASE_RATE_LIMITS.signInSignUps),
  AUTH_RATE_LIMIT_TOKEN_REFRESH: limit(SUPABASE_RATE_LIMITS.tokenRefresh),
  AUTH_RATE_LIMIT_VERIFY: limit(SUPABASE_RATE_LIMITS.verify),
  AUTH_RATE_LIMIT_EMAIL_SENT: limit(SUPABASE_RATE_LIMITS.emailSent),
  AUTH_EMAIL_MAX_FREQUENCY_SECONDS: limit(SUPABASE_RATE_LIMITS.emailMaxFrequencySeconds),
  AUTH_RATE_LIMIT_MFA_CHALLENGE_AND_VERIFY: limit(SUPABASE_RATE_LIMITS.mfaChallengeAndVerify),
  /** "false" refuses new TOTP factors (422 mfa_totp_enroll_not_enabled), as a project with TOTP set to "Verify Enabled". */
  AUTH_MFA_TOTP_ENROLL_ENABLED: flag(SUPABASE_MFA.totpEnrollEnabled),
  /** "false" refuses TOTP challenges and verifications (422 mfa_totp_verify_not_enabled), as a project with TOTP disabled. */
  AUTH_MFA_TOTP_VERIFY_ENABLED: flag(SUPABASE_MFA.totpVerifyEnabled),
  AUTH_MFA_MAX_ENROLLED_FACTORS: limit(SUPABASE_MFA.maxEnrolledFactors),
  /** "false" lets any session change the password (Supabase's "Secure password change" off). */
  AUTH_SECURE_PASSWORD_CHANGE: flag(true),
});

export interface StandInConfig {
  /** The public base, e.g. http://127.0.0.1:54321; tokens carry `${publicUrl}/auth/v1` as iss. */
  publicUrl: string;
  siteUrl: string;
  apiKeys: string[];
  autoconfirm: boolean;
  minPasswordLength: number;
  jwtExpiry: number;
  rateLimits: RateLimits;
  /** TOTP MFA switches and the factor limit; SUPABASE_MFA when absent. */
  mfa?: MfaSettings;
  /**
   * A password change needs a session younger than 24 h (GoTrue's UpdatePasswordRequireReauthentication;
   * the stand-in has no reauthentication nonce, so an older session is refused); on when absent.
   */
  securePasswordChange?: boolean;
}

/**
 * The stand-in listens where PUBLIC_SUPABASE_URL points (http://127.0.0.1:54321 by default), so the
 * browser build, the API's token check and the stand-in always agree on one address and issuer.
 */
export function readConfig(env: Record<string, string | undefined>): StandInConfig & { host: string; port: number } {
  const parsed = schema.parse(env);
  const { supabaseUrl, anonKey } = authConfig(env);
  const url = new URL(supabaseUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 80),
    publicUrl: supabaseUrl,
    siteUrl: parsed.SITE_URL ?? `http://localhost:${env.PORT || 4321}`,
    apiKeys: [anonKey],
    autoconfirm: parsed.AUTH_AUTOCONFIRM === 'true',
    minPasswordLength: parsed.AUTH_MIN_PASSWORD_LENGTH,
    jwtExpiry: parsed.AUTH_JWT_EXP,
    mfa: {
      totpEnrollEnabled: parsed.AUTH_MFA_TOTP_ENROLL_ENABLED === 'true',
      totpVerifyEnabled: parsed.AUTH_MFA_TOTP_VERIFY_ENABLED === 'true',
      maxEnrolledFactors: parsed.AUTH_MFA_MAX_ENROLLED_FACTORS,
    },
    securePasswordChange: parsed.AUTH_SECURE_PASSWORD_CHANGE === 'true',
    rateLimits: {
      signInSignUps: parsed.AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS,
      tokenRefresh: parsed.AUTH_RATE_LIMIT_TOKEN_REFRESH,
      verify: parsed.AUTH_RATE_LIMIT_VERIFY,
      emailSent: parsed.AUTH_RATE_LIMIT_EMAIL_SENT,
      emailMaxFrequencySeconds: parsed.AUTH_EMAIL_MAX_FREQUENCY_SECONDS,
      mfaChallengeAndVerify: parsed.AUTH_RATE_LIMIT_MFA_CHALLENGE_AND_VERIFY,
    },
  };
}
