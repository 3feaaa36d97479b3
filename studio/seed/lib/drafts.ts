/**
 * The seed's drafts (studio/seed/drafts.ndjson): edits an editor has not published yet, made from
 * the published documents the generator writes. A build never shows them (the 'published'
 * perspective); a preview shows each in its published document's place (the 'drafts'
 * perspective, src/cms/fetcher.ts). They show the way: open a preview and the changes are there.
 */

type Doc = Record<string, unknown> & { _id: string; _type: string };

/** The product whose draft changes its description and price: a home backup system. */
export const DRAFT_PRODUCT_ID = 'product-felicity-3kw-backup-5kwh';
/** Its draft's opening sentence, and its draft price in cents (KES 199,000). */
export const DRAFT_PRODUCT_LEAD = 'New this month: installation in Nairobi included in the price.';
const DRAFT_PRODUCT_PRICE = 19_900_000;

/** The policy whose draft changes its summary, in English and in Kiswahili. */
const DRAFT_POLICY_ID = 'policy-refund-policy';
export const DRAFT_POLICY_SUMMARY = 'Return goods within 14 days of delivery; we refund within 7 days of receiving them.';
export const DRAFT_POLICY_SUMMARY_SW =
  'Rejesha bidhaa ndani ya siku 14 tangu zilipofika; tunarejesha pesa ndani ya siku 7 tangu tuzipokee.';

function published(docs: readonly Doc[], id: string): Doc {
  const doc = docs.find((d) => d._id === id);
  if (!doc) throw new Error(`The seed's drafts start from ${id}, which the seed no longer has`);
  return doc;
}

/** The drafts, each a whole document under `drafts.<id>` as Sanity keeps one. */
export function seedDrafts(docs: readonly Doc[]): Doc[] {
  const product = published(docs, DRAFT_PRODUCT_ID);
  const policy = published(docs, DRAFT_POLICY_ID);
  const sw = (policy.sw ?? {}) as Record<string, unknown>;
  return [
    {
      ...product,
      _id: `drafts.${product._id}`,
      description: `${DRAFT_PRODUCT_LEAD} ${String(product.description)}`,
      price: DRAFT_PRODUCT_PRICE,
    },
    {
      ...policy,
      _id: `drafts.${policy._id}`,
      summary: DRAFT_POLICY_SUMMARY,
      sw: { ...sw, summary: DRAFT_POLICY_SUMMARY_SW },
    },
  ];
}
