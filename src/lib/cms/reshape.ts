import { CATEGORY_SLUGS } from '../catalogue/categories.ts';
import { SPEC_FIELDS } from '../catalogue/spec-fields.ts';
import { discountedPrice } from '../pricing.ts';
import type { CategoryDocument, ProductDocument, RawImage, SiteSettingsDocument } from './schemas.ts';
import type { Category, ImageSource, Product, SiteSettings, SpecValue } from './types.ts';

/** From validated raw documents to the shop's own types. */

export function toImage(image: RawImage | null | undefined, fallbackAlt: string): ImageSource | null {
  if (!image) return null;
  const alt = image.alt?.trim() || fallbackAlt;
  if (image.asset) return { kind: 'asset', ref: image.asset._ref, alt };
  const file = image._sanityAsset!.replace(/^image@file:\/\/(\.\/)?/, '');
  return { kind: 'seed', file, alt };
}

export function toCategory(doc: CategoryDocument): Category {
  return { slug: doc.slug, name: doc.name, description: doc.description, image: toImage(doc.image, doc.name) };
}

export function sortCategories(categories: Category[]): Category[] {
  return categories.sort((a, b) => CATEGORY_SLUGS.indexOf(a.slug) - CATEGORY_SLUGS.indexOf(b.slug));
}

export function toProduct(doc: ProductDocument, siteDiscountPercent: number): Product {
  const specs: Record<string, SpecValue> = {};
  for (const field of SPEC_FIELDS) {
    const value = (doc as Record<string, unknown>)[field.name];
    if (field.categories.includes(doc.category) && value != null) specs[field.name] = value as SpecValue;
  }
  return {
    id: doc.slug,
    name: doc.name,
    brand: doc.brand,
    category: doc.category,
    listPrice: doc.price,
    price: discountedPrice(doc.price, siteDiscountPercent),
    compareAtPrice: doc.compareAtPrice ?? null,
    inStock: doc.inStock,
    image: toImage(doc.image, `${doc.brand} ${doc.name}`),
    description: doc.description?.trim() || null,
    tags: doc.tags ?? [],
    features: doc.features ?? [],
    specs,
  };
}

export function toSiteSettings(doc: SiteSettingsDocument): SiteSettings {
  const { _id, _type, ...settings } = doc;
  return settings;
}
