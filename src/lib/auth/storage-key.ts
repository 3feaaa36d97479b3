/** supabase-js's default storage key: `sb-<first label of the host>-auth-token` (the port is ignored). */
export function storageKeyFor(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * Whether the page needs the auth client at once, whatever is stored: a sign-in coming back in the
 * URL (a PKCE `code`, tokens in the hash, or an error from the auth server), or a signed-out visit
 * sent home to sign in (`?sign-in=`: SIGN_IN_PARAM in src/lib/auth/sign-in-reason.ts, not imported:
 * every page's layout chunk would carry that module whole). A stored session alone does
 * not: the header names its shopper from storage, and the client loads when the menu opens (issue 49).
 */
export function needsAuthClient(search: string, hash: string): boolean {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  return (
    query.has('code') ||
    query.has('error_description') ||
    query.has('sign-in') ||
    fragment.has('access_token') ||
    fragment.has('error_description')
  );
}
