import { readCmsConfig } from './config.ts';
import {
  aboutPageDocument,
  contactPageDocument,
  homePageDocument,
  partnerDocument,
  policyDocument,
  testimonialDocument,
} from './content-schemas.ts';
import { createFetcher, type GroqFetcher } from './fetcher.ts';
import {
  ABOUT_PAGE_QUERY,
  CATEGORIES_QUERY,
  CONTACT_PAGE_QUERY,
  DELIVERY_QUERY,
  HOME_PAGE_QUERY,
  PARTNERS_QUERY,
  POLICIES_QUERY,
  PRODUCTS_QUERY,
  SITE_SETTINGS_QUERY,
  TESTIMONIALS_QUERY,
} from './queries.ts';
import { deliveryDocument, toDeliverySettings } from './delivery-schema.ts';
import type { DeliverySettings } from '../delivery/price-delivery.ts';
import { toCategory, toProduct, toSiteSettings, sortCategories } from './reshape.ts';
import { toPolicy, toSiteContent } from './reshape-content.ts';
import { categoryDocument, productDocument, siteSettingsDocument, type ProductDocument } from './schemas.ts';
import type { Catalogue, Policy, SiteContent } from '../catalogue/types.ts';
import { parseDocument, parseDocuments } from './validate.ts';
import { POLICY_SLUGS, type PolicySlug } from '../policies.ts';

export type {
  AboutPage,
  Catalogue,
  Category,
  ContactPage,
  Faq,
  Feature,
  FeatureIcon,
  FeaturedAd,
  FlashSale,
  HeroSlide,
  ImageSource,
  LightingDeals,
  Partner,
  Policy,
  Product,
  ProductStrip,
  RichTextHtml,
  Seo,
  SiteContent,
  SiteSettings,
  SpecialOffer,
  SpecValue,
  Testimonial,
} from '../catalogue/types.ts';
export { CmsValidationError } from './validate.ts';

/**
 * The one door to content. Pages and the catalogue snapshot call loadCatalogue(),
 * loadSiteContent() and loadPolicies(); nothing outside src/lib/cms knows GROQ or Sanity.
 */
export async function fetchCatalogue(fetcher: GroqFetcher): Promise<Catalogue> {
  const [rawSettings, rawCategories, rawProducts] = await Promise.all([
    fetcher.fetch(SITE_SETTINGS_QUERY),
    fetcher.fetch(CATEGORIES_QUERY),
    fetcher.fetch(PRODUCTS_QUERY),
  ]);
  const settings = toSiteSettings(parseDocument(siteSettingsDocument, rawSettings, 'siteSettings'));
  const categories = sortCategories(parseDocuments(categoryDocument, rawCategories, 'categories').map(toCategory));
  const products = parseDocuments(productDocument, rawProducts, 'products').map((doc) =>
    toProduct(doc as ProductDocument, settings.siteDiscountPercent),
  );
  return { settings, categories, products };
}

/** Home, about and contact content; product references resolve against the catalogue. */
export async function fetchSiteContent(fetcher: GroqFetcher, catalogue: Catalogue): Promise<SiteContent> {
  const [home, testimonials, partners, about, contact] = await Promise.all([
    fetcher.fetch(HOME_PAGE_QUERY),
    fetcher.fetch(TESTIMONIALS_QUERY),
    fetcher.fetch(PARTNERS_QUERY),
    fetcher.fetch(ABOUT_PAGE_QUERY),
    fetcher.fetch(CONTACT_PAGE_QUERY),
  ]);
  return toSiteContent(
    {
      home: parseDocument(homePageDocument, home, 'homePage'),
      testimonials: parseDocuments(testimonialDocument, testimonials, 'testimonials'),
      partners: parseDocuments(partnerDocument, partners, 'partners'),
      about: parseDocument(aboutPageDocument, about, 'aboutPage'),
      contact: parseDocument(contactPageDocument, contact, 'contactPage'),
    },
    catalogue,
  );
}

/** The policy pages in footer order, each with the hash of its content. */
export async function fetchPolicies(fetcher: GroqFetcher): Promise<Policy[]> {
  const [documents, delivery] = await Promise.all([fetcher.fetch(POLICIES_QUERY), fetchDelivery(fetcher)]);
  // The shipping policy shows the delivery document's rates: a change to them is a change to the policy.
  const policies = parseDocuments(policyDocument, documents, 'policies').map((doc) => toPolicy(doc, doc.type === 'shipping-policy' ? delivery : undefined));
  return policies.sort((a, b) => POLICY_SLUGS.indexOf(a.type) - POLICY_SLUGS.indexOf(b.type));
}

/** The delivery zones, rates and surcharges editors set. */
export async function fetchDelivery(fetcher: GroqFetcher): Promise<DeliverySettings> {
  return toDeliverySettings(parseDocument(deliveryDocument, await fetcher.fetch(DELIVERY_QUERY), 'deliverySettings'));
}

let fetcher: Promise<GroqFetcher> | undefined;
let cachedDelivery: Promise<DeliverySettings> | undefined;
let cachedCatalogue: Promise<Catalogue> | undefined;
let cachedContent: Promise<SiteContent> | undefined;
let cachedPolicies: Promise<Policy[]> | undefined;

function configuredFetcher(): Promise<GroqFetcher> {
  fetcher ??= createFetcher(readCmsConfig());
  return fetcher;
}

/** The catalogue for this build or process, loaded once from the configured backend. */
export function loadCatalogue(): Promise<Catalogue> {
  cachedCatalogue ??= configuredFetcher().then(fetchCatalogue);
  return cachedCatalogue;
}

/** The home, about and contact content for this build, loaded once. */
export function loadSiteContent(): Promise<SiteContent> {
  cachedContent ??= Promise.all([configuredFetcher(), loadCatalogue()]).then(([f, catalogue]) => fetchSiteContent(f, catalogue));
  return cachedContent;
}

/** Every policy page for this build, loaded once. */
export function loadPolicies(): Promise<Policy[]> {
  cachedPolicies ??= configuredFetcher().then(fetchPolicies);
  return cachedPolicies;
}

/** The delivery settings for this build or process, loaded once. */
export function loadDelivery(): Promise<DeliverySettings> {
  cachedDelivery ??= configuredFetcher().then(fetchDelivery);
  return cachedDelivery;
}

/** One policy page by its type (its URL slug); a missing policy fails the build. */
export async function loadPolicy(type: PolicySlug): Promise<Policy> {
  const policy = (await loadPolicies()).find((p) => p.type === type);
  if (!policy) throw new Error(`The CMS has no policy of type "${type}"`);
  return policy;
}
