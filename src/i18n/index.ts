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

/** Make a locale's strings available (the server, once; the browser fetches its page's below). */
export function registerMessages(locale: Locale, table: MessageTable): void {
  tables[locale] = table;
}

// A Kiswahili page fetches its strings before any island or script that imports this module runs:
// English pages load nothing more, and the English table stays in the shared chunk.
if (typeof document !== 'undefined' && activeLocale() === 'sw') registerMessages('sw', (await import('./sw.ts')).sw);

/** The string for `key` in the active locale (English where it has none), with `{name}` placeholders filled. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return fill(tables[activeLocale()]?.[key] ?? en[key], params);
}

/** A root-relative link in the active locale: `/cart` on an English page, `/sw/cart` on a Kiswahili one. */
export function localHref(path: string): string {
  return localizedPath(path, activeLocale());
}
