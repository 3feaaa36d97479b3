import { GoTrueClient } from '@supabase/auth-js';
import { browserAuthConfig } from './browser-config.ts';
import { storageKeyFor } from '../../lib/auth/storage-key.ts';

/**
 * The one place the browser talks to Supabase Auth; loaded on demand. It is supabase-js's own
 * auth client (`@supabase/auth-js`, what `createClient(...).auth` is) set up as supabase-js sets
 * it up, without the database, storage and realtime clients the shop does not use in the browser
 * (about 40 KB gzipped less on every signed-in page).
 */

let client: GoTrueClient | undefined;

export function authClient(): GoTrueClient {
  const { supabaseUrl, anonKey } = browserAuthConfig();
  client ??= new GoTrueClient({
    url: new URL('auth/v1', supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`).href,
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    storageKey: storageKeyFor(supabaseUrl),
    flowType: 'pkce',
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  });
  return client;
}
