import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { browserAuthConfig } from './browser-config.ts';

/** The one place the browser touches supabase-js (auth only); loaded on demand. */

let client: SupabaseClient | undefined;

export function supabase(): SupabaseClient {
  const { supabaseUrl, anonKey } = browserAuthConfig();
  client ??= createClient(supabaseUrl, anonKey, {
    auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  return client;
}
