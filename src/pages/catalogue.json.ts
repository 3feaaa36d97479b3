import type { APIRoute } from 'astro';
import { loadCatalogue, loadPolicies } from '../lib/cms/index.ts';
import { toSnapshot } from '../lib/catalogue/snapshot.ts';

/** /catalogue.json: prices, stock and policy hashes, for the API and the cart. */
export const GET: APIRoute = async () => {
  const [catalogue, policies] = await Promise.all([loadCatalogue(), loadPolicies()]);
  const snapshotPolicies = policies.map(({ id, type, version, hash, updatedAt }) => ({ id, type, version, hash, updatedAt }));
  return new Response(JSON.stringify(toSnapshot(catalogue, snapshotPolicies, new Date())), {
    headers: { 'content-type': 'application/json' },
  });
};
