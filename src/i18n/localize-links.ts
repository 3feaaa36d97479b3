import { localizedPath, type Locale } from './locales.ts';

/**
 * A rendered page's own links in its language: each root-relative `href` of a link and `action`
 * of a form becomes its `locale` twin (`/cart` → `/sw/cart`), by the rule of `localizedPath`
 * (files, the API and the admin area stay). One place for all of a page's links, the CMS's rich
 * text's included; islands that draw links in the browser call `localizedPath(path, t.locale)` themselves.
 */
export function localizeLinks(html: string, locale: Locale): string {
  return html.replace(/<(?:a|form)\s[^>]*>/g, (tag) =>
    // A link that names its language (the language switch) goes where it says.
    /\shreflang="/.test(tag)
      ? tag
      : tag.replace(
          /(\s(?:href|action)=")(\/[^"]*)"/g,
          (_whole, attribute: string, path: string) => `${attribute}${localizedPath(path, locale)}"`,
        ),
  );
}
