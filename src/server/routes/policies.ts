import { Hono } from 'hono';
import type { CatalogueSource } from '../catalogue-source.ts';

/** GET /api/policies/latest: the current policies (id, type, version, hash, updatedAt). */
export function policiesRoutes(catalogue: CatalogueSource): Hono {
  return new Hono().get('/latest', async (c) => {
    const { policies } = await catalogue();
    return c.json({ policies }, 200, { 'cache-control': 'no-cache' });
  });
}
