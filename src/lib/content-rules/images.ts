import type { RuleResult } from './rule.ts';

/** An image field as stored: a Sanity asset, or a seed file, and its alternative text. */
export interface ImageValue {
  asset?: { _ref?: string } | null;
  _sanityAsset?: string | null;
  alt?: string | null;
}

/**
 * An image field holding no picture (its file removed, its alternative text or crop kept) fails the
 * build: clear the field, or upload a picture.
 */
export function imageAssetRule(image: ImageValue | null | undefined): RuleResult {
  if (image == null || image.asset?._ref || image._sanityAsset) return true;
  return 'Has no picture: upload one, or remove the image';
}

/**
 * A product's picture is the only catalogue image whose alternative text shoppers get (the product
 * page; cards, offers, ads and slides show theirs as decoration beside their own words). Without
 * one the page reads the brand and name, so this is a warning, never an error.
 */
export function productAltRule(image: ImageValue | null | undefined, product: { brand?: string | null; name?: string | null }): RuleResult {
  if (image == null || image.alt?.trim() || !(image.asset?._ref || image._sanityAsset)) return true;
  const fallback = [product.brand, product.name].filter(Boolean).join(' ');
  return `Add alternative text: say what the picture shows, for shoppers who use a screen reader (until then the product page reads "${fallback}")`;
}
