import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The API version GoTrue echoes; supabase-js reads `code` from the body only when it is present. */
export const API_VERSION = '2024-01-01';
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';

/**
 * An error as GoTrue writes it: `{code, message}` for clients that send the API-version header
 * (supabase-js always does), the legacy `{code: status, error_code, msg}` for those that do not.
 */
export function authError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  c.header('x-sb-error-code', code);
  const versioned = (c.req.header(API_VERSION_HEADER) ?? '') >= API_VERSION;
  const body = versioned ? { code, message, ...extra } : { code: status, error_code: code, msg: message, ...extra };
  return c.json(body, status);
}
