import { AsyncLocalStorage } from 'node:async_hooks';
import { readCmsConfig } from './config.ts';
import { aboutPageDocument, contactPageDocument, homePageDocument, partnerDocument, testimonialDocument } from './content-schemas.ts';
import { createFetcher, type GroqFetcher } from './fetcher.ts';
import {
  ABOUT_PAGE_QUERY,
  CATEGORIES_QUERY,
  CONTACT_PAGE_QUERY,
  HOME_PAGE_QUERY,
  PARTNERS_QUERY,
  PRODUCTS_QUERY,
  SITE_SETTINGS_QUERY,
  TESTIMONIALS_QUERY,
} from './queries.ts';
import type { DeliverySettings } from '../lib/delivery/price-delivery.ts';
import type { LaybyTerms } from '../lib/layby/terms.ts';
import type { InstallationSettings } from '../lib/installation/settings.ts';
import { categoryWarranties, toCategory, toProduct, toSiteSettings, sortCategories, warrantyTermsOf } from './reshape.ts';
import { resolveWarranty, type WarrantyTerms } from '../lib/warranty/terms.ts';
import { toSiteContent, type ContentDocuments } from './reshape-content.ts';
import { fetchPolicyDocuments, policiesIn, type FetchedPolicies } from './policies.ts';
import { fetchDelivery, fetchLayby } from './shop-terms.ts';
import { fetchInstallation } from './installation.ts';
import {
  categoryDocument,
  productDocument,
  siteSettingsDocument,
  type CategoryDocument,
  type ProductDocument,
  type SiteSettingsDocument,
} from './schemas.ts';
import type { Catalogue, Policy, Product, SiteContent } from '../lib/catalogue/types.ts';
import { hasContent, localise } from './localise.ts';
import { productIn, type ProductKiswahili } from './localise-product.ts';
import { naturalCompare } from '../lib/natural-order.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { checkUnique, parseDocument, parseDocuments } from './validate.ts';
import { uniqueCategorySlugRule, uniqueProductSlugRule } from '../lib/content-rules/unique.ts';
import type { PolicySlug } from '../lib/policies.ts';
import { timedAs } from './build-timing.ts';
import { stockOf, type CountAtBuild } from '../lib/catalogue/stock.ts';
import { countsAtBuild } from '../server/stock/at-build.ts';

export type {
  Catalogue,
  Category,
  Feature,
  FeatureIcon,
  FeaturedAd,
  FlashSale,
  HeroSlide,
  ImageSource,
  Partner,
  Policy,
  Product,
  SiteContent,
  SiteSettings,
  SpecialOffer,
  Testimonial,
} from '../lib/catalogue/types.ts';
export { CmsValidationError } from './validate.ts';
export { fetchDelivery, fetchLayby } from './shop-terms.ts';
export { fetchInstallation } from './installation.ts';

/**
 * The one door to content. Pages and the catalogue snapshot call loadCatalogue(),
 * loadSiteContent() and loadPolicies(); nothing outside src/cms knows GROQ or Sanity.
 *
 * Content comes in the language asked for (the page's own): on a Kiswahili page
 * every field an editor translated is Kiswahili and every other one English (localise.ts). What
 * the API reads (/catalogue.json) asks for English.
 */

/** The catalogue as fetched: settings and categories still as documents, so that each language reshapes them. */
interface FetchedCatalogue {
  settings: SiteSettingsDocument;
  categories: CategoryDocument[];
  /** Each product in English, with the warranty terms it sets itself (its category's fill in the rest, in each language) and its Kiswahili group. */
  products: { product: Product; ownWarranty: Partial<WarrantyTerms> | null; sw: ProductKiswahili }[];
}

async function fetchCatalogueDocuments(fetcher: GroqFetcher): Promise<FetchedCatalogue> {
  const [rawSettings, rawCategories, rawProducts, installation] = await Promise.all([
    fetcher.fetch(SITE_SETTINGS_QUERY),
    fetcher.fetch(CATEGORIES_QUERY),
    fetcher.fetch(PRODUCTS_QUERY),
    fetchInstallation(fetcher),
  ]);
  const settings = parseDocument(siteSettingsDocument, rawSettings, 'siteSettings');
  const categories = parseDocuments(categoryDocument, rawCategories, 'categories');
  checkUnique(categories, 'slug', (doc) => doc.slug, uniqueCategorySlugRule);
  const warranties = categoryWarranties(categories);
  const productDocs = parseDocuments(productDocument, rawProducts, 'products');
  checkUnique(productDocs, 'slug', (doc) => doc.slug, uniqueProductSlugRule);
  // By name as a shopper reads it ("3 kW" before "12 kW"): GROQ orders text character by character.
  const products = productDocs
    .map((doc) => ({
      product: toProduct(doc as ProductDocument, settings.siteDiscountPercent, warranties.get(doc.category), installation),
      ownWarranty: warrantyTermsOf(doc.warranty),
      sw: doc.sw,
    }))
    .sort((a, b) => naturalCompare(a.product.name, b.product.name));
  return { settings, categories, products };
}

/**
 * The catalogue as a page in `locale` reads it: categories, the settings' opening hours and each
 * product's words (description, features, tags, free-text specs: localise-product.ts) in that
 * language field by field, English where no one translated them; a product's warranty line is its
 * category's where it sets none. Names, brands, prices and specs' values (what filters compare)
 * are the same in both languages, and /catalogue.json, which the API reads, asks for English.
 */
function catalogueIn({ settings, categories, products }: FetchedCatalogue, locale: Locale): Catalogue {
  const shown = categories.map((doc) => localise(doc, locale));
  const warranties = categoryWarranties(shown);
  return {
    settings: toSiteSettings(localise(settings, locale)),
    categories: sortCategories(shown.map(toCategory)),
    products: products.map(({ product, ownWarranty, sw }) => {
      const shown = productIn(product, sw, locale);
      const warranty = resolveWarranty(product.category, ownWarrantyIn(ownWarranty, sw, locale), warranties.get(product.category));
      return warranty.covers === shown.warranty.covers ? shown : { ...shown, warranty };
    }),
  };
}

/** A product's own warranty terms on a page in `locale`: in Kiswahili, its own line of what they cover where the editor translated it. */
function ownWarrantyIn(own: Partial<WarrantyTerms> | null, sw: ProductKiswahili, locale: Locale): Partial<WarrantyTerms> | null {
  const covers = locale === 'sw' ? sw?.warranty?.covers : null;
  return covers && hasContent(covers) ? { ...own, covers } : own;
}

/** Where the stock counts a build draws pages with come from: src/server/stock/at-build.ts. */
export type CountSource = (productIds: readonly string[]) => Promise<ReadonlyMap<string, CountAtBuild>>;

/**
 * The fetched catalogue with each product's stock as the build knows it (issue 44): the CMS says
 * whether it is on sale, `counts` how many are available; a product `counts` leaves out is not
 * counted (in stock while on sale).
 */
async function withStockAtBuild(fetched: FetchedCatalogue, counts: CountSource): Promise<FetchedCatalogue> {
  const known = await counts(fetched.products.map(({ product }) => product.id));
  return {
    ...fetched,
    products: fetched.products.map((entry) => ({
      ...entry,
      product: { ...entry.product, ...stockOf(entry.product.onSale, known.get(entry.product.id)) },
    })),
  };
}

/** The catalogue in `locale`; without `counts`, with no product counted (as the CMS alone says). */
export async function fetchCatalogue(fetcher: GroqFetcher, locale: Locale = DEFAULT_LOCALE, counts?: CountSource): Promise<Catalogue> {
  const fetched = await fetchCatalogueDocuments(fetcher);
  return catalogueIn(counts ? await withStockAtBuild(fetched, counts) : fetched, locale);
}

async function fetchContentDocuments(fetcher: GroqFetcher): Promise<ContentDocuments> {
  const [home, testimonials, partners, about, contact] = await Promise.all([
    fetcher.fetch(HOME_PAGE_QUERY),
    fetcher.fetch(TESTIMONIALS_QUERY),
    fetcher.fetch(PARTNERS_QUERY),
    fetcher.fetch(ABOUT_PAGE_QUERY),
    fetcher.fetch(CONTACT_PAGE_QUERY),
  ]);
  return {
    home: parseDocument(homePageDocument, home, 'homePage'),
    testimonials: parseDocuments(testimonialDocument, testimonials, 'testimonials'),
    partners: parseDocuments(partnerDocument, partners, 'partners'),
    about: parseDocument(aboutPageDocument, about, 'aboutPage'),
    contact: parseDocument(contactPageDocument, contact, 'contactPage'),
  };
}

/** Home, about and contact content; product references resolve against the catalogue. */
export async function fetchSiteContent(fetcher: GroqFetcher, catalogue: Catalogue, locale: Locale = DEFAULT_LOCALE): Promise<SiteContent> {
  return toSiteContent(await fetchContentDocuments(fetcher), catalogue, locale);
}

/** The policy pages in footer order, each with the hash of its content (the same in every language). */
export async function fetchPolicies(fetcher: GroqFetcher, locale: Locale = DEFAULT_LOCALE): Promise<Policy[]> {
  return policiesIn(await fetchPolicyDocuments(fetcher), locale);
}

/** One source's content: each backend query runs once, each language's view of it is made once, when first asked for. */
interface ContentLoaders {
  catalogue(locale: Locale): Promise<Catalogue>;
  siteContent(locale: Locale): Promise<SiteContent>;
  policies(locale: Locale): Promise<Policy[]>;
  delivery(): Promise<DeliverySettings>;
  layby(): Promise<LaybyTerms | null>;
  installation(): Promise<InstallationSettings | null>;
}

// Timed as the build's content loading (./build-timing.ts): nothing outside `astro build`.
function once<T>(views: Map<Locale, Promise<T>>, locale: Locale, make: () => Promise<T>): Promise<T> {
  let view = views.get(locale);
  if (!view) views.set(locale, (view = timedAs('content', make)));
  return view;
}

function contentLoaders(source: () => Promise<GroqFetcher>, counts: CountSource): ContentLoaders {
  let fetchedCatalogue: Promise<FetchedCatalogue> | undefined;
  let fetchedContent: Promise<ContentDocuments> | undefined;
  let fetchedPolicies: Promise<FetchedPolicies> | undefined;
  let delivery: Promise<DeliverySettings> | undefined;
  let layby: Promise<LaybyTerms | null> | undefined;
  let installation: Promise<InstallationSettings | null> | undefined;
  const catalogues = new Map<Locale, Promise<Catalogue>>();
  const contents = new Map<Locale, Promise<SiteContent>>();
  const policyLists = new Map<Locale, Promise<Policy[]>>();
  const loaders: ContentLoaders = {
    catalogue: (locale) =>
      once(catalogues, locale, () => {
        fetchedCatalogue ??= source()
          .then(fetchCatalogueDocuments)
          .then((fetched) => withStockAtBuild(fetched, counts));
        return fetchedCatalogue.then((fetched) => catalogueIn(fetched, locale));
      }),
    siteContent: (locale) =>
      once(contents, locale, () => {
        fetchedContent ??= source().then(fetchContentDocuments);
        return Promise.all([fetchedContent, loaders.catalogue(locale)]).then(([docs, catalogue]) => toSiteContent(docs, catalogue, locale));
      }),
    policies: (locale) =>
      once(policyLists, locale, () => {
        fetchedPolicies ??= source().then(fetchPolicyDocuments);
        return fetchedPolicies.then((fetched) => policiesIn(fetched, locale));
      }),
    delivery: () => (delivery ??= timedAs('content', () => source().then(fetchDelivery))),
    layby: () => (layby ??= timedAs('content', () => source().then(fetchLayby))),
    installation: () => (installation ??= timedAs('content', () => source().then(fetchInstallation))),
  };
  return loaders;
}

let fetcher: Promise<GroqFetcher> | undefined;
/** The build's (or the process's) content: the configured backend, published documents only, with the stock counts known at build. */
const published = contentLoaders(() => (fetcher ??= createFetcher(readCmsConfig())), countsAtBuild);

/**
 * Content for one rendering other than the build's: a preview renders the shop's own pages, whose
 * components call the load functions below, from drafts fetched for that request alone.
 */
const scoped = new AsyncLocalStorage<ContentLoaders>();

/** Runs `render` with every load function below reading from `source` (the stock counts as a build reads them), once per query, for this call only. */
export function withContentFrom<T>(source: GroqFetcher, render: () => Promise<T>): Promise<T> {
  return scoped.run(
    contentLoaders(() => Promise.resolve(source), countsAtBuild),
    render,
  );
}

const loaders = (): ContentLoaders => scoped.getStore() ?? published;

/** The catalogue for this build or process in `locale`, loaded once. */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return loaders().catalogue(locale);
}

/** The home, about and contact content for this build in `locale`, loaded once. */
export function loadSiteContent(locale: Locale): Promise<SiteContent> {
  return loaders().siteContent(locale);
}

/** Every policy page for this build in `locale`, loaded once. */
export function loadPolicies(locale: Locale): Promise<Policy[]> {
  return loaders().policies(locale);
}

/** The delivery settings for this build or process, loaded once. */
export function loadDelivery(): Promise<DeliverySettings> {
  return loaders().delivery();
}

/** The lay-by terms for this build or process (null: no lay-by), loaded once. */
export function loadLayby(): Promise<LaybyTerms | null> {
  return loaders().layby();
}

/** The installation settings for this build or process (null: no installations), loaded once. */
export function loadInstallation(): Promise<InstallationSettings | null> {
  return loaders().installation();
}

/** One policy page by its type (its URL slug) in `locale`; a missing policy fails the build. */
export async function loadPolicy(type: PolicySlug, locale: Locale): Promise<Policy> {
  const policy = (await loadPolicies(locale)).find((p) => p.type === type);
  if (!policy) throw new Error(`The CMS has no policy of type "${type}"`);
  return policy;
}
