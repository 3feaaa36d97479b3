// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';
import { buildSiteUrl } from './src/lib/seo/site-url.ts';
import { islandStringsPlugin } from './src/build/island-strings.ts';

/**
 * The preview app: the shop's own pages for a product, a category, the home page and a policy,
 * rendered on demand from drafts (src/preview/), built into .preview/ by `npm run build:preview`
 * and served by the Node server on its own origin (local/preview-serve.ts). The static shop
 * (astro.config.mjs) is untouched: the same components, another output.
 */
export default defineConfig({
  // Canonical links and share URLs name the shop's address, as on the published page.
  site: buildSiteUrl(process.env),
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  srcDir: './src/preview',
  // Fonts, icons and every other page come from dist/ (the preview server falls back to it).
  publicDir: './src/preview/public',
  outDir: './.preview',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'auto' },
  i18n: { locales: ['en', 'sw'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  integrations: [react()],
  // The layout's sign-in island imports its strings (virtual:island-strings); the static build's after-build steps (preloads, CSP hashes, compression) have no use here.
  vite: { plugins: [islandStringsPlugin()] },
  prefetch: false,
  devToolbar: { enabled: false },
});
