import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/index.ts';
import type { ShopRole } from '../db/profiles.ts';
import { ApiError } from '../errors.ts';
import type { AuthenticatedUser, TokenVerifier } from './verify.ts';

/** Hono variables set by the auth middleware. */
export type AuthEnv = { Variables: { user: AuthenticatedUser; role: ShopRole } };

/** Requires a verified user and reads the shop role from profiles (never from token metadata). */
export function signedIn(verifier: TokenVerifier, db: Database) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const user = await verifier.require(c.req.header('authorization'));
    c.set('user', user);
    c.set('role', await db.profiles.roleOf(user.id));
    await next();
  });
}

/** Requires a verified admin: 403 for a signed-in customer. Use after signedIn(). */
export const adminOnly = createMiddleware<AuthEnv>(async (c, next) => {
  if (c.get('role') !== 'admin') throw new ApiError(403, 'FORBIDDEN', 'This page is for shop administrators only.');
  await next();
});
