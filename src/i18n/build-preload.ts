import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * The islands' strings load with the page: src/i18n/browser.ts fetches the page's table
 * (`en-app` or `sw-app`) before an island draws, and the Kiswahili calculator its own
 * (`sw-sizing`, ./sizing-page.ts). After the build each page with an island names what it will
 * fetch in a `<link rel="modulepreload">`, so the browser fetches it beside the island's code
 * instead of after it (and the bench weighs it). Catalogue pages (/shop, /product) have no island.
 */
export function preloadIslandStrings(): AstroIntegration {
  return {
    name: 'preload-island-strings',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const chunks = await readdir(join(distDir, '_astro'));
        const chunkOf = (name: string) => {
          const file = chunks.find((chunk) => chunk.startsWith(`${name}.`) && chunk.endsWith('.js'));
          if (!file) throw new Error(`preload-island-strings: no ${name} chunk in ${distDir}/_astro (src/i18n/browser.ts imports it)`);
          return `/_astro/${file}`;
        };
        const tables = { en: chunkOf('en-app'), sw: chunkOf('sw-app') };
        const calculator = chunkOf('sw-sizing');
        let count = 0;
        for (const page of await readdir(distDir, { recursive: true, encoding: 'utf8' })) {
          if (!page.endsWith('.html') || /^(sw\/)?(shop|product)\//.test(page)) continue;
          const html = await readFile(join(distDir, page), 'utf8');
          if (!html.includes('<astro-island')) continue;
          const kiswahili = /<html[^>]*\slang="sw/.test(html);
          const preload = [kiswahili ? tables.sw : tables.en, ...(kiswahili && html.includes('SolarCalculator') ? [calculator] : [])];
          const links = preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
          await writeFile(join(distDir, page), html.replace('</head>', `${links}</head>`));
          count++;
        }
        logger.info(`${count} pages with islands preload their strings.`);
      },
    },
  };
}
