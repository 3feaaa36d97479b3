import type { Translate } from '../../i18n/index.ts';
import type { SnapshotPolicy } from '../catalogue/snapshot.ts';
import { isPolicySlug } from '../policies.ts';

/** The policies a shopper must accept at checkout (the agreements of checkout spec section 3). */
const REQUIRED_POLICY_TYPES = ['terms-and-conditions', 'privacy-policy'] as const;

/** A policy's name in the shopper's language (the footer's), or its type when it is not one of ours. */
function policyName(type: string, t: Translate): string {
  return isPolicySlug(type) ? t(`policy.${type}`) : type;
}

export type PolicyCheck =
  | { ok: true; accepted: SnapshotPolicy[] }
  | { ok: false; code: 'POLICY_NOT_ACCEPTED' | 'POLICY_OUTDATED'; type: string; message: (t: Translate) => string };

/**
 * Checks the hashes the shopper accepted against the current policies: each required policy must
 * be there, and every hash sent must be the current one (else 409, and the page reloads them).
 */
export function checkAcceptedPolicies(accepted: Readonly<Record<string, string>>, current: readonly SnapshotPolicy[]): PolicyCheck {
  const byType = new Map(current.map((policy) => [policy.type, policy]));
  for (const type of REQUIRED_POLICY_TYPES) {
    if (!accepted[type]) {
      return {
        ok: false,
        code: 'POLICY_NOT_ACCEPTED',
        type,
        message: (t) => t('order.error.policyMissing', { policy: policyName(type, t) }),
      };
    }
  }
  const acceptedPolicies: SnapshotPolicy[] = [];
  for (const [type, hash] of Object.entries(accepted)) {
    const policy = byType.get(type);
    if (!policy || policy.hash !== hash) {
      return { ok: false, code: 'POLICY_OUTDATED', type, message: (t) => t('order.error.policyStale', { policy: policyName(type, t) }) };
    }
    acceptedPolicies.push(policy);
  }
  return { ok: true, accepted: acceptedPolicies };
}
