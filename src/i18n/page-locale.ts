import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/**
 * The browser's door to the page's language: its `<html lang>` (`sw-KE` on a Kiswahili page). An
 * island or page script reads it once and binds its `t` (`translationsFor(pageLocale())`); a page
 * has one language for its whole life. Outside a browser (tests), English.
 */
export function pageLocale(): Locale {
  return typeof document !== 'undefined' && document.documentElement.lang.startsWith('sw') ? 'sw' : DEFAULT_LOCALE;
}
