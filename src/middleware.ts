import { defineMiddleware } from 'astro:middleware';
import { decideLocaleWith } from './i18n/active.ts';
import { registerMessages } from './i18n/index.ts';
import { localeOfPath, type Locale } from './i18n/locales.ts';
import { sw } from './i18n/sw.ts';

/**
 * The static build renders one page at a time (Astro's build.concurrency is 1): each page's
 * language is its path's, `/sw/…` Kiswahili, and every `t()` while it renders speaks it.
 */
registerMessages('sw', sw);
let pageLocale: Locale = 'en';
decideLocaleWith(() => pageLocale);

export const onRequest = defineMiddleware((context, next) => {
  pageLocale = localeOfPath(context.url.pathname);
  return next();
});
