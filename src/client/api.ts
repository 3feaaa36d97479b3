import type { z } from 'zod';
import { accessToken } from './auth/signed-in-session.ts';
import { activeLocale } from '../i18n/active.ts';
import { LOCALE_TAG } from '../i18n/locales.ts';

/**
 * The browser's one door to the shop's API: every call sends JSON, adds the signed-in user's
 * bearer token when asked, checks the answer with the caller's zod schema and returns a Result,
 * never throwing. Pages and islands get typed data or a failure with the API's code and message.
 */

/** A failed call. status 0: no answer at all (offline, the request failed); 401 SIGNED_OUT: no session to send. */
export type ApiFailure = { ok: false; status: number; code: string; message: string; field?: string };
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH';
  /** Sent as JSON. */
  body?: unknown;
  /**
   * `required`: the call needs a signed-in user (401 SIGNED_OUT without one); `optional`: send the
   * token when there is a session; `{ token }`: this session's token (the auth client's own events).
   */
  auth?: 'none' | 'optional' | 'required' | { token: string };
  cache?: RequestCache;
  /** Tests pass their own. */
  fetcher?: typeof fetch;
}

/** The API's error answer: `{ error: { code, message, field? } }`. */
function errorOf(json: unknown): { code: string; message: string; field?: string } | null {
  const error = (json as { error?: unknown } | null)?.error as { code?: unknown; message?: unknown; field?: unknown } | undefined;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') return null;
  return { code: error.code, message: error.message, ...(typeof error.field === 'string' ? { field: error.field } : {}) };
}

export async function call<S extends z.ZodType>(schema: S, path: string, options: CallOptions = {}): Promise<ApiResult<z.output<S>>> {
  const { method = 'GET', body, auth = 'none', cache = 'no-store', fetcher = fetch } = options;
  // The page's language: the API's messages and the order's e-mails and SMS are written in it.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': LOCALE_TAG[activeLocale()] };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (auth !== 'none') {
    const token = typeof auth === 'object' ? auth.token : await accessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    else if (auth === 'required') return { ok: false, status: 401, code: 'SIGNED_OUT', message: '' };
  }
  let response: Response;
  let json: unknown;
  try {
    response = await fetcher(path, { method, headers, cache, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    json = await response.json().catch(() => null);
  } catch (error) {
    return { ok: false, status: 0, code: 'NETWORK', message: error instanceof Error ? error.message : String(error) };
  }
  if (!response.ok) {
    const said = errorOf(json);
    return { ok: false, status: response.status, code: said?.code ?? 'HTTP', message: said?.message ?? '', ...(said?.field ? { field: said.field } : {}) };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) console.error(`${path}: the answer did not have the expected shape`, parsed.error);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: response.status, code: 'BAD_ANSWER', message: '' };
}
