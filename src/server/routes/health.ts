import { Hono } from 'hono';

/** GET /api/health: the API is up. Used by the launcher, monitors and tests. */
export const health = new Hono().get('/', (c) =>
  c.json({ status: 'ok', time: new Date().toISOString() }, 200, { 'cache-control': 'no-store' }),
);
