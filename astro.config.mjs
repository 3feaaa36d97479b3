// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { securityHeaders } from './src/build/headers.ts';
import { precompressedFiles } from './src/build/precompressed-files.ts';
import { bundleStats } from './src/build/bundle-stats.ts';
import { layoutChunk } from './src/build/layout-chunk.ts';
import { smallPreloadHelper } from './src/build/preload-helper.ts';
import { authStubs } from './src/build/auth-stubs.ts';
import { islandStrings } from './src/build/island-strings.ts';
import { builtPagesWalk } from './src/build/built-pages.ts';
import { withBuildPhases } from './src/build/phases.ts';
import { buildSiteUrl, DEFAULT_PORT } from './src/lib/seo/site-url.ts';

const apiPort = process.env.API_PORT || '4322';
// One read of every built page after the build (its own step, before theirs), shared by islandStrings() and securityHeaders(), which each used to read them all.
const builtPages = builtPagesWalk();

// Every public page is pre-rendered; the API runs beside dist/ (local/serve.ts or functions/).
// islandStrings() gives each island the strings its code names and preloads them in its pages; bundleStats() writes what each browser chunk is made of into dist-stats/ for the bench; securityHeaders() hashes the built pages' inline scripts and writes dist/_csp.json and dist/_headers;
// precompressedFiles(), last, writes brotli and gzip copies of the text files into dist-precompressed/.
export default defineConfig({
  // SITE_URL, else where `npm start` serves (PORT): absolute URLs in the pages name the address the shop is opened at.
  site: buildSiteUrl(process.env),
  output: 'static',
  trailingSlash: 'never',
  // Pages render side by side: each binds its own t to its path's language (src/i18n/index.ts translationsFor), nothing is shared.
  build: { format: 'file', inlineStylesheets: 'auto', concurrency: 4 },
  i18n: { locales: ['en', 'sw'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  // React runs the islands of the app-like pages; catalogue pages load no island runtime.
  // withBuildPhases() times each step after the build and logs where the build's time went (BUILD_PHASES_FILE: as JSON, for the bench).
  // layoutChunk() puts what every page runs into one browser chunk (src/build/layout-chunk.ts).
  integrations: withBuildPhases([
    react(),
    layoutChunk(),
    builtPages.integration(),
    islandStrings(builtPages),
    bundleStats(),
    securityHeaders(process.env, builtPages),
    precompressedFiles(),
  ]),
  prefetch: false,
  devToolbar: { enabled: false },
  server: { port: Number(process.env.PORT || DEFAULT_PORT), host: '127.0.0.1' },
  // authStubs(): auth-js's passkey and Web3 sign-in, which the shop never offers, are left out of the browser's code.
  // smallPreloadHelper(): the helper every dynamic import calls, at a tenth of Vite's (src/build/preload-helper.ts).
  vite: {
    plugins: [authStubs(), smallPreloadHelper()],
    server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  },
});
