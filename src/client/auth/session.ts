import { isAuthSessionMissingError, type AuthError, type Session } from '@supabase/auth-js';
import { $aal, $auth } from '../../stores/auth.ts';
import type { meAnswer } from '../../api/account.ts';
import { call, type AnswerOf } from '../api.ts';
import { authClient } from './auth-client.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

/** Sign-in state for the islands: feeds $auth from supabase-js and the server's /api/me. */

let started: Promise<void> | undefined;
let generation = 0;

/**
 * Whether the server says the signed-in user is an admin (false whenever it cannot be asked), and the
 * token's aal; 'refused' when it answers 401: the token's session has ended (logged out elsewhere,
 * expired, the user deleted), though the browser still holds it.
 */
async function roleOf(session: Session): Promise<{ isAdmin: boolean; aal: 'aal1' | 'aal2' } | 'refused'> {
  const answer = await call<AnswerOf<typeof meAnswer>>('/api/me', { auth: { token: session.access_token } });
  if (!answer.ok) console.error('Could not read the profile role', answer.code, answer.message);
  if (!answer.ok && answer.status === 401) return 'refused';
  return answer.ok ? { isAdmin: answer.data.role === 'admin', aal: answer.data.aal } : { isAdmin: false, aal: 'aal1' };
}

let refreshedOnce = false;
/**
 * A token the server refused: one refresh is tried (a token that expired unseen comes back as a new
 * one, and apply runs again); when the auth server refuses that too, or a refreshed token is refused
 * again, the session ends in this browser as well, and every page sees a signed-out visitor (an
 * admin page then asks to sign in, rather than calling its holder a customer).
 */
async function endRefusedSession(): Promise<void> {
  if (!refreshedOnce) {
    refreshedOnce = true;
    const { error } = await authClient().refreshSession();
    if (!error) return;
  }
  await authClient().signOut({ scope: 'local' });
}

async function apply(session: Session | null): Promise<void> {
  const mine = ++generation;
  if (!session) {
    $aal.set(null);
    $auth.set({ user: null, isAdmin: false, loading: false });
    return;
  }
  $auth.set({ ...$auth.get(), loading: true });
  const user = { id: session.user.id, email: session.user.email ?? '' };
  const role = await roleOf(session);
  if (mine !== generation) return;
  if (role === 'refused') return endRefusedSession();
  const { isAdmin, aal } = role;
  $aal.set(aal);
  $auth.set({ user, isAdmin, loading: false });
}

/** Starts listening once: the initial session (from storage or the URL) and every change after. */
export function startAuth(): Promise<void> {
  started ??= new Promise<void>((resolve) => {
    authClient().onAuthStateChange((event, session) => {
      // Run outside the callback: supabase-js holds a lock while it calls listeners.
      setTimeout(() => {
        void apply(session).then(resolve);
        if ((event === 'SIGNED_IN' || event === 'PASSWORD_RECOVERY') && new URLSearchParams(window.location.search).has('code')) {
          const url = new URL(window.location.href);
          url.searchParams.delete('code');
          window.history.replaceState(window.history.state, '', url);
        }
      }, 0);
    });
  });
  return started;
}

/** A refusal carries Supabase Auth's `error_code` when it sent one (`session_missing`: no session in this browser). */
export type AuthResult = { ok: true } | { ok: false; message: string; code?: string };

function failure(error: AuthError | Error): AuthResult {
  const code = isAuthSessionMissingError(error)
    ? 'session_missing'
    : 'code' in error && typeof error.code === 'string'
      ? error.code
      : undefined;
  return { ok: false, message: error.message, ...(code ? { code } : {}) };
}

export async function signInWithPassword(email: string, password: string): Promise<AuthResult> {
  const { error } = await authClient().signInWithPassword({ email, password });
  return error ? failure(error) : { ok: true };
}

/** The page's own address for `path`: a Kiswahili page's mails lead back to Kiswahili pages. */
function pageUrl(path: string): string {
  return `${window.location.origin}${localizedPath(path, pageLocale())}`;
}

/**
 * Creates the account and mails the confirmation link. The page's language goes into the user's
 * metadata (`locale`), which the shop's Supabase templates read (`.Data.locale`) to write the
 * confirmation, and later the recovery mail, in it.
 */
export async function signUp(email: string, password: string): Promise<AuthResult> {
  const { error } = await authClient().signUp({
    email,
    password,
    options: { emailRedirectTo: pageUrl('/account'), data: { locale: pageLocale() } },
  });
  return error ? failure(error) : { ok: true };
}

/** Leaves for the Google consent page, which leads back to `returnTo` (a path on this site) or this page; only comes back here with an error. */
export async function signInWithGoogle(returnTo?: string): Promise<AuthResult> {
  const { error } = await authClient().signInWithOAuth({
    provider: 'google',
    options: { redirectTo: returnTo ? `${window.location.origin}${returnTo}` : window.location.href.split('#')[0] },
  });
  return error ? failure(error) : { ok: true };
}

/**
 * Mails a link to choose a new password; the auth server answers the same whether or not the
 * address has an account. The link comes back to /account/reset-password (/sw/account/reset-password
 * from a Kiswahili page, which also has the mail written in Kiswahili) with a PKCE `code`.
 */
export async function requestPasswordReset(email: string): Promise<AuthResult> {
  const { error } = await authClient().resetPasswordForEmail(email, { redirectTo: pageUrl('/account/reset-password') });
  return error ? failure(error) : { ok: true };
}

/** Sets the signed-in user's password (after a reset link, the link's session); the user's other sessions end. */
export async function setNewPassword(password: string): Promise<AuthResult> {
  const { error } = await authClient().updateUser({ password });
  return error ? failure(error) : { ok: true };
}

export async function signOut(): Promise<void> {
  const { error } = await authClient().signOut();
  if (error) console.error('Logout failed', error);
  await apply(null);
}
