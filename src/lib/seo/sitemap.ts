/** sitemap.xml and robots.txt: what search engines may index, and where to find it. */
import { localizedPath, withoutLocale } from '../../i18n/locales.ts';

/** Paths that are never indexed: the shopper's own pages, payment and the API. */
const PRIVATE_PATHS = [
  '/cart',
  '/checkout',
  '/account',
  '/orders',
  '/favourites',
  '/admin',
  '/payment',
  '/api',
  '/contact/sent',
  '/track',
] as const;

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD, where the content knows when it last changed. */
  lastmod?: string;
}

function isPrivate(path: string): boolean {
  const bare = withoutLocale(path);
  return PRIVATE_PATHS.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`));
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function sitemapXml(entries: readonly SitemapEntry[], site: URL): string {
  const seen = new Set<string>();
  const urls = entries
    .filter((entry) => !isPrivate(entry.path) && !seen.has(entry.path) && seen.add(entry.path))
    .map((entry) => {
      const loc = `<loc>${escapeXml(new URL(entry.path, site).href)}</loc>`;
      return `<url>${loc}${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: URL): string {
  // The Kiswahili twins of the shopper's own pages too (/sw/cart); /admin and /api have none.
  const kiswahili = PRIVATE_PATHS.map((path) => localizedPath(path, 'sw')).filter((path) => path.startsWith('/sw/'));
  return [
    'User-agent: *',
    'Allow: /',
    ...[...PRIVATE_PATHS, ...kiswahili].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', site).href}`,
    '',
  ].join('\n');
}
