import { useEffect, useState } from 'react';
import { loadPolicies } from '../../client/checkout.ts';
import type { SnapshotPolicy } from '../../lib/catalogue/snapshot.ts';

/** The shop's current policies, whose hashes an order accepts: loading, ready or failed with the server's words, asked once the page opens and again on demand. */
export function useCheckoutPolicies() {
  const [policies, setPolicies] = useState<SnapshotPolicy[] | null>(null);
  const [policiesState, setPoliciesState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [policyError, setPolicyError] = useState<string | null>(null);

  async function refreshPolicies() {
    setPoliciesState('loading');
    const answer = await loadPolicies();
    if (answer.ok) {
      setPolicies(answer.data);
      setPoliciesState('ready');
      setPolicyError(null);
    } else {
      setPolicies(null);
      setPoliciesState('failed');
      setPolicyError(answer.message || null);
    }
  }

  useEffect(() => {
    void refreshPolicies();
  }, []);

  return { policies, policiesState, policyError, refreshPolicies };
}
