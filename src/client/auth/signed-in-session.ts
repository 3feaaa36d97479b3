import { storedSession } from './stored-session.ts';

/** The signed-in shopper as pages need them: who to prefill, and the token for the API. */
export interface SignedInSession {
  email: string;
  /** user_metadata.full_name; empty when the account has none. */
  fullName: string;
  accessToken: string;
}

/**
 * The current session, refreshed by supabase-js when its token is about to expire; null for a
 * guest. The auth client is loaded only when a session is stored, so guests never download it.
 */
export async function currentSession(): Promise<SignedInSession | null> {
  if (storedSession() === null) return null;
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
