/** The signed-in shopper as the header shows them before the auth client loads. */
export interface StoredUser {
  id: string;
  email: string;
}

/**
 * Who the session supabase-js keeps in this browser belongs to, read from its stored text (the
 * session with its `user`, as GoTrueClient saves it) without loading the auth client (issue 49):
 * null when none is stored, 'unreadable' when something is stored the header cannot name (not
 * JSON, no user, no e-mail): the auth client then loads at once and decides, as it did for every
 * stored session before. Whether the session still lives is the auth client's to check, later.
 */
export function storedUser(stored: string | null): StoredUser | null | 'unreadable' {
  if (!stored) return null;
  try {
    const user = (JSON.parse(stored) as { user?: { id?: unknown; email?: unknown } } | null)?.user;
    const { id, email } = user ?? {};
    return typeof id === 'string' && id !== '' && typeof email === 'string' && email !== '' ? { id, email } : 'unreadable';
  } catch {
    return 'unreadable';
  }
}
