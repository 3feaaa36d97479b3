/**
 * The shop's languages. English is the default and lives at the root (`/shop/batteries`);
 * Kiswahili lives under `/sw` (`/sw/shop/batteries`). Pure: no table, no I/O.
 */
export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags for `<html lang>`, hreflang and Intl (CLDR's sw-KE: "7 Mac 2025", "12,345"). */
export const LOCALE_TAG: Readonly<Record<Locale, string>> = { en: 'en-KE', sw: 'sw-KE' };

/** Each language by its own name, as a language switch shows it (not translated). */
export const LOCALE_AUTONYM: Readonly<Record<Locale, string>> = { en: 'English', sw: 'Kiswahili' };

/** A built page's address as shoppers use it: `/index.html` and `/sw.html` → `/` and `/sw`, `/cart.html` → `/cart`. */
export function pageAddress(pathname: string): string {
  return pathname.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
}

/** The locale of a path: `/sw` and `/sw/…` are Kiswahili, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return /^\/sw(?:\/|$|\.html$)/.test(pathname) ? 'sw' : 'en';
}

/** A path without its locale prefix: `/sw/cart` → `/cart`, `/sw` → `/`. */
export function withoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === DEFAULT_LOCALE) return pathname;
  const rest = pathname.replace(/^\/sw(?:\.html)?/, '');
  return rest === '' ? '/' : rest;
}

/**
 * A root-relative link in `locale`: `/cart` → `/sw/cart`, `/` → `/sw`. Links that leave the
 * storefront stay as they are: other sites, `#fragments`, `mailto:`/`tel:`, the API, files
 * (`/catalogue.json`, images) and the admin area, which is English only.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const bare = withoutLocale(path);
  if (locale === DEFAULT_LOCALE || !isPagePath(bare)) return bare;
  return bare === '/' ? '/sw' : /^\/[?#]/.test(bare) ? `/sw${bare.slice(1)}` : `/sw${bare}`;
}

function isPagePath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0]!;
  if (/^\/(api|admin|_astro|images|search-index|listing)(\/|$)/.test(pathname)) return false;
  // A file (catalogue.json, favicon.svg, sitemap.xml); pages have no extension (trailingSlash never, format file).
  return !/\.[a-z0-9]+$/i.test(pathname);
}
