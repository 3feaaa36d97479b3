import { z } from 'zod';
import { authConfig } from '../../src/lib/auth/config.ts';

/** The stand-in's settings, from the environment; defaults match what the browser build expects. */
const schema = z.object({
  /** Where redirects fall back to, and the only site allowed besides localhost addresses. */
  SITE_URL: z.url().optional(),
  /** "true" signs users in at sign-up without e-mail confirmation (Supabase's "Confirm email" off). */
  AUTH_AUTOCONFIRM: z.enum(['true', 'false']).default('false'),
  AUTH_MIN_PASSWORD_LENGTH: z.coerce.number().int().min(6).max(72).default(8),
  AUTH_JWT_EXP: z.coerce.number().int().min(120).default(3600),
});

export interface StandInConfig {
  /** The public base, e.g. http://127.0.0.1:54321; tokens carry `${publicUrl}/auth/v1` as iss. */
  publicUrl: string;
  siteUrl: string;
  apiKeys: string[];
  autoconfirm: boolean;
  minPasswordLength: number;
  jwtExpiry: number;
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
  };
}
