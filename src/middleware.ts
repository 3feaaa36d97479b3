import { defineMiddleware } from 'astro:middleware';
import './i18n/everything.ts';
import { translationsFor } from './i18n/index.ts';
import { DEFAULT_LOCALE, localeOfPath } from './i18n/locales.ts';
import { localizeLinks } from './i18n/localize-links.ts';

/**
 * Every string in both languages for the build (./i18n/everything.ts). The page's language is
 * decided here, once, from its path: every component reads `Astro.locals.t` (and
 * `Astro.locals.locale`), bound to it, so pages may render side by side. This runs for each
 * prerendered page at build, for the draft preview server and for pages rendered on demand.
 * A Kiswahili page's links then lead to Kiswahili pages.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const locale = localeOfPath(context.url.pathname);
  context.locals.locale = locale;
  context.locals.t = translationsFor(locale);
  const response = await next();
  if (locale === DEFAULT_LOCALE || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  // The page's bytes one character per byte (latin1): its links are ASCII, so they are found and
  // rewritten as in the decoded text, and the bytes go back out without decoding and encoding
  // every Kiswahili page's text.
  const html = Buffer.from(await response.arrayBuffer()).toString('latin1');
  return new Response(Buffer.from(localizeLinks(html, locale), 'latin1'), { status: response.status, headers: response.headers });
});
