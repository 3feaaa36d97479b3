import { createLocalJWKSet } from 'jose';
import { createEmailUser } from '../../local/auth/accounts.ts';
import { createAuthApp } from '../../local/auth/app.ts';
import { SUPABASE_RATE_LIMITS } from '../../local/auth/config.ts';
import { generateSigningKey } from '../../local/auth/keys.ts';
import { authStore } from '../../local/auth/store.ts';
import { totpCode } from '../../local/auth/totp.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { createTokenVerifier, type TokenVerifier } from '../../src/server/auth/verify.ts';
import type { Database } from '../../src/server/db/index.ts';

const AUTH_URL = 'http://127.0.0.1:54321';

/**
 * An admin signed in through the Auth stand-in, called in-process (no port), who then enrolls and
 * verifies a TOTP factor (admin routes need aal2): the API verifies its token against the
 * stand-in's key and checks its session and role as for any request.
 */
export async function adminSession(db: Database): Promise<{ verifier: TokenVerifier; authorization: string }> {
  const { key } = await generateSigningKey();
  const config = {
    publicUrl: AUTH_URL,
    siteUrl: 'http://localhost:4321',
    apiKeys: [LOCAL_ANON_KEY],
    autoconfirm: true,
    minPasswordLength: 8,
    jwtExpiry: 3600,
    rateLimits: SUPABASE_RATE_LIMITS,
  };
  const store = authStore(db.sql);
  const auth = createAuthApp({ store, key, config });
  const account = { email: 'bench-admin@solarshop.test', password: 'bench-admin-2026' };
  const { user } = await createEmailUser(store, { ...account, data: { full_name: 'Bench Admin' }, confirmed: true });
  await db.profiles.setRole(user.id, 'admin');
  const res = await auth.request(`${AUTH_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const session = (await res.json()) as { access_token?: string };
  if (!session.access_token) throw new Error(`admin sign-in failed: HTTP ${res.status}`);
  const call = async <T>(path: string, token: string, body: unknown): Promise<T> => {
    const answer = await auth.request(`${AUTH_URL}/auth/v1${path}`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`admin step-up failed at ${path}: HTTP ${answer.status}`);
    return (await answer.json()) as T;
  };
  const factor = await call<{ id: string; totp: { secret: string } }>('/factors', session.access_token, { factor_type: 'totp' });
  const challenge = await call<{ id: string }>(`/factors/${factor.id}/challenge`, session.access_token, {});
  const raised = await call<{ access_token: string }>(`/factors/${factor.id}/verify`, session.access_token, {
    challenge_id: challenge.id,
    code: totpCode(factor.totp.secret),
  });
  const verifier = createTokenVerifier({ supabaseUrl: AUTH_URL, jwks: createLocalJWKSet({ keys: [key.publicJwk] }) });
  return { verifier, authorization: `Bearer ${raised.access_token}` };
}
