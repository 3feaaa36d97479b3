import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/**
 * Which language `t()` speaks right now. In the browser, the page's own (`<html lang="sw-KE">`). On the server, whoever renders decides it with `decideLocaleWith`: the static build page by
 * page (src/middleware.ts), the API request by request (src/server/locale.ts).
 */
let source: () => Locale = () =>
  typeof document !== 'undefined' && document.documentElement.lang.startsWith('sw') ? 'sw' : DEFAULT_LOCALE;

export function activeLocale(): Locale {
  return source();
}

export function decideLocaleWith(decide: () => Locale): void {
  source = decide;
}
