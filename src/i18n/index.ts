import { en, type MessageKey } from './en.ts';
import { activeLocale } from './active.ts';
import { fill } from './fill.ts';
import { localizedPath, type Locale } from './locales.ts';

export type { MessageKey };
export type { Locale };
export { activeLocale };

/** A locale's strings. Kiswahili has every key but the admin area's, which stays English. */
export type MessageTable = Readonly<Partial<Record<MessageKey, string>>>;

const tables: Partial<Record<Locale, MessageTable>> = { en };

/** Make a locale's strings available: the server, once; a Kiswahili page, before it draws (./browser.ts). */
export function registerMessages(locale: Locale, table: MessageTable): void {
  tables[locale] = table;
}

/** The string for `key` in the active locale (English where it has none), with `{name}` placeholders filled. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return fill(tables[activeLocale()]?.[key] ?? en[key], params);
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
