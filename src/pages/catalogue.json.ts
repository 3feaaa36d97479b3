import type { APIRoute } from 'astro';
import { loadCatalogue } from '../lib/cms/index.ts';
import { toSnapshot } from '../lib/catalogue/snapshot.ts';

/** /catalogue.json: prices, stock and policy hashes, for the API and the cart. */
export const GET: APIRoute = async () => {
  const catalogue = await loadCatalogue();
  return new Response(JSON.stringify(toSnapshot(catalogue, [], new Date())), {
    headers: { 'content-type': 'application/json' },
  });
};
