import type { CategorySlug } from '../../../src/lib/catalogue/categories.ts';

/** One product row of the seed tables. Prices are in shillings here; the generator writes cents. */
export interface ProductSeed {
  slug: string;
  name: string;
  brand: string;
  /** List price in KSh (before the site-wide discount); may carry cents. */
  price: number;
  /** One or two sentences that only this product has; the generator adds the spec summary. */
  blurb: string;
  features: string[];
  tags?: string[];
  specs: Record<string, string | number | string[] | number[]>;
  inStock?: boolean;
  /** A real earlier price in KSh, set by the editor. */
  compareAt?: number;
  /** Percent off the compare-at price shown to shoppers, set by the editor. */
  discountPercent?: number;
  flashSale?: boolean;
  /** The key rating printed on the illustration, where the specs alone do not say it (kits). */
  imageLabel?: string;
}

export interface CategorySeed {
  slug: CategorySlug;
  products: ProductSeed[];
}
