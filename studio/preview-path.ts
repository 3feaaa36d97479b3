/**
 * The shop's address of a document the preview shows (src/server/preview/paths.ts): a product's
 * page, a category's listing, the home page and a policy page. Pure, for the Studio's Preview
 * action (studio/preview.ts) and its test.
 */

export const PREVIEWED_TYPES = ['product', 'category', 'homePage', 'policy'] as const;

export interface PreviewedDocument {
  _type: string;
  slug?: { current?: string } | undefined;
  /** A policy's type: its page's address. */
  type?: string | undefined;
}

/** The path, or null when the document lacks what its address is made of (a product without a slug). */
export function previewPath(doc: PreviewedDocument, categorySlug?: string | null): string | null {
  const slug = doc.slug?.current;
  switch (doc._type) {
    case 'homePage':
      return '/';
    case 'policy':
      return doc.type ? `/${doc.type}` : null;
    case 'category':
      return slug ? `/shop/${slug}` : null;
    case 'product':
      return slug && categorySlug ? `/shop/${categorySlug}/${slug}` : null;
    default:
      return null;
  }
}
