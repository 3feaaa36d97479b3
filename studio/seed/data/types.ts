import type { WarrantyUnit } from '../../../src/lib/warranty/terms.ts';

/** A maker's warranty as its card states it; no `covers` shows the category's line. */
export interface WarrantySeed {
  duration: number;
  unit: WarrantyUnit;
  covers?: string;
}

/** One product row of the seed tables. Prices are in shillings here; the generator writes cents. */
export interface ProductSeed {
  slug: string;
  name: string;
  brand: string;
  /** List price in whole KSh (before the site-wide discount): the Studio and the build refuse cents. */
  price: number;
  /** One or two sentences that only this product has; the generator adds the spec summary. */
  blurb: string;
  features: string[];
  tags?: string[];
  specs: Record<string, string | number | string[] | number[]>;
  /** The demo's count on hand (studio/seed/stock.json), where the kind's rule in lib/stock.ts would not do: 0 for a product sold out. */
  stock?: number;
  /** A real earlier price in KSh, set by the editor. */
  compareAt?: number;
  /** Percent off the compare-at price shown to shoppers, set by the editor. */
  discountPercent?: number;
  flashSale?: boolean;
  /** The key rating printed on the illustration, where the specs alone do not say it (kits). */
  imageLabel?: string;
  /** The maker's own warranty on this model, where it differs from the category's default (lib/warranty.ts's years()). */
  warranty?: WarrantySeed;
}
