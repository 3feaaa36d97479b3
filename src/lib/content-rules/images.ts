import type { RuleResult } from './rule.ts';

/** An image field as stored: a Sanity asset, or a seed file, and its alternative text. */
export interface ImageValue {
  asset?: { _ref?: string } | null;
  _sanityAsset?: string | null;
  alt?: string | null;
}

const hasPicture = (image: ImageValue): boolean => Boolean(image.asset?._ref || image._sanityAsset);

/**
 * An image field holding no picture (its file removed, its alternative text or crop kept) fails the
 * build: clear the field, or upload a picture.
 */
export function imageAssetRule(image: ImageValue | null | undefined): RuleResult {
  if (image == null || hasPicture(image)) return true;
  return 'Has no picture: upload one, or remove the image';
}

/**
 * A product's picture and a home page's hero, offer and ad pictures say what they show: the product
 * page reads it to screen readers, and an editor writes it once, with the picture, rather than
 * never. Required wherever there is a picture (an error in the Studio, refused by the build).
 */
export function imageAltRule(image: ImageValue | null | undefined): RuleResult {
  if (image == null || !hasPicture(image) || image.alt?.trim()) return true;
  return 'Add alternative text: say what the picture shows, for shoppers who use a screen reader';
}
