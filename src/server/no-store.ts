import { createMiddleware } from 'hono/factory';

/**
 * The header of an answer no browser or proxy may keep: every API answer by default (below), and the
 * server pages that show one order, claim or form answer (/track, /warranty, /invoice, the payment
 * pages, the job sheet). The other server pages (/shop, /search) set none, so a browser can keep them
 * in its back/forward cache.
 */
export const NO_STORE = { 'cache-control': 'no-store' } as const;

/**
 * Every API answer is `cache-control: no-store` unless its route names its own caching
 * (GET /api/stock, GET /api/policies/latest): orders, accounts, payments and errors are never
 * kept by a browser or a proxy. One place, so no route can forget it.
 */
export const noStoreByDefault = () =>
  createMiddleware(async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', NO_STORE['cache-control']);
  });
