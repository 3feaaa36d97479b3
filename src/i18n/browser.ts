import { activeLocale } from './active.ts';
import { registerMessages } from './index.ts';

/**
 * A Kiswahili page's strings, fetched before the island that imports this draws anything (top-level
 * await: the island's module waits for it). Every island's root imports it first; English pages
 * fetch nothing and keep the English table in the shared chunk. It stays out of ./index.ts, which
 * the API shares: Cloudflare's Functions bundle cannot hold a top-level await.
 */
if (typeof document !== 'undefined' && activeLocale() === 'sw') registerMessages('sw', (await import('./sw.ts')).sw);
