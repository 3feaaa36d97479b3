import { localizedPath, type Locale } from './locales.ts';

/** Each link or form tag as last rewritten, per language: the header's and footer's repeat on every page of a build. */
const rewritten = new Map<Locale, Map<string, string>>();
/** Enough for every tag the chrome and the listings repeat; a tag seen once (a product's own link) is not worth keeping. */
const TAGS_KEPT = 10_000;

function localizeTag(tag: string, locale: Locale): string {
  // A link that names its language (the language switch) goes where it says.
  if (/\shreflang="/.test(tag)) return tag;
  return tag.replace(
    /(\s(?:href|action)=")(\/[^"]*)"/g,
    (_whole, attribute: string, path: string) => `${attribute}${localizedPath(path, locale)}"`,
  );
}

/**
 * A rendered page's own links in its language: each root-relative `href` of a link and `action`
 * of a form becomes its `locale` twin (`/cart` → `/sw/cart`), by the rule of `localizedPath`
 * (files, the API and the admin area stay). One place for all of a page's links, the CMS's rich
 * text's included; islands that draw links in the browser call `localizedPath(path, t.locale)` themselves.
 */
export function localizeLinks(html: string, locale: Locale): string {
  let known = rewritten.get(locale);
  if (!known) rewritten.set(locale, (known = new Map()));
  const tags = known;
  return html.replace(/<(?:a|form)\s[^>]*>/g, (tag) => {
    let localized = tags.get(tag);
    if (localized === undefined) {
      localized = localizeTag(tag, locale);
      if (tags.size < TAGS_KEPT) tags.set(tag, localized);
    }
    return localized;
  });
}
