import { withoutLocale } from '../../i18n/locales.ts';
import { isPolicySlug } from '../../lib/policies.ts';

const IMAGE_ENDPOINT = '/_image';

/**
 * The addresses the preview app renders from drafts (src/preview/pages/), in both languages: the
 * home page, a policy, a category's listing and a product. Every other page of the preview origin
 * is the published one from dist/ (a cart, a listing's later pages), so that links keep working.
 */
export function isPreviewPage(pathname: string): boolean {
  // The app's own image endpoint: a page rendered on demand asks it for the sizes the build did not make.
  if (pathname === IMAGE_ENDPOINT) return true;
  const segments = withoutLocale(pathname).split('/').filter(Boolean);
  if (segments.length === 0) return true;
  if (segments.length === 1) return isPolicySlug(segments[0]!);
  if (segments[0] !== 'shop') return false;
  if (segments.length === 2) return segments[1] !== 'deals' && segments[1] !== 'page';
  return segments.length === 3 && segments[1] !== 'deals' && segments[1] !== 'page' && segments[2] !== 'page';
}
