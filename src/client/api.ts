import type { z } from 'zod';
import { accessToken } from './auth/signed-in-session.ts';
import { LOCALE_TAG } from '../i18n/locales.ts';
import { pageLocale } from '../i18n/page-locale.ts';

/**
 * The browser's one door to the shop's API: every call sends JSON, adds the signed-in user's
 * bearer token when asked and returns a Result, never throwing. Pages and islands get typed data
 * or a failure with the API's code and message.
 *
 * The answer's type is the schema's in src/api/, read as a type only: the browser
 * carries no schema library (issue 27). The server holds its answers to those schemas
 * (src/server/answer-contract.ts): every API test and every browser walk fails on an answer that
 * breaks one. Here an answer that is not a JSON object (a proxy's page, a cut-off body) is a
 * BAD_ANSWER failure, never data.
 */

/** The data an answer schema describes, as a type: `call<AnswerOf<typeof quoteAnswer>>(…)` (the schema is imported with `import type`). */
export type AnswerOf<S extends z.core.$ZodType> = z.output<S>;

/** One line of a refused file (CSV_INVALID's `lines`): its number and what is wrong with it. */
export type ApiLineError = { line: number; message: string };

/** A failed call. status 0: no answer at all (offline, the request failed); 401 SIGNED_OUT: no session to send. */
export type ApiFailure = { ok: false; status: number; code: string; message: string; field?: string; lines?: ApiLineError[] };
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as it is when `contentType` is given (a file's text). */
  body?: unknown;
  /** The body's type when it is not JSON, e.g. `text/csv`. */
  contentType?: string;
  /**
   * `required`: the call needs a signed-in user (401 SIGNED_OUT without one); `optional`: send the
   * token when there is a session; `{ token }`: this session's token (the auth client's own events).
   */
  auth?: 'none' | 'optional' | 'required' | { token: string };
  cache?: RequestCache;
  /** Tests pass their own. */
  fetcher?: typeof fetch;
}

/** The API's error answer: `{ error: { code, message, field?, lines? } }`. */
export function errorOf(json: unknown): Omit<ApiFailure, 'ok' | 'status'> | null {
  const error = (json as { error?: unknown } | null)?.error as
    { code?: unknown; message?: unknown; field?: unknown; lines?: unknown } | undefined;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') return null;
  const lines = Array.isArray(error.lines)
    ? error.lines.filter((l): l is ApiLineError => typeof l?.line === 'number' && typeof l?.message === 'string')
    : undefined;
  return {
    code: error.code,
    message: error.message,
    ...(typeof error.field === 'string' ? { field: error.field } : {}),
    ...(lines ? { lines } : {}),
  };
}

export async function call<T>(path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, contentType, auth = 'none', cache = 'no-store', fetcher = fetch } = options;
  // The page's language: the API's messages and the order's e-mails and SMS are written in it.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': LOCALE_TAG[pageLocale()] };
  if (body !== undefined) headers['content-type'] = contentType ?? 'application/json';
  if (auth !== 'none') {
    const token = typeof auth === 'object' ? auth.token : await accessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    else if (auth === 'required') return { ok: false, status: 401, code: 'SIGNED_OUT', message: '' };
  }
  let response: Response;
  let json: unknown;
  try {
    const sent = body === undefined ? {} : { body: contentType ? String(body) : JSON.stringify(body) };
    response = await fetcher(path, { method, headers, cache, ...sent });
    json = await response.json().catch(() => null);
  } catch (error) {
    return { ok: false, status: 0, code: 'NETWORK', message: error instanceof Error ? error.message : String(error) };
  }
  if (!response.ok) {
    const said = errorOf(json);
    return { ok: false, status: response.status, code: 'HTTP', message: '', ...said };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    console.error(`${path}: the answer was not a JSON object`);
    return { ok: false, status: response.status, code: 'BAD_ANSWER', message: '' };
  }
  return { ok: true, data: json as T };
}
