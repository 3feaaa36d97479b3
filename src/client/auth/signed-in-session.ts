import { freshStoredSession, type SignedInSession } from '../../lib/auth/fresh-session.ts';
import { storedSession } from './stored-session.ts';

export type { SignedInSession };

/**
 * The current session, refreshed by supabase-js when its token is about to expire; null for a
 * guest. The auth client is loaded only when a session is stored, so guests never download it, and
 * only when its token is about to expire or cannot be read as stored (issue 49): a checkout with a
 * fresh session prefills and sends its token without the client's 19 KB.
 */
export async function currentSession(): Promise<SignedInSession | null> {
  const stored = storedSession();
  if (stored === null) return null;
  const fresh = freshStoredSession(stored, Date.now() / 1000);
  if (fresh) return fresh;
  try {
    const { authClient } = await import('./auth-client.ts');
    const { data } = await authClient().getSession();
    const session = data.session;
    if (!session?.user.email) return null;
    const name = (session.user.user_metadata as { full_name?: unknown } | undefined)?.full_name;
    return { email: session.user.email, fullName: typeof name === 'string' ? name.trim() : '', accessToken: session.access_token };
  } catch (error) {
    console.error('The session could not be read.', error);
    return null;
  }
}

/** The bearer token of the current session, or null for a guest. */
export async function accessToken(): Promise<string | null> {
  return (await currentSession())?.accessToken ?? null;
}
