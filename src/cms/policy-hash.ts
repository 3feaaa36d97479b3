import { createHash } from 'node:crypto';
import { canonicalPolicyJson, type PolicyContent } from '../lib/catalogue/policy-hash.ts';

/**
 * The hash of a policy's content, `sha256:<hex>` over its canonical JSON
 * (src/lib/catalogue/policy-hash.ts). Taken where the content door reads the policies (at build
 * and in the preview server, both under Node); the server and the browser only compare hashes.
 */
export function policyHash(policy: PolicyContent): string {
  return `sha256:${createHash('sha256').update(canonicalPolicyJson(policy), 'utf8').digest('hex')}`;
}
