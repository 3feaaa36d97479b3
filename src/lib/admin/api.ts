import { authClient } from '../auth/supabase-client.ts';

/** An error the admin API answered, with its message for the person at the desk. */
export class AdminApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'AdminApiError';
    this.status = status;
  }
}

/** Calls the admin API with the session's access token; the server decides whether the caller is an admin. */
export async function adminApi<T>(path: string, init: { method?: 'GET' | 'PATCH'; body?: unknown } = {}): Promise<T> {
  const { data } = await authClient().getSession();
  if (!data.session) throw new AdminApiError(401, 'You are signed out. Please sign in again.');
  const res = await fetch(path, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${data.session.access_token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!res.ok) throw new AdminApiError(res.status, body?.error?.message ?? `The server answered ${res.status}.`);
  return body as T;
}
