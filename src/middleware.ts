import { defineMiddleware } from 'astro:middleware';
import { decideLocaleWith } from './i18n/active.ts';
import './i18n/everything.ts';
import { DEFAULT_LOCALE, localeOfPath, type Locale } from './i18n/locales.ts';
import { localizeLinks } from './i18n/localize-links.ts';

/**
 * The static build renders one page at a time (Astro's build.concurrency is 1): each page's
 * language is its path's, `/sw/…` Kiswahili, and every `t()` while it renders speaks it. A
 * Kiswahili page's links then lead to Kiswahili pages.
 */
let pageLocale: Locale = 'en';
decideLocaleWith(() => pageLocale);

export const onRequest = defineMiddleware(async (context, next) => {
  const locale = localeOfPath(context.url.pathname);
  pageLocale = locale;
  const response = await next();
  if (locale === DEFAULT_LOCALE || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(localizeLinks(await response.text(), locale), { status: response.status, headers: response.headers });
});
