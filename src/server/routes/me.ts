import { Hono } from 'hono';
import { signedIn, type AuthEnv } from '../auth/middleware.ts';
import type { SignedInUsers } from '../auth/signed-in.ts';

/** GET /api/me: the verified user, their shop role (from profiles) and the token's aal (admin pages step up when aal1). Works at aal1. */
export function meRoutes(users: SignedInUsers) {
  return new Hono<AuthEnv>().get('/', signedIn(users), (c) => {
    const user = c.get('user');
    return c.json({ user: { id: user.id, email: user.email }, role: c.get('role'), aal: user.aal }, 200);
  });
}
