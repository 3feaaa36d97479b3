import { describe, expect, it } from 'vitest';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { fetchPolicies } from '../../src/cms/index.ts';
import { policyHash } from '../../src/cms/policy-hash.ts';
import { DEFAULT_DELIVERY_SETTINGS } from '../../src/lib/delivery/defaults.ts';
import { shippingPolicyTerms } from '../../src/lib/delivery/policy-terms.ts';

/**
 * The delivery settings' amounts were renamed to end in `Cents` (issue 50); the shipping policy's
 * hash is taken over them with their old names, so every shopper's accepted shipping policy stays
 * current. These hashes were computed before the rename: a change here turns them all stale.
 */
describe("the shipping policy's hash across the rename of the delivery amounts", () => {
  it('is the seed shipping policy hash it was before the rename', async () => {
    const policies = await fetchPolicies(datasetFetcher(await readNdjsonDir('studio/seed')));
    expect(policies.find((p) => p.type === 'shipping-policy')!.hash).toBe(
      'sha256:9ac0912af5eb8231211193eb324026b5a4aa0058c5ad7133e8846de908865c25',
    );
  });

  it('hashes the default settings under their old names', () => {
    const terms = shippingPolicyTerms(DEFAULT_DELIVERY_SETTINGS);
    expect(Object.keys(terms).filter((key) => key.endsWith('Cents'))).toEqual([]);
    expect(policyHash({ type: 'shipping-policy', version: '1.0', title: 'Shipping', summary: '', body: [], terms })).toBe(
      'sha256:c3d4e2ac20b6b47920f985446050d6452b90435de421f5183a15be60f2460180',
    );
  });
});
