import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { MessageKey } from '../i18n/index.ts';
import { ApiError } from './errors.ts';

/** Largest body each part of the API reads, in bytes, checked before anything is parsed. */
export const BODY_LIMITS = {
  /** Checkout and contact forms: a cart of MAX_ORDER_LINES lines (order-schema.ts) and a 5,000-character message fit with room. */
  form: 32 * 1024,
  /** Sanity's webhook: the projection docs/deploy.md gives is tiny, Sanity's default (the whole document) is not. */
  webhook: 64 * 1024,
  /** A stocktake's CSV (POST /api/admin/stock/import): a line per product, 10,000 products with room. */
  stocktake: 1024 * 1024,
  /** Everything else: Pesapal's IPN, the admin's small changes, bodies nobody should send. */
  small: 4 * 1024,
} as const;

/** Which limit a path gets: the form routes and the webhooks their own, every other route the small one. */
function bodyLimitOf(path: string): number {
  if (/^\/api\/hooks\//.test(path)) return BODY_LIMITS.webhook;
  if (path === '/api/admin/stock/import') return BODY_LIMITS.stocktake;
  // A browser's favourites merged on sign-in: up to MAX_FAVOURITES product ids.
  if (path === '/api/favourites/merge') return BODY_LIMITS.form;
  return /^\/api\/(checkout|contact)(\/|$)/.test(path) ? BODY_LIMITS.form : BODY_LIMITS.small;
}

/**
 * Refuses a body past its limit with 413 before it is read into memory: by Content-Length when
 * given, else while streaming (the same under Node and on Cloudflare).
 */
export function limitBodies(): MiddlewareHandler {
  return async (c, next) => {
    const maxSize = bodyLimitOf(c.req.path);
    return bodyLimit({
      maxSize,
      onError: (c) => {
        // The rest of the body is not read: the client must not send its next request after it on this connection.
        c.header('Connection', 'close');
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'api.error.tooLarge', 'body', { kilobytes: maxSize / 1024 });
      },
    })(c, next);
  };
}

/** The JSON body of a request sent as JSON: 415 for another content type, 400 when it does not parse. */
export async function jsonBody(c: Context, unreadable: MessageKey = 'api.error.notJson'): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'api.error.notJson', 'body');
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'INVALID_JSON', unreadable, 'body');
  }
}
