import type { Locale } from '../i18n/locales.ts';
import { PRODUCT_WORD_SPECS } from '../lib/catalogue/spec-fields.ts';
import type { Product, ProductText, SpecValue } from '../lib/catalogue/types.ts';
import { hasContent, inEnglish, localise } from './localise.ts';
import type { ProductDocument } from './schemas.ts';

/** A product document's Kiswahili group, as the CMS has it. */
export type ProductKiswahili = ProductDocument['sw'];

const WORD_SPECS = PRODUCT_WORD_SPECS.map((field) => field.name);
const TEXT: readonly ProductText[] = ['description', 'features', 'tags', ...(WORD_SPECS as ProductText[])];

/**
 * A product as a page in `locale` shows it: in Kiswahili, each of its words (description, features,
 * tags, free-text specs, search listing, the image's alternative text) from its Kiswahili group
 * where the editor wrote it and English where not, field by field (localise()), with the English
 * ones listed in `inEnglish` (but the alternative text, which no lang attribute can mark).
 * Its `specs` stay English (the filters and the API compare them); the translated free-text specs
 * go to `localSpecs`. English comes back as it is. One small object per product: cheap at 10,000.
 */
export function productIn(product: Product, sw: ProductKiswahili, locale: Locale): Product {
  if (locale !== 'sw') return product;
  // Most products of a big catalogue have no Kiswahili: list their English fields without building a document.
  if (!sw) return { ...product, inEnglish: TEXT.filter((field) => hasContent(englishOf(product, field))) };
  const english: Record<string, unknown> = {
    description: product.description,
    features: product.features,
    tags: product.tags,
    seo: product.seo,
    sw,
  };
  for (const name of WORD_SPECS) english[name] = product.specs[name];
  const shown = localise(english, 'sw');
  const localSpecs: Record<string, SpecValue> = {};
  for (const name of WORD_SPECS) {
    if (product.specs[name] != null && hasContent(sw[name as keyof typeof sw])) localSpecs[name] = shown[name] as SpecValue;
  }
  const alt = sw.image?.alt?.trim();
  return {
    ...product,
    image: product.image && alt ? { ...product.image, alt } : product.image,
    description: (shown.description as string | null)?.trim() || null,
    features: shown.features as string[],
    tags: shown.tags as string[],
    seo: shown.seo as Product['seo'],
    localSpecs,
    inEnglish: inEnglish(english, TEXT, 'sw'),
  };
}

function englishOf(product: Product, field: ProductText): unknown {
  return field === 'description' || field === 'features' || field === 'tags' ? product[field] : product.specs[field];
}
