import type { MiddlewareHandler } from 'hono';
import '../i18n/everything.ts';
import { translationsFor, type Translate } from '../i18n/index.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';

/**
 * The API answers in the shopper's language: the browser's door (src/client/api.ts) sends the
 * page's as Accept-Language, and each request carries its own `t` (`c.get('t')`): its error
 * messages, and the language an order is placed in (`c.get('t').locale`). Nothing is shared
 * between requests, under Node and workerd alike.
 */
declare module 'hono' {
  interface ContextVariableMap {
    /** The request's translation function, bound to its language. */
    t: Translate;
  }
}

/** The first language an Accept-Language header names that the shop speaks; English otherwise. */
export function localeOfHeader(header: string | undefined): Locale {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'sw' || first.startsWith('sw-') ? 'sw' : DEFAULT_LOCALE;
}

/** Binds each request's `t` to its Accept-Language. */
export function inShoppersLanguage(): MiddlewareHandler {
  return async (c, next) => {
    c.set('t', translationsFor(localeOfHeader(c.req.header('accept-language'))));
    await next();
  };
}

/** Binds each request's `t` to `locale` (a page server-rendered in its path's language). */
export function inLanguage(locale: (path: string) => Locale): MiddlewareHandler {
  return async (c, next) => {
    c.set('t', translationsFor(locale(c.req.path)));
    await next();
  };
}
