import { Hono } from 'hono';
import { signedIn, type AuthEnv } from '../auth/middleware.ts';
import type { TokenVerifier } from '../auth/verify.ts';
import type { Database } from '../db/index.ts';

/** GET /api/me: the verified user and their shop role (from profiles). */
export function meRoutes(verifier: TokenVerifier, db: Database) {
  return new Hono<AuthEnv>().get('/', signedIn(verifier, db), (c) => {
    const user = c.get('user');
    return c.json({ user: { id: user.id, email: user.email }, role: c.get('role') }, 200, { 'cache-control': 'no-store' });
  });
}
