import type { AddressInfo } from 'node:net';
import { decodeJwt, SignJWT } from 'jose';
import { serve } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { authStore } from '../../local/auth/store.ts';
import type { Database } from '../../src/server/db/index.ts';
import { createAuthApp } from '../../local/auth/app.ts';
import { SUPABASE_RATE_LIMITS, type StandInConfig } from '../../local/auth/config.ts';
import { generateSigningKey, type SigningKey } from '../../local/auth/keys.ts';
import type { AuthMailer } from '../../local/auth/mails.ts';

export interface RunningStandIn {
  url: string;
  key: SigningKey;
  config: StandInConfig;
  client(options?: { flowType?: 'pkce' | 'implicit' }): SupabaseClient;
  stop(): Promise<void>;
}

type AuthApp = ReturnType<typeof createAuthApp>;

/** A map-backed storage so supabase-js keeps sessions and PKCE verifiers in Node as in a browser. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** The test stand-in's settings: per-IP and project-wide limits out of the way, Supabase's per-user e-mail window kept. */
export function standInConfig(url: string, overrides: Partial<StandInConfig> = {}): StandInConfig {
  return {
    publicUrl: url,
    siteUrl: 'http://localhost:4321',
    apiKeys: [LOCAL_ANON_KEY],
    autoconfirm: false,
    minPasswordLength: 8,
    jwtExpiry: 3600,
    rateLimits: {
      ...SUPABASE_RATE_LIMITS,
      signInSignUps: 10_000,
      tokenRefresh: 10_000,
      verify: 10_000,
      emailSent: 10_000,
      mfaChallengeAndVerify: 10_000,
    },
    ...overrides,
  };
}

/** A supabase-js client for `url`, keeping its session in memory. */
export function memoryClient(url: string, options: { flowType?: 'pkce' | 'implicit'; fetch?: typeof fetch } = {}): SupabaseClient {
  return createClient(url, LOCAL_ANON_KEY, {
    auth: {
      flowType: options.flowType ?? 'pkce',
      storage: memoryStorage(),
      autoRefreshToken: false,
      detectSessionInUrl: false,
      persistSession: true,
    },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
}

/** Calls `app` in-process as @hono/node-server would, from a socket at `remoteAddress`. */
export function fetchFrom(app: AuthApp, remoteAddress: string): typeof fetch {
  return async (input, init) => app.request(input, init, { incoming: { socket: { remoteAddress } } });
}

/** Starts the Auth stand-in over `db` on a free port; its mails go to auth.dev_mailbox unless a mailer is given. */
export async function startStandIn(db: Database, overrides: Partial<StandInConfig> = {}, mailer?: AuthMailer): Promise<RunningStandIn> {
  const { key } = await generateSigningKey();
  let app: AuthApp | null = null;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve(
      {
        fetch: (req, env) => (app ? app.fetch(req, env) : new Response('starting', { status: 503 })),
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(s),
    );
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = standInConfig(url, overrides);
  app = createAuthApp({ store: authStore(db.sql), key, config, ...(mailer ? { mailer } : {}) });
  return {
    url,
    key,
    config,
    client: (options = {}) => memoryClient(url, options),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link of the newest mail the stand-in "sent" to `email` (of `type` signup or recovery, when given). */
export async function mailLink(db: Database, email: string, type?: 'signup' | 'recovery'): Promise<string> {
  const mail = (await authStore(db.sql).mailbox()).find(
    (m) => m.to === email.toLowerCase() && (!type || new URL(m.link).searchParams.get('type') === type),
  );
  if (!mail) throw new Error(`No ${type ?? ''} mail to ${email}`);
  return mail.link;
}

/** The confirmation link the stand-in "sent" to `email` most recently. */
export async function confirmationLink(db: Database, email: string): Promise<string> {
  return mailLink(db, email, 'signup');
}

/**
 * `token` as Supabase Auth issues it after a TOTP verify: the same session, `aal: 'aal2'`, amr totp
 * then password, signed with the stand-in's key. Admin routes need it (403 MFA_REQUIRED at aal1).
 */
export async function aal2Token(auth: Pick<RunningStandIn, 'key'>, token: string): Promise<string> {
  const claims = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    ...claims,
    aal: 'aal2',
    amr: [
      { method: 'totp', timestamp: now },
      { method: 'password', timestamp: now - 60 },
    ],
  })
    .setProtectedHeader({ alg: 'ES256', kid: auth.key.kid, typ: 'JWT' })
    .sign(auth.key.privateKey);
}

/** Bearer tokens of a customer and an admin signed up on `auth`: the admin's at aal2, and at aal1 as after a password alone. */
export interface CustomerAndAdmin {
  customer: string;
  admin: string;
  aal1: string;
}

/**
 * Signs up `<prefix>-customer-<engine>@shop.test` and `<prefix>-admin-<engine>@shop.test` (the stand-in confirming
 * them at once), makes the second an admin, and gives their tokens: what the admin routes' tests
 * call with.
 */
export async function customerAndAdmin(auth: RunningStandIn, db: Database, prefix: string, engine: string): Promise<CustomerAndAdmin> {
  const signUp = async (who: string) => {
    const { data, error } = await auth.client().auth.signUp({ email: `${prefix}-${who}-${engine}@shop.test`, password: 'correct-horse-1' });
    if (error || !data.session || !data.user) throw error ?? new Error('no session');
    return { id: data.user.id, token: data.session.access_token };
  };
  const customer = await signUp('customer');
  const admin = await signUp('admin');
  await db.profiles.setRole(admin.id, 'admin');
  return { customer: customer.token, admin: await aal2Token(auth, admin.token), aal1: admin.token };
}
