import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { en } from '../i18n/en.ts';
import { sw } from '../i18n/sw.ts';
import { islandKeys } from '../i18n/island-keys.ts';
import type { Message } from '../i18n/index.ts';
import { builtPagesWalk, type BuiltPage, type BuiltPagesWalk } from './built-pages.ts';

/**
 * Each island gets a string table of exactly the keys its code names (issue 27), in its page's
 * language. An island's root imports `virtual:island-strings` first; the build reads which keys the
 * modules it reaches name (./island-keys.ts) and answers that import with a loader of two tables,
 * English and Kiswahili, of those keys only. The loader (./browser.ts) fetches the page's table
 * with a top-level await, so the island draws nothing before its words are there. After the build,
 * each page with an island names its own table in a `<link rel="modulepreload">`, fetched beside
 * the island's code (and weighed by the bench); the Kiswahili calculator names its rules too.
 */
const ISLAND_STRINGS = 'virtual:island-strings';
const TABLE = 'virtual:strings-';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LOADER = fileURLToPath(new URL('../i18n/browser.ts', import.meta.url));
const ALL_KEYS = Object.keys(en);

/** An island's name in its tables' module ids and chunk names: `islands-admin-AdminOrderPage` for src/islands/admin/AdminOrderPage.tsx. */
const slugOf = (island: string) =>
  relative(join(ROOT, 'src'), island)
    .replace(/\.tsx?$/, '')
    .replace(/[^A-Za-z0-9]+/g, '-');
/** Each island's root module by its slug, as the build meets them. */
const islands = new Map<string, string>();

/** Built chunks, recorded for the pages' preloads: island root chunk → its root module; root module → table chunk per language. */
const built = { roots: new Map<string, string>(), tables: new Map<string, { en?: string; sw?: string }>() };

/** Each island's keys, read once for both of its tables. */
const keysOf = new Map<string, string[]>();

function tableSource(island: string, locale: 'en' | 'sw', everything: boolean): string {
  const words: Record<string, Message> = locale === 'sw' ? { ...en, ...sw } : en;
  if (!everything && !keysOf.has(island)) keysOf.set(island, islandKeys(island, ALL_KEYS));
  const keys = everything ? ALL_KEYS : keysOf.get(island)!;
  return `export default ${JSON.stringify(Object.fromEntries(keys.map((key) => [key, words[key]])))};\n`;
}

/** `\0virtual:strings-islands-CartPage--sw` → the island's slug and the table's language. */
function tableOf(id: string): { slug: string; locale: 'en' | 'sw' } {
  const [slug = '', locale] = id.slice(`\0${TABLE}`.length).split('--');
  return { slug, locale: locale === 'sw' ? 'sw' : 'en' };
}

/** The Vite plugin: `virtual:island-strings` for each island, and its tables. Under `astro dev` a table holds every key (no stale tables while editing). */
export function islandStringsPlugin(): Plugin {
  let serving = false;
  return {
    name: 'island-strings',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id, importer) {
      if (id === ISLAND_STRINGS && importer) {
        const island = importer.split('?')[0]!;
        islands.set(slugOf(island), island);
        return `\0${ISLAND_STRINGS}:${slugOf(island)}`;
      }
      if (id.startsWith(TABLE)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id.startsWith(`\0${ISLAND_STRINGS}:`)) {
        const slug = id.slice(`\0${ISLAND_STRINGS}:`.length);
        const table = (locale: string) => JSON.stringify(`${TABLE}${slug}--${locale}`);
        return `import { loadIslandStrings } from ${JSON.stringify(LOADER)};\nawait loadIslandStrings({ en: () => import(${table('en')}), sw: () => import(${table('sw')}) });\n`;
      }
      if (!id.startsWith(`\0${TABLE}`)) return undefined;
      const { slug, locale } = tableOf(id);
      const island = islands.get(slug);
      if (!island) throw new Error(`island-strings: ${id} belongs to no island the build has met`);
      return tableSource(island, locale, serving);
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
        const facade = chunk.facadeModuleId;
        if (facade.startsWith(`\0${TABLE}`)) {
          const { slug, locale } = tableOf(facade);
          const island = islands.get(slug)!;
          built.tables.set(island, { ...built.tables.get(island), [locale]: `/${chunk.fileName}` });
        } else if (chunk.isEntry || chunk.isDynamicEntry) built.roots.set(`/${chunk.fileName}`, facade);
      }
    },
  };
}

/** The sw-sizing chunk of a build (the Kiswahili calculator's rules), found once per build folder. */
const calculators = new Map<string, Promise<string>>();
function calculatorChunk(distDir: string): Promise<string> {
  let chunk = calculators.get(distDir);
  if (!chunk) {
    chunk = readdir(join(distDir, '_astro')).then((chunks) => {
      const calculator = chunks.find((name) => name.startsWith('sw-sizing.') && name.endsWith('.js'));
      if (!calculator) throw new Error(`island-strings: no sw-sizing chunk in ${distDir}/_astro (src/i18n/sizing-page.ts imports it)`);
      return calculator;
    });
    calculators.set(distDir, chunk);
  }
  return chunk;
}

/** A built page with its island's string tables preloaded: its new text, or undefined when it has no island. */
async function withStringPreloads(page: BuiltPage): Promise<Buffer | undefined> {
  if (!page.markup.includes('<astro-island')) return undefined;
  const calculator = await calculatorChunk(page.distDir);
  const html = page.bytes.toString('utf8');
  const locale = /<html[^>]*\slang="sw/.test(html) ? 'sw' : 'en';
  const preload = new Set<string>();
  for (const match of html.matchAll(/<astro-island\b[^>]*\scomponent-url="([^"]+)"/g)) {
    const root = built.roots.get(match[1]!);
    const table = root && built.tables.get(root)?.[locale];
    if (!table)
      throw new Error(
        `island-strings: no ${locale} string table for ${match[1]} on ${page.name} (its root imports ${ISLAND_STRINGS} first)`,
      );
    preload.add(table);
  }
  if (locale === 'sw' && html.includes('SolarCalculator')) preload.add(`/_astro/${calculator}`);
  const links = [...preload].map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  return Buffer.from(html.replace('</head>', `${links}</head>`));
}

/**
 * The integration: the plugin in Astro's Vite config, and the preloads written into the built
 * pages during the after-build walk it shares with the other steps (./built-pages.ts; its own walk when given none).
 */
export function islandStrings(pages: BuiltPagesWalk = builtPagesWalk()): AstroIntegration {
  let count = 0;
  pages.add(async (page) => {
    const rewritten = await withStringPreloads(page);
    if (rewritten) count++;
    return rewritten;
  });
  return {
    name: 'island-strings',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [islandStringsPlugin()] } });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        await calculatorChunk(distDir);
        await pages.visited(distDir);
        logger.info(`${count} pages with islands preload their own string tables.`);
      },
    },
  };
}
