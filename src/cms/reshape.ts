import { DEFAULT_TAX_TYPE } from '../lib/tax/tax-types.ts';
import { CATEGORY_SLUGS } from '../lib/catalogue/categories.ts';
import { SPEC_FIELDS } from '../lib/catalogue/spec-fields.ts';
import { discountedPrice } from '../lib/pricing.ts';
import { discountPercentRule } from '../lib/content-rules/prices.ts';
import type { CategoryDocument, ProductDocument, RawImage, RawWarranty, SiteSettingsDocument } from './schemas.ts';
import type { Category, ImageSource, Product, SiteSettings, SpecValue } from '../lib/catalogue/types.ts';
import { monthsOf, resolveWarranty, type WarrantyTerms } from '../lib/warranty/terms.ts';
import { CmsValidationError } from './validate.ts';
import { stockOf } from '../lib/catalogue/stock.ts';
import type { InstallationSettings } from '../lib/installation/settings.ts';
import { productInstallation } from './installation-schema.ts';

/** From validated raw documents to the shop's own types. */

export function toImage(image: RawImage | null | undefined, fallbackAlt: string): ImageSource | null {
  if (!image) return null;
  const alt = image.alt?.trim() || fallbackAlt;
  if (image.asset) return { kind: 'asset', ref: image.asset._ref, alt };
  const file = image._sanityAsset!.replace(/^image@file:\/\/(\.\/)?/, '');
  return { kind: 'seed', file, alt };
}

export function toCategory(doc: CategoryDocument): Category {
  return { slug: doc.slug, name: doc.name, description: doc.description, image: toImage(doc.image, doc.name), seo: doc.seo ?? null };
}

export function sortCategories(categories: Category[]): Category[] {
  return categories.sort((a, b) => CATEGORY_SLUGS.indexOf(a.slug) - CATEGORY_SLUGS.indexOf(b.slug));
}

/** The terms a warranty field sets, in months: none, either or both of them. */
export function warrantyTermsOf(raw: RawWarranty | null | undefined): Partial<WarrantyTerms> | null {
  if (!raw) return null;
  const terms: Partial<WarrantyTerms> = {};
  if (raw.duration != null) terms.months = monthsOf(raw.duration, raw.unit ?? 'years');
  if (raw.covers) terms.covers = raw.covers;
  return terms;
}

/** Each category's default warranty, from its documents as the page's language reads them (localise() first). */
export function categoryWarranties(categories: readonly CategoryDocument[]): Map<string, Partial<WarrantyTerms> | null> {
  return new Map(categories.map((doc) => [doc.slug, warrantyTermsOf(doc.warranty)]));
}

/**
 * A product in the shop's terms; `categoryWarranty` is its category's default, in the page's
 * language; `installation` the Installation settings its band is looked up in (null: none booked).
 */
export function toProduct(
  doc: ProductDocument,
  siteDiscountPercent: number,
  categoryWarranty: Partial<WarrantyTerms> | null = null,
  installation: InstallationSettings | null = null,
): Product {
  const price = discountedPrice(doc.price, siteDiscountPercent);
  const compareAtPrice = doc.compareAtPrice ?? null;
  const discountPercent = doc.discountPercent ?? null;
  const discount = discountPercentRule(doc, siteDiscountPercent);
  if (discount !== true) throw new CmsValidationError(doc._id, 'discountPercent', discount);
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
    listPriceCents: doc.price,
    priceCents: price,
    compareAtPriceCents: compareAtPrice,
    discountPercent,
    onFlashSale: doc.flashSale ?? false,
    // As the CMS alone says (not counted); the catalogue's loader adds the counts known at build (withCounts).
    ...stockOf(doc.onSale),
    taxType: doc.taxType ?? DEFAULT_TAX_TYPE,
    weightKg: doc.weightKg ?? null,
    image: toImage(doc.image, `${doc.brand} ${doc.name}`),
    description: doc.description?.trim() || null,
    tags: doc.tags ?? [],
    features: doc.features ?? [],
    specs,
    localSpecs: {},
    warranty: resolveWarranty(doc.category, warrantyTermsOf(doc.warranty), categoryWarranty),
    installation: productInstallation(doc.installation, installation),
    seo: doc.seo ?? null,
    inEnglish: [],
  };
}

/** The settings as pages read them; pass the document through localise() first for a Kiswahili page (its `sw` group is dropped here). */
export function toSiteSettings(doc: SiteSettingsDocument): SiteSettings {
  const { _id, _type, sw, whatsapp, orderAlerts, orderChangeHours, cashOnDelivery, ...settings } = doc;
  return {
    ...settings,
    whatsapp: whatsapp ?? null,
    orderAlerts: { emails: orderAlerts?.emails ?? [], phones: orderAlerts?.phones ?? [] },
    orderChangeHours: orderChangeHours ?? null,
    // The schema has checked that a limit comes with what happens above it (content-rules/cash-limit.ts).
    cashLimit:
      cashOnDelivery?.limit != null && cashOnDelivery.above ? { limitCents: cashOnDelivery.limit, above: cashOnDelivery.above } : null,
  };
}
