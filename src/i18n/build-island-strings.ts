import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { en } from './en.ts';
import { sw } from './sw.ts';
import { islandKeys } from './island-keys.ts';
import type { Message } from './index.ts';

/**
 * Each island gets a string table of exactly the keys its code names (issue 27), in its page's
 * language. An island's root imports `virtual:island-strings` first; the build reads which keys the
 * modules it reaches name (./island-keys.ts) and answers that import with a loader of two tables,
 * English and Kiswahili, of those keys only. The loader (./browser.ts) fetches the page's table
 * with a top-level await, so the island draws nothing before its words are there. After the build,
 * each page with an island names its own table in a `<link rel="modulepreload">`, fetched beside
 * the island's code (and weighed by the bench); the Kiswahili calculator names its rules too.
 */
export const ISLAND_STRINGS = 'virtual:island-strings';
const TABLE = 'virtual:strings-';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LOADER = fileURLToPath(new URL('./browser.ts', import.meta.url));
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

/** The integration: the plugin in Astro's Vite config, and the preloads written into the built pages. */
export function islandStrings(): AstroIntegration {
  return {
    name: 'island-strings',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [islandStringsPlugin()] } });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const chunks = await readdir(join(distDir, '_astro'));
        const calculator = chunks.find((chunk) => chunk.startsWith('sw-sizing.') && chunk.endsWith('.js'));
        if (!calculator) throw new Error(`island-strings: no sw-sizing chunk in ${distDir}/_astro (src/i18n/sizing-page.ts imports it)`);
        let count = 0;
        for (const page of await readdir(distDir, { recursive: true, encoding: 'utf8' })) {
          if (!page.endsWith('.html')) continue;
          const html = await readFile(join(distDir, page), 'utf8');
          if (!html.includes('<astro-island')) continue;
          const locale = /<html[^>]*\slang="sw/.test(html) ? 'sw' : 'en';
          const preload = new Set<string>();
          for (const match of html.matchAll(/<astro-island\b[^>]*\scomponent-url="([^"]+)"/g)) {
            const root = built.roots.get(match[1]!);
            const table = root && built.tables.get(root)?.[locale];
            if (!table)
              throw new Error(
                `island-strings: no ${locale} string table for ${match[1]} on ${page} (its root imports ${ISLAND_STRINGS} first)`,
              );
            preload.add(table);
          }
          if (locale === 'sw' && html.includes('SolarCalculator')) preload.add(`/_astro/${calculator}`);
          const links = [...preload].map((href) => `<link rel="modulepreload" href="${href}">`).join('');
          await writeFile(join(distDir, page), html.replace('</head>', `${links}</head>`));
          count++;
        }
        logger.info(`${count} pages with islands preload their own string tables.`);
      },
    },
  };
}
