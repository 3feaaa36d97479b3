import { browserAuthConfig } from '../../lib/auth/browser-config.ts';
import { storageKeyFor } from '../../lib/auth/storage-key.ts';

/** The signed-in shopper as checkout needs them: who to prefill, and the token for the order call. */
export interface CheckoutSession {
  email: string;
  /** user_metadata.full_name; empty when the account has none (the field then stays editable). */
  fullName: string;
  accessToken: string;
}

function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(storageKeyFor(browserAuthConfig().supabaseUrl)) !== null;
  } catch {
    return false;
  }
}

/**
 * The current session, refreshed by supabase-js when its token is about to expire; null for a
 * guest. The auth client is loaded only when a session is stored, so guests never download it.
 */
export async function currentSession(): Promise<CheckoutSession | null> {
  if (!hasStoredSession()) return null;
  try {
    const { authClient } = await import('../../lib/auth/supabase-client.ts');
    const { data } = await authClient().getSession();
    const session = data.session;
    if (!session?.user.email) return null;
    const name = (session.user.user_metadata as { full_name?: unknown } | undefined)?.full_name;
    return { email: session.user.email, fullName: typeof name === 'string' ? name.trim() : '', accessToken: session.access_token };
  } catch (error) {
    console.error('The session could not be read; checking out as a guest.', error);
    return null;
  }
}
