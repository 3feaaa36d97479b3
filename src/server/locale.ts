import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { decideLocaleWith } from '../i18n/active.ts';
import '../i18n/everything.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';

/**
 * The API answers in the shopper's language: the browser's door (src/client/api.ts) sends the
 * page's as Accept-Language, and each request's `t()` speaks it (its error messages, and the
 * language an order is placed in). Under Node and workerd (nodejs_compat) alike.
 */
const requestLocale = new AsyncLocalStorage<Locale>();
decideLocaleWith(() => requestLocale.getStore() ?? DEFAULT_LOCALE);

/** The first language an Accept-Language header names that the shop speaks; English otherwise. */
export function localeOfHeader(header: string | undefined): Locale {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'sw' || first.startsWith('sw-') ? 'sw' : DEFAULT_LOCALE;
}

export function inShoppersLanguage(): MiddlewareHandler {
  return (c, next) => requestLocale.run(localeOfHeader(c.req.header('accept-language')), next);
}

/** Runs `work` with `t()` in `locale`: an order's messages are written in the language it was placed in. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return requestLocale.run(locale, work);
}
