import { createMiddleware } from 'hono/factory';
import type { ShopRole } from '../db/profiles.ts';
import { ApiError } from '../errors.ts';
import type { SignedInUser, SignedInUsers } from './signed-in.ts';

/** Hono variables set by the auth middleware. */
export type AuthEnv = { Variables: { user: SignedInUser; role: ShopRole } };

/** Requires a verified user with a live session; the shop role comes from profiles (never from token metadata). */
export function signedIn(users: SignedInUsers) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const user = await users.require(c.req.header('authorization'));
    c.set('user', user);
    c.set('role', user.role);
    await next();
  });
}

/** Requires a verified admin: 403 for a signed-in customer. Use after signedIn(). */
export const adminOnly = createMiddleware<AuthEnv>(async (c, next) => {
  if (c.get('role') !== 'admin') throw new ApiError(403, 'FORBIDDEN', 'auth.api.adminOnly');
  await next();
});
