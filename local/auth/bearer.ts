import type { Context } from 'hono';
import type { AuthStore } from './store.ts';
import type { AuthUser } from './user-store.ts';
import { authError } from './errors.ts';
import type { AccessClaims, Sessions } from './sessions.ts';

/** The user behind a Bearer access token, checked as GoTrue's requireAuthentication does. */
export async function bearerUser(
  c: Context,
  store: AuthStore,
  sessions: Sessions,
): Promise<{ claims: AccessClaims; user: AuthUser } | Response> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) return authError(c, 401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let claims: AccessClaims;
  try {
    claims = await sessions.verify(match[1]);
  } catch (error) {
    return authError(c, 403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`);
  }
  const user = await store.userById(claims.sub);
  if (!user) return authError(c, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (!(await store.session(claims.session_id)))
    return authError(c, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { claims, user };
}
