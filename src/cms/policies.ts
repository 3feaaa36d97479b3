import type { Policy } from '../lib/catalogue/types.ts';
import { policiesPresentRule } from '../lib/content-rules/policies.ts';
import { uniquePolicyTypeRule } from '../lib/content-rules/unique.ts';
import { shippingPolicyTerms } from '../lib/delivery/policy-terms.ts';
import type { DeliverySettings } from '../lib/delivery/price-delivery.ts';
import { POLICY_SLUGS } from '../lib/policies.ts';
import { WORKMANSHIP_MONTHS, resolveWarranty } from '../lib/warranty/terms.ts';
import type { Locale } from '../i18n/locales.ts';
import { policyDocument, type PolicyDocument } from './content-schemas.ts';
import type { GroqFetcher } from './fetcher.ts';
import { localise } from './localise.ts';
import { checkPolicyFigures, fillPolicyFigures } from './policy-figures.ts';
import { CATEGORIES_QUERY, POLICIES_QUERY, SITE_SETTINGS_QUERY } from './queries.ts';
import { categoryWarranties, sortCategories, toCategory } from './reshape.ts';
import { showsWarrantyTerms, toPolicy } from './reshape-content.ts';
import { categoryDocument, siteSettingsDocument, type CategoryDocument } from './schemas.ts';
import { fetchDelivery, fetchLayby } from './shop-terms.ts';
import { checkUnique, CmsValidationError, parseDocument, parseDocuments } from './validate.ts';
import type { WarrantyRow } from './warranty-table.ts';

/** The policy pages: fetched once, each language's view made from them (index.ts loads them). */

/**
 * The policy documents as fetched, their figures from the site settings and the lay-by terms written out (policy-figures.ts),
 * with the delivery terms the shipping policy shows and the categories whose warranty terms the warranty policy shows.
 */
export interface FetchedPolicies {
  documents: PolicyDocument[];
  delivery: DeliverySettings;
  categories: CategoryDocument[];
}

export async function fetchPolicyDocuments(fetcher: GroqFetcher): Promise<FetchedPolicies> {
  const [documents, delivery, categories, settings, layby] = await Promise.all([
    fetcher.fetch(POLICIES_QUERY),
    fetchDelivery(fetcher),
    fetcher.fetch(CATEGORIES_QUERY),
    fetcher.fetch(SITE_SETTINGS_QUERY),
    fetchLayby(fetcher),
  ]);
  const policies = parseDocuments(policyDocument, documents, 'policies');
  checkUnique(policies, 'type', (doc) => doc.type, uniquePolicyTypeRule);
  const present = policiesPresentRule(policies.map((doc) => doc.type));
  if (present !== true) throw new CmsValidationError('policies', 'type', present);
  const figures = { orderChangeHours: parseDocument(siteSettingsDocument, settings, 'siteSettings').orderChangeHours ?? null, layby };
  for (const doc of policies) checkPolicyFigures(doc, figures);
  return {
    documents: policies.map((doc) => fillPolicyFigures(doc, figures)),
    delivery,
    categories: parseDocuments(categoryDocument, categories, 'categories'),
  };
}

/** The categories' default warranty terms in `locale`, in menu order: the rows of the warranty policy's table. */
function warrantyRows(categories: readonly CategoryDocument[], locale: Locale): WarrantyRow[] {
  const shown = categories.map((doc) => localise(doc, locale));
  const terms = categoryWarranties(shown);
  return sortCategories(shown.map(toCategory)).map((category) => ({
    name: category.name,
    ...resolveWarranty(category.slug, terms.get(category.slug), null),
  }));
}

export function policiesIn({ documents, delivery, categories }: FetchedPolicies, locale: Locale): Policy[] {
  // What a policy shows from other documents is part of it: a change to the rates or the warranty terms is a change to the policy.
  const warranties = categories.map(({ slug, warranty, sw }) => ({ slug, warranty, sw: sw?.warranty }));
  const policies = documents.map((doc) => {
    if (doc.type === 'shipping-policy') return toPolicy(doc, locale, shippingPolicyTerms(delivery));
    return showsWarrantyTerms(doc)
      ? toPolicy(doc, locale, { warranties, workmanshipMonths: WORKMANSHIP_MONTHS }, warrantyRows(categories, locale))
      : toPolicy(doc, locale);
  });
  return policies.sort((a, b) => POLICY_SLUGS.indexOf(a.type) - POLICY_SLUGS.indexOf(b.type));
}
