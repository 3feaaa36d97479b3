import { z } from 'zod';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';

/** The stand-in's settings, from the environment; defaults match what the browser build expects. */
const schema = z.object({
  /** Port of the stand-in (54321, Supabase CLI's default). */
  AUTH_PORT: z.coerce.number().int().min(0).max(65535).default(54321),
  AUTH_HOST: z.string().default('127.0.0.1'),
  /** Where redirects fall back to, and the only site allowed besides localhost addresses. */
  SITE_URL: z.string().url().optional(),
  PUBLIC_SUPABASE_ANON_KEY: z.string().default(LOCAL_ANON_KEY),
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

export function readConfig(env: Record<string, string | undefined>, port?: number): StandInConfig & { host: string; port: number } {
  const parsed = schema.parse(env);
  const actualPort = port ?? parsed.AUTH_PORT;
  return {
    host: parsed.AUTH_HOST,
    port: actualPort,
    publicUrl: `http://${parsed.AUTH_HOST}:${actualPort}`,
    siteUrl: parsed.SITE_URL ?? `http://localhost:${env.PORT || 4321}`,
    apiKeys: [parsed.PUBLIC_SUPABASE_ANON_KEY],
    autoconfirm: parsed.AUTH_AUTOCONFIRM === 'true',
    minPasswordLength: parsed.AUTH_MIN_PASSWORD_LENGTH,
    jwtExpiry: parsed.AUTH_JWT_EXP,
  };
}
