import { POLICY_SLUGS } from '../policies.ts';
import type { RuleResult } from './rule.ts';

/**
 * Every policy page is built from its document (src/pages/[policy].astro), the footer links to each,
 * and checkout asks shoppers to accept the terms and the privacy policy: a published policy stays
 * published. The Studio offers no Delete or Unpublish on one (studio/policy-actions.ts).
 */
export function policyKeptRule(type: string | null | undefined): RuleResult {
  if (!type || !(POLICY_SLUGS as readonly string[]).includes(type)) return true;
  return `The "${type}" page needs this policy: the shop builds /${type} from it and links to it from every page. Edit its text instead; it cannot be deleted or unpublished`;
}

/** The build refuses a dataset without one published policy for each page, naming the first missing one and how to restore it. */
export function policiesPresentRule(types: readonly string[]): RuleResult {
  const missing = POLICY_SLUGS.find((slug) => !types.includes(slug));
  return missing === undefined
    ? true
    : `No published policy is the "${missing}" page, which the shop builds /${missing} from: in the Studio, under Policies, publish one with Page "${missing}" (or restore the deleted one from its history)`;
}
