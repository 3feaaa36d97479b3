/**
 * Where the browser and the server find Supabase Auth. Production sets PUBLIC_SUPABASE_URL and
 * PUBLIC_SUPABASE_ANON_KEY; without them everything points at the local stand-in (local/auth).
 */

/** The stand-in's address and API key when nothing is configured. */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_ANON_KEY = 'sb_publishable_local-stand-in-key';

export interface AuthConfig {
  supabaseUrl: string;
  anonKey: string;
}

/** Resolves the configuration from PUBLIC_* variables (build-time in the browser, env on the server). */
export function authConfig(env: Record<string, string | undefined>): AuthConfig {
  return {
    supabaseUrl: (env.PUBLIC_SUPABASE_URL || env.SUPABASE_URL || LOCAL_SUPABASE_URL).replace(/\/+$/, ''),
    anonKey: env.PUBLIC_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  };
}

/** The issuer (`iss`) of access tokens: `<supabase url>/auth/v1`. */
export function issuerOf(supabaseUrl: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/auth/v1`;
}
