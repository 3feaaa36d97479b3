import { createMiddleware } from 'hono/factory';
import type { ShopRole } from '../db/profiles.ts';
import { ApiError } from '../errors.ts';
import type { SignedInUser, SignedInUsers } from './signed-in.ts';

/** Hono variables set by the auth middleware. */
export type AuthEnv = { Variables: { user: SignedInUser; role: ShopRole } };

/**
 * Requires a verified user with a live session; the shop role comes from profiles (never from token metadata).
 * Put it on each route it guards, never on a prefix another router shares.
 */
export function signedIn(users: SignedInUsers) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const user = await users.require(c.req.header('authorization'));
    c.set('user', user);
    c.set('role', user.role);
    await next();
  });
}

/** Requires a verified admin: 403 for a signed-in customer. Use after signedIn(). */
const adminOnly = createMiddleware<AuthEnv>(async (c, next) => {
  if (c.get('role') !== 'admin') throw new ApiError(403, 'FORBIDDEN', 'auth.api.adminOnly');
  requireAal2(c.get('user'));
  await next();
});

/**
 * The admin guard: signedIn, then an admin at aal2 (401, 403). Put it on each admin route, never on a
 * prefix (`use('*')` in a router mounted at /orders also runs for the shopper's unmatched /orders paths):
 * a route's answer must not depend on which router was registered first.
 */
export function signedInAdmin(users: SignedInUsers) {
  const signed = signedIn(users);
  return createMiddleware<AuthEnv>((c, next) => signed(c, async () => void (await adminOnly(c, next))));
}

/**
 * Every admin route, reads included (the desk shows every customer's name, phone and address),
 * needs a session that passed a second factor: an admin token at aal1 gets 403 MFA_REQUIRED, which
 * tells the admin pages to ask for the authenticator code (or to enroll one). `aal` comes from the
 * verified token only (verify.ts), so a forged claim fails the signature first.
 */
export function requireAal2(user: Pick<SignedInUser, 'aal'>): void {
  if (user.aal !== 'aal2') throw new ApiError(403, 'MFA_REQUIRED', 'auth.api.mfaRequired');
}
