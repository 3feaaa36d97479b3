/** supabase-js's default storage key: `sb-<first label of the host>-auth-token` (the port is ignored). */
export function storageKeyFor(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * Whether the page needs the auth client right away: a stored session, or a sign-in coming back
 * in the URL (a PKCE `code`, tokens in the hash, or an error from the auth server).
 */
export function needsAuthClient(storedSession: string | null, search: string, hash: string): boolean {
  if (storedSession) return true;
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  return query.has('code') || query.has('error_description') || fragment.has('access_token') || fragment.has('error_description');
}
