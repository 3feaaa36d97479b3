import type { Database } from '../db/index.ts';
import type { ShopRole } from '../db/profiles.ts';
import { ApiError } from '../errors.ts';
import type { AuthenticatedUser, TokenVerifier } from './verify.ts';

/** A verified user whose session lives, with the shop role the database gives them. */
export interface SignedInUser extends AuthenticatedUser {
  sessionId: string;
  role: ShopRole;
}

export interface SignedInUsers {
  /** The user behind `Authorization: Bearer …`: 401 when missing, forged, expired, logged out or deleted. */
  require(authorization: string | undefined): Promise<SignedInUser>;
  /** Null without an Authorization header; a header that is present must pass require(). */
  optional(authorization: string | undefined): Promise<SignedInUser | null>;
}

/** Sessions found alive, with the role and until when they are believed; shared by the requests of a process. */
export type LiveSessions = Map<string, { role: ShopRole; until: number }>;

export const createLiveSessions = (): LiveSessions => new Map();

export interface SignedInOptions {
  /** How long a live session is believed without asking again (logout takes at most this long). */
  cacheMs?: number;
  now?: () => number;
  /** Where live sessions are remembered (default: for this object only). */
  live?: LiveSessions;
}

/** Sessions remembered at once; past this the memory is cleared rather than grown. */
const MAX_CACHED = 10_000;

const ended = () => new ApiError(401, 'SESSION_ENDED', 'auth.api.sessionEnded');

/**
 * Verifies the token (signature, issuer, audience, expiry), then asks the database whether its
 * session still lives and what role the user has. A token carries no promise after logout, so
 * each is checked against auth.sessions, remembered for a few seconds at most.
 */
export function signedInUsers(verifier: TokenVerifier, db: Pick<Database, 'sessions'>, options: SignedInOptions = {}): SignedInUsers {
  const cacheMs = options.cacheMs ?? 10_000;
  const now = options.now ?? Date.now;
  const live = options.live ?? createLiveSessions();

  async function require(authorization: string | undefined): Promise<SignedInUser> {
    const user = await verifier.require(authorization);
    if (!user.sessionId) throw ended();
    const key = `${user.sessionId}:${user.id}`;
    const cached = live.get(key);
    if (cached && cached.until > now()) return { ...user, sessionId: user.sessionId, role: cached.role };
    const role = await db.sessions.activeRole(user.sessionId, user.id);
    if (!role) {
      live.delete(key);
      throw ended();
    }
    if (live.size >= MAX_CACHED) live.clear();
    if (cacheMs > 0) live.set(key, { role, until: now() + cacheMs });
    return { ...user, sessionId: user.sessionId, role };
  }

  return { require, optional: (authorization) => (authorization ? require(authorization) : Promise.resolve(null)) };
}
