import { authConfig, type AuthConfig } from '../../lib/auth/config.ts';

/** The auth configuration baked into the browser build (PUBLIC_* variables at build time). */
export function browserAuthConfig(): AuthConfig {
  return authConfig({
    PUBLIC_SUPABASE_URL: import.meta.env.PUBLIC_SUPABASE_URL,
    PUBLIC_SUPABASE_ANON_KEY: import.meta.env.PUBLIC_SUPABASE_ANON_KEY,
  });
}
