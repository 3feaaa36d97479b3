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
  requireAal2(c.get('user'));
  await next();
});

/**
 * Every admin route, reads included (the desk shows every customer's name, phone and address),
 * needs a session that passed a second factor: an admin token at aal1 gets 403 MFA_REQUIRED, which
 * tells the admin pages to ask for the authenticator code (or to enroll one). `aal` comes from the
 * verified token only (verify.ts), so a forged claim fails the signature first.
 */
export function requireAal2(user: Pick<SignedInUser, 'aal'>): void {
  if (user.aal !== 'aal2') throw new ApiError(403, 'MFA_REQUIRED', 'auth.api.mfaRequired');
}
