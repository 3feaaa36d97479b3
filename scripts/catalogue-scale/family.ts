import type { CategorySlug } from '../../src/lib/catalogue/categories.ts';
import type { ProductSeed, WarrantySeed } from '../../studio/seed/data/types.ts';

/**
 * A model family of the scale catalogue: a real brand's product line sold in several sizes
 * (its headline rating: watts, amps, ampere-hours, litres...) and editions. Every product the
 * generator writes is one family in one brand, size and edition.
 */
export interface Edition {
  /** Inserted after the model in the name: '' for the base model, ' Pro', ' (pack of 10)'. */
  label: string;
  /** List price of this edition over the base model's. */
  priceFactor: number;
}

export interface Family {
  category: CategorySlug;
  /** Brands that sell this line; most lines have one, generic parts (breakers, cable) several. */
  brands: readonly string[];
  /** The product name of one brand, size and edition label. */
  name: (brand: string, size: number, edition: string) => string;
  sizes: readonly number[];
  /** List price in KSh of the base edition of one size. */
  price: (size: number) => number;
  /** The category's spec fields for one size (see src/lib/catalogue/spec-fields.ts). */
  specs: (size: number) => ProductSeed['specs'];
  blurb: string;
  features: readonly string[];
  /** The seed product whose illustration this family shows: studio/seed/images/product-<image>.jpg. */
  image: string;
  /** The maker's warranty on the line, where it differs from its category's default. */
  warranty?: WarrantySeed;
  /** Editions offered; MODEL_EDITIONS when absent. */
  editions?: readonly Edition[];
}

const LINES = [
  ['', 1],
  [' Plus', 1.08],
  [' Pro', 1.16],
  [' Max', 1.25],
  [' Lite', 0.9],
  [' S', 1.04],
  [' X', 1.12],
  [' E', 0.96],
] as const;
const GENERATIONS = [
  ['', 1],
  [' V2', 1.05],
  [' V3', 1.1],
  [' V4', 1.14],
  [' V5', 1.18],
  [' V6', 1.22],
] as const;

/** Editions of equipment: line (Plus, Pro, Lite...) and hardware generation, cheapest first in rank. */
export const MODEL_EDITIONS: readonly Edition[] = GENERATIONS.flatMap(([generation, g]) =>
  LINES.map(([line, l]) => ({ label: `${line}${generation}`, priceFactor: l * g })),
);

/** Editions of parts sold by the piece: single, then packs at a small discount per piece. */
export const PACK_EDITIONS: readonly Edition[] = [1, 2, 5, 10, 20, 50, 100].map((count) => ({
  label: count === 1 ? '' : ` (pack of ${count})`,
  priceFactor: count === 1 ? 1 : count * 0.92,
}));

/** `5000` → `5`, `5500` → `5.5`: watts as kilowatts in a model name. */
export const kw = (watts: number): string => String(Number((watts / 1000).toFixed(2)));
