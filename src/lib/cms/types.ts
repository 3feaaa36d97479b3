import type { CategorySlug } from '../catalogue/categories.ts';

/** The shop's own content types: what pages, islands and the server get from the CMS door. */

/** An image to render: an asset in Sanity's CDN, or a seed file under studio/seed. */
export type ImageSource =
  | { kind: 'asset'; ref: string; alt: string }
  | { kind: 'seed'; file: string; alt: string };

export type SpecValue = number | string | readonly number[] | readonly string[];

export interface Category {
  slug: CategorySlug;
  name: string;
  description: string;
  image: ImageSource | null;
}

export interface Product {
  /** The product's slug: its id in URLs, the cart and orders. */
  id: string;
  name: string;
  brand: string;
  category: CategorySlug;
  /** Editor's list price in cents. */
  listPrice: number;
  /** Selling price in cents, after the site-wide discount. */
  price: number;
  /** Editor-set compare-at ("was") price in cents, or null. */
  compareAtPrice: number | null;
  inStock: boolean;
  image: ImageSource | null;
  description: string | null;
  tags: readonly string[];
  features: readonly string[];
  /** The category-specific fields that are set, by name (see spec-fields.ts). */
  specs: Readonly<Record<string, SpecValue>>;
}

export interface SiteSettings {
  shopName: string;
  phone: string;
  email: string;
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
