import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { authStore } from '../../src/server/db/auth-store.ts';
import type { Database } from '../../src/server/db/index.ts';
import { createAuthApp } from '../../local/auth/app.ts';
import type { StandInConfig } from '../../local/auth/config.ts';
import { generateSigningKey, type SigningKey } from '../../local/auth/keys.ts';

export interface RunningStandIn {
  url: string;
  key: SigningKey;
  config: StandInConfig;
  client(options?: { flowType?: 'pkce' | 'implicit' }): SupabaseClient;
  stop(): Promise<void>;
}

/** A map-backed storage so supabase-js keeps sessions and PKCE verifiers in Node as in a browser. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Starts the Auth stand-in over `db` on a free port. */
export async function startStandIn(db: Database, overrides: Partial<StandInConfig> = {}): Promise<RunningStandIn> {
  const { key } = await generateSigningKey();
  let handler: (req: Request) => Response | Promise<Response> = () => new Response('starting', { status: 503 });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (req) => handler(req), port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const config: StandInConfig = {
    publicUrl: url,
    siteUrl: 'http://localhost:4321',
    apiKeys: [LOCAL_ANON_KEY],
    autoconfirm: false,
    minPasswordLength: 8,
    jwtExpiry: 3600,
    ...overrides,
  };
  const app = createAuthApp({ store: authStore(db.sql), key, config });
  handler = (req) => app.fetch(req);
  return {
    url,
    key,
    config,
    client: (options = {}) =>
      createClient(url, LOCAL_ANON_KEY, {
        auth: { flowType: options.flowType ?? 'pkce', storage: memoryStorage(), autoRefreshToken: false, detectSessionInUrl: false, persistSession: true },
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The confirmation link the stand-in "sent" to `email` most recently. */
export async function confirmationLink(db: Database, email: string): Promise<string> {
  const mail = (await authStore(db.sql).mailbox()).find((m) => m.to === email.toLowerCase());
  if (!mail) throw new Error(`No mail to ${email}`);
  return mail.link;
}
