import type { MessageKey } from './en.ts';
import { activeLocale } from './active.ts';
import { fill } from './fill.ts';
import { localizedPath, pluralForm, type Locale } from './locales.ts';

export type { MessageKey };
export { activeLocale };

/** Some of a locale's strings. */
export type MessageTable = Readonly<Partial<Record<MessageKey, string>>>;

/** Empty until someone adds them: the server all (./everything.ts), the browser its islands' (./browser.ts). */
const tables: Partial<Record<Locale, MessageTable>> = {};

/**
 * Make more strings available: all of them on the server (./everything.ts), an island's own
 * before it draws (./browser.ts, ./build-island-strings.ts).
 */
export function addMessages(locale: Locale, table: MessageTable): void {
  tables[locale] = { ...tables[locale], ...table };
}

/**
 * The string for `key` in the active locale (English where it has none), with `{name}` placeholders
 * filled; the key itself if this place has not loaded it (a test keeps the browser's keys loaded).
 */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return fill(tables[activeLocale()]?.[key] ?? tables.en?.[key] ?? key, params);
}

/** The stems of the messages that count: `cart.itemCount` for `cart.itemCount.one` and `….other`. */
export type PluralKey = { [K in MessageKey]: K extends `${infer Stem}.one` ? (`${Stem}.other` extends MessageKey ? Stem : never) : never }[MessageKey];

/** A message that counts, in the form `count` takes in the active locale, with `{count}` (and `params`) filled. */
export function tPlural(stem: PluralKey, count: number, params: Record<string, string | number> = {}): string {
  return t(`${stem}.${pluralForm(count, activeLocale())}` as MessageKey, { count, ...params });
}

/**
 * A message read when it is shown, not when its module loads: for zod's `error`, so a schema made
 * once speaks the language of the page (or the API request) that fails it.
 */
export function lazyMessage(key: MessageKey): { error: () => string } {
  return { error: () => t(key) };
}

/** A root-relative link in the active locale: `/cart` on an English page, `/sw/cart` on a Kiswahili one. */
export function localHref(path: string): string {
  return localizedPath(path, activeLocale());
}
