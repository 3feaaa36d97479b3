import { createMiddleware } from 'hono/factory';

/**
 * Every API answer is `cache-control: no-store` unless its route names its own caching
 * (GET /api/stock, GET /api/policies/latest): orders, accounts, payments and errors are never
 * kept by a browser or a proxy. One place, so no route can forget it.
 */
export const noStoreByDefault = () =>
  createMiddleware(async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
