import type { MessageKey as AppKey } from './en.ts';
import type { messages } from './en/messages.ts';
import type { sizing } from './en/sizing.ts';
import type { sizingPage } from './en/sizing-page.ts';
import { fill } from './fill.ts';
import type { Locale } from './locales.ts';
import { countOf, formOf } from './pick-form.ts';
import type { Message } from './plural.ts';

export type { Message } from './plural.ts';

/**
 * The shop's one way to a string: `const t = translationsFor(locale)`, then `t(key, values)`.
 * Whoever knows the language binds it (as Starlight's `useTranslations(lang)`, named here for what it is: not a React hook): a page from its
 * path, an API request from its Accept-Language (src/server/locale.ts), an island from its page
 * (./page-locale.ts), an order's messages from the order. There is no language of the moment.
 */

/** Every key: the shared tables' (./en.ts), the calculator's (./sizing-page.ts) and the order messages' (server only). */
export type MessageKey = AppKey | keyof typeof sizing | keyof typeof sizingPage | keyof typeof messages;

/** Some of a locale's strings. */
export type MessageTable = Readonly<Partial<Record<MessageKey, Message>>>;

export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * `t(key, values)`: the string for `key` in the bound language, with `{name}` placeholders filled
 * and its plural form picked by `values.count`, or by the number its counting placeholder holds (./plural.ts).
 */
export interface Translate {
  (key: MessageKey, values?: MessageValues): string;
  /** The language it speaks: for what formats beside it (money, dates, links). */
  readonly locale: Locale;
  /** The table entry itself, every form of it, unfilled: for a page's words (src/components/PageWords.astro). */
  message(key: MessageKey): Message;
}

/** Empty until someone adds them: the server all (./everything.ts), the browser its islands' (./browser.ts) and the calculator's (./sizing-page.ts). */
const tables: Partial<Record<Locale, MessageTable>> = {};

/** Make more strings available: all of them on the server, an island's own before it draws. */
export function addMessages(locale: Locale, table: MessageTable): void {
  tables[locale] = { ...tables[locale], ...table };
}

/**
 * The translation function of `locale`: English where it has no string, the key itself where this
 * place has not loaded it (an island's table holds only the keys its code names).
 */
export function translationsFor(locale: Locale): Translate {
  const t = (key: MessageKey, values: MessageValues = {}): string => {
    const own = tables[locale]?.[key];
    const message = own ?? tables.en?.[key];
    if (message === undefined) return key;
    return fill(formOf(message, own === undefined ? 'en' : locale, countOf(message, values)), values);
  };
  const message = (key: MessageKey): Message => tables[locale]?.[key] ?? tables.en?.[key] ?? key;
  return Object.assign(t, { locale, message });
}
