import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { API_VERSION_HEADER } from './errors.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1']);

/** The origins allowed to call the stand-in from a browser: the shop's, and its other loopback spelling. */
function shopOrigins(siteUrl: string): Set<string> {
  const site = new URL(siteUrl);
  if (!LOOPBACK.has(site.hostname)) return new Set([site.origin]);
  const port = site.port ? `:${site.port}` : '';
  return new Set([...LOOPBACK].map((host) => `${site.protocol}//${host}${port}`));
}

/**
 * GoTrue's CORS (methods, echoed request headers, credentials, exposed X-Supabase-Api-Version) for the
 * shop's origins only; any other origin gets no CORS headers, so its pages cannot read the answers.
 */
export function shopCors(siteUrl: string): MiddlewareHandler {
  const allowed = shopOrigins(siteUrl);
  const gotrueCors = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['X-Total-Count', 'Link', API_VERSION_HEADER],
  });
  return async (c, next) => {
    if (allowed.has(c.req.header('origin') ?? '')) return gotrueCors(c, next);
    await next();
    c.header('Vary', 'Origin', { append: true });
  };
}
