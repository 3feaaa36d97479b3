import { activeLocale } from './active.ts';
import { addMessages } from './index.ts';

/**
 * The page's strings, fetched before the island that imports this draws anything (top-level
 * await: the island's module waits for them). Every island's root imports it first, so a page
 * loads one table, its own language's: English pages the English, Kiswahili pages the Kiswahili.
 * The build names it in each island page's head (./build-preload.ts), so it is fetched beside the
 * island's code. It stays out of ./index.ts, which the API shares: Cloudflare's Functions bundle
 * cannot hold a top-level await.
 */
if (typeof document !== 'undefined') {
  if (activeLocale() === 'sw') addMessages('sw', (await import('./sw-app.ts')).swApp);
  else addMessages('en', (await import('./en-app.ts')).enApp);
}
