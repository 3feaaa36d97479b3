import { defineMiddleware } from 'astro:middleware';
import './i18n/everything.ts';
import { DEFAULT_LOCALE, localeOfPath } from './i18n/locales.ts';
import { localizeLinks } from './i18n/localize-links.ts';

/**
 * Every string in both languages for the build (./i18n/everything.ts); each page binds its own
 * `t` to its path's language (`translationsFor(localeOfPath(Astro.url.pathname))`), so pages may
 * render side by side. A Kiswahili page's links then lead to Kiswahili pages.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const locale = localeOfPath(context.url.pathname);
  const response = await next();
  if (locale === DEFAULT_LOCALE || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(localizeLinks(await response.text(), locale), { status: response.status, headers: response.headers });
});
