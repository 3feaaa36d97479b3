import type { Translate } from './i18n/index.ts';
import type { Locale } from './i18n/locales.ts';

/** What the middleware (./middleware.ts) puts on every page's `Astro.locals`, once per page. */
declare global {
  namespace App {
    interface Locals {
      /** The page's language, from its path (`/sw/…` is Kiswahili). */
      locale: Locale;
      /** `t(key, values)` bound to `locale`: every component's one way to a string. */
      t: Translate;
    }
  }
}
