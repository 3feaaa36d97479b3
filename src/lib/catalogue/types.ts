import type { ProductInstallation } from '../installation/settings.ts';
import type { TaxType } from '../tax/tax-types.ts';
import type { CategorySlug } from '../catalogue/categories.ts';
import type { CashLimit } from '../checkout/cash-limit.ts';
import type { PolicySlug } from '../policies.ts';
import type { ShopperStock } from '../stock/state.ts';
import type { WarrantyTerms } from '../warranty/terms.ts';

/**
 * The shop's catalogue and content, in its own terms: what pages, islands and the server get. The
 * content door (src/cms) maps Sanity's documents into these; nothing here knows Sanity.
 */

/** An image to render: an asset in Sanity's CDN, or a seed file under studio/seed. */
export type ImageSource = { kind: 'asset'; ref: string; alt: string } | { kind: 'seed'; file: string; alt: string };

export type SpecValue = number | string | readonly number[] | readonly string[];

/** Search-engine title (at most 60 characters) and description (at most 160). */
interface Seo {
  title: string;
  description: string;
}

/** Rich text (a policy, the about story) as pages show it: HTML the content door rendered and escaped. */
export type RichTextHtml = string & { readonly __renderedBy: 'the content door' };

export interface Category {
  slug: CategorySlug;
  name: string;
  description: string;
  image: ImageSource | null;
  seo: Seo | null;
}

/**
 * A product's words an editor may translate in its Kiswahili group: its description, features and
 * tags, and the specs whose values are free text (spec-fields.ts `words: 'product'`). Names, brands,
 * models and numbers are the same in both languages.
 */
export type ProductText = 'description' | 'features' | 'tags' | 'type' | 'function' | 'useCase';

export interface Product extends Fallbacks<ProductText> {
  /** The product's slug: its id in URLs, the cart and orders. */
  id: string;
  name: string;
  brand: string;
  category: CategorySlug;
  /** Editor's list price in cents. */
  listPriceCents: number;
  /** Selling price in cents, after the site-wide discount. */
  priceCents: number;
  /** Editor-set compare-at ("was") price in cents, or null. */
  compareAtPriceCents: number | null;
  /** Editor-set discount shown to shoppers (percent off the compare-at price), or null. */
  discountPercent: number | null;
  /** In the flash sale (an editor's choice; such products carry a compare-at price). */
  onFlashSale: boolean;
  /** Whether the shop sells the product at all: the editor's "On sale" tick in the CMS. */
  onSale: boolean;
  /** KRA's tax type the CMS gives it (lib/tax/tax-types.ts): how much of its VAT-inclusive price is VAT. */
  taxType: TaxType;
  /** What shoppers are told of its stock, from the count known at build (catalogue/stock.ts); the live request after load corrects it. */
  stock: ShopperStock;
  /** Whether it can be bought, as the build knows it: on sale and not out of stock. Pages, filters, search and sizing read it. */
  inStock: boolean;
  /** Packed shipping weight in kg, or null where the editor has not set one. */
  weightKg: number | null;
  image: ImageSource | null;
  description: string | null;
  tags: readonly string[];
  features: readonly string[];
  /** The category-specific fields that are set, by name (see spec-fields.ts), as editors wrote them in English: what filters, search and the API compare. */
  specs: Readonly<Record<string, SpecValue>>;
  /**
   * The free-text word specs (accessory type, functions, use cases) in the page's language, where
   * the editor translated them: the spec table and the filters' labels show these before `specs`.
   * Empty on English pages.
   */
  localSpecs: Readonly<Record<string, SpecValue>>;
  /**
   * The manufacturer's warranty, resolved: the product's own terms where the editor set them, else
   * its category's default, else the policy's figure (src/lib/warranty/terms.ts); `covers` in the
   * page's language where it comes from the category (a product's own line has no Kiswahili field).
   */
  warranty: WarrantyTerms;
  /** Whether the shop installs it (the CMS's installation fields, issue 48): the licence class the job needs and its size band; null: not installed by the shop. */
  installation?: ProductInstallation | null | undefined;
  seo: Seo | null;
}

export interface SiteSettings {
  shopName: string;
  phone: string;
  email: string;
  /** The shop's WhatsApp number (+254…), or null for no WhatsApp links. */
  whatsapp: string | null;
  /** Who on the team hears of new orders. */
  orderAlerts: { emails: readonly string[]; phones: readonly string[] };
  /** Hours after placing in which a customer may cancel online; null: only by calling (the team cancels). */
  orderChangeHours: number | null;
  /** Above this, cash on delivery is confirmed by phone first or not offered (checkout/cash-limit.ts); null: no limit. */
  cashLimit: CashLimit | null;
  address: { street: string; area: string; city: string };
  hours: string;
  paymentMethods: readonly string[];
  siteDiscountPercent: number;
}

export interface Catalogue {
  settings: SiteSettings;
  categories: readonly Category[];
  products: readonly Product[];
}

export interface HeroSlide {
  id: string;
  title: string;
  subtitle: string;
  /** A shop path such as /shop/batteries. */
  link: string;
  cta: string;
  image: ImageSource | null;
}

/** The flash sale: the products editors put on sale, and when the sale ends. */
export interface FlashSale {
  title: string;
  subtitle: string;
  /** ISO date-time set by the editor; the countdown runs to it. */
  endsAt: string;
  products: readonly Product[];
}

/** A titled row of products picked by editors ('This Month's Must-Haves'). */
interface ProductStrip {
  title: string;
  subtitle: string;
  products: readonly Product[];
}

/** A promo card; its figures come from the product it sells, so card and checkout agree. */
export interface SpecialOffer {
  id: string;
  title: string;
  description: string;
  badge: string;
  /** An extra the offer includes, e.g. 'Free installation'. */
  highlight: string | null;
  cta: string;
  link: string;
  image: ImageSource | null;
  product: Product;
  /** Selling price in cents. */
  priceCents: number;
  compareAtPriceCents: number | null;
  /** compareAtPriceCents minus priceCents, or null without a compare-at price. */
  savingsCents: number | null;
  discountPercent: number | null;
}

export type FeatureIcon = 'quality' | 'installation' | 'support' | 'delivery' | 'warranty' | 'payment';

export interface Feature {
  id: string;
  title: string;
  text: string;
  icon: FeatureIcon;
}

export interface Testimonial {
  id: string;
  name: string;
  location: string;
  text: string;
}

export interface Partner {
  id: string;
  name: string;
  logo: ImageSource | null;
  url: string | null;
}

export interface FeaturedAd {
  id: string;
  title: string;
  description: string;
  image: ImageSource | null;
  link: string;
  /** Selling price in cents of the advertised product. */
  priceCents: number;
  cta: string;
  product: Product;
}

interface LightingDeals {
  title: string;
  description: string;
  /** ISO date-time set by the editor; the countdown runs to it. */
  endsAt: string;
  link: string;
  products: readonly Product[];
}

/**
 * The fields of an editor's text that a page in another language shows in English, no translation
 * having been written (none on an English page): the page marks each with lang="en" (contentLang()).
 */
export interface Fallbacks<Field extends string> {
  inEnglish: readonly Field[];
}

interface AboutValue extends Fallbacks<'title' | 'text'> {
  id: string;
  title: string;
  text: string;
}

export interface AboutPage extends Fallbacks<'title' | 'intro' | 'story' | 'mission' | 'vision'> {
  title: string;
  intro: string;
  foundedYear: number;
  story: RichTextHtml;
  mission: string;
  vision: string;
  values: readonly AboutValue[];
  seo: Seo | null;
}

interface Faq extends Fallbacks<'question' | 'answer'> {
  id: string;
  question: string;
  answer: string;
}

export interface ContactPage extends Fallbacks<'title' | 'intro'> {
  title: string;
  intro: string;
  faqs: readonly Faq[];
  seo: Seo | null;
}

/** Everything the home, about and contact pages show besides the catalogue. */
export interface SiteContent {
  heroSlides: readonly HeroSlide[];
  flashSale: FlashSale;
  mustHaves: ProductStrip;
  specialOffers: readonly SpecialOffer[];
  whyChooseUs: readonly Feature[];
  testimonials: readonly Testimonial[];
  partners: readonly Partner[];
  featuredAds: readonly FeaturedAd[];
  lightingDeals: LightingDeals;
  about: AboutPage;
  contact: ContactPage;
}

/** A policy page; its hash changes whenever its content does. */
export interface Policy extends Fallbacks<'title' | 'summary' | 'body'> {
  id: string;
  type: PolicySlug;
  title: string;
  summary: string;
  version: string;
  /** Date (YYYY-MM-DD) the editor last changed the text. */
  updatedAt: string;
  body: RichTextHtml;
  hash: string;
  seo: Seo | null;
}
