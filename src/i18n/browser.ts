import { addMessages, type MessageTable } from './index.ts';
import type { Locale } from './locales.ts';
import { pageLocale } from './page-locale.ts';

/**
 * Loads an island's strings in its page's language before the island draws: the module the
 * build writes for `import 'virtual:island-strings'` (src/build/island-strings.ts) awaits this at
 * its top level, with the island's own two tables. It stays out of ./index.ts, which the API
 * shares: Cloudflare's Functions bundle cannot hold a top-level await. Outside a browser (tests)
 * there is nothing to load.
 */
export async function loadIslandStrings(tables: Record<Locale, () => Promise<{ default: MessageTable }>>): Promise<void> {
  if (typeof document === 'undefined') return;
  const locale = pageLocale();
  addMessages(locale, (await tables[locale]()).default);
}
