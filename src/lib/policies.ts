/** The policy pages, in the order the footer lists them. */
export const POLICY_SLUGS = ['terms-and-conditions', 'privacy-policy', 'refund-policy', 'shipping-policy', 'warranty-info'] as const;

export type PolicySlug = (typeof POLICY_SLUGS)[number];

export function isPolicySlug(value: string): value is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(value);
}
