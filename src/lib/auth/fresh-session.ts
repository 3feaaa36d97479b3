/** The signed-in shopper as pages need them: who to prefill, and the token for the API. */
export interface SignedInSession {
  email: string;
  /** user_metadata.full_name; empty when the account has none. */
  fullName: string;
  accessToken: string;
}

/**
 * How long a stored access token must still live to be used as stored: supabase-js's own margin
 * (auth-js EXPIRY_MARGIN_MS, three 30-second ticks), so a token it would refresh is never sent.
 */
export const FRESH_MARGIN_SECONDS = 90;

/**
 * The session supabase-js keeps in this browser, read from its stored text without loading the
 * auth client (issue 49), when its access token lives more than `marginSeconds` past `nowSeconds`
 * (expires_at is in seconds, as stored). Null otherwise (none stored, unreadable, no e-mail, no
 * expiry, about to expire): the auth client then loads, reads and refreshes it, as it always did.
 */
export function freshStoredSession(
  stored: string | null,
  nowSeconds: number,
  marginSeconds = FRESH_MARGIN_SECONDS,
): SignedInSession | null {
  if (!stored) return null;
  let session: unknown;
  try {
    session = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof session !== 'object' || session === null) return null;
  const {
    access_token: accessToken,
    expires_at: expiresAt,
    user,
  } = session as {
    access_token?: unknown;
    expires_at?: unknown;
    user?: { email?: unknown; user_metadata?: { full_name?: unknown } | null } | null;
  };
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt) || expiresAt - nowSeconds <= marginSeconds) return null;
  const email = user?.email;
  if (typeof email !== 'string' || email === '') return null;
  const name = user?.user_metadata?.full_name;
  return { email, fullName: typeof name === 'string' ? name.trim() : '', accessToken };
}
