import type { SnapshotPolicy } from '../catalogue/snapshot.ts';

/** Policy type → hash of every current policy: what the shopper accepts by confirming. */
export function policyHashes(policies: readonly SnapshotPolicy[]): Record<string, string> {
  return Object.fromEntries(policies.map((policy) => [policy.type, policy.hash]));
}
