import type { APIRoute } from 'astro';
import { loadCatalogue, loadDelivery, loadInstallation, loadLayby, loadPolicies } from '../cms/index.ts';
import { toSnapshot } from '../lib/catalogue/snapshot.ts';

/** /catalogue.json: prices, stock, weights, policy hashes, delivery rates, lay-by terms and installation settings, for the API and the cart; always from the English content. */
export const GET: APIRoute = async () => {
  const [catalogue, policies, delivery, layby, installation] = await Promise.all([
    loadCatalogue('en'),
    loadPolicies('en'),
    loadDelivery(),
    loadLayby(),
    loadInstallation(),
  ]);
  const snapshotPolicies = policies.map(({ id, type, version, hash, updatedAt }) => ({ id, type, version, hash, updatedAt }));
  return new Response(JSON.stringify(toSnapshot(catalogue, snapshotPolicies, delivery, new Date(), layby, installation)), {
    headers: { 'content-type': 'application/json' },
  });
};
