import type { AstroIntegration } from 'astro';
import { visualizer } from 'rollup-plugin-visualizer';

/** Beside dist/, never in it: what the browser's bundles are made of is for the team, not for the public site. */
const BUNDLE_STATS_DIR = 'dist-stats';
/** Every browser chunk's modules with their rendered and gzipped sizes: read by `npm run bench` (scripts/bench/bundle-report.ts). */
const BUNDLE_STATS_JSON = `${BUNDLE_STATS_DIR}/bundle.json`;
/** The same as a treemap to open in a browser. */
const BUNDLE_STATS_HTML = `${BUNDLE_STATS_DIR}/bundle.html`;

/**
 * The bundle visualiser over the browser build (rollup-plugin-visualizer, issue 27): only the
 * client environment, whose chunks are what a phone downloads; the server's are not weighed.
 * Cloudflare Pages' own build skips it (nobody reads it there).
 */
export function bundleStats(env: Record<string, string | undefined> = process.env): AstroIntegration {
  return {
    name: 'bundle-stats',
    hooks: {
      'astro:build:setup': ({ updateConfig }) => {
        if (env.CF_PAGES) return;
        // Astro builds every environment from one config: the plugins run only in the browser's ('client').
        const clientOnly = (plugin: ReturnType<typeof visualizer>) => ({
          ...plugin,
          applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
        });
        updateConfig({
          plugins: [
            clientOnly(visualizer({ filename: BUNDLE_STATS_JSON, template: 'raw-data', gzipSize: true })),
            clientOnly(visualizer({ filename: BUNDLE_STATS_HTML, template: 'treemap', gzipSize: true, title: 'Browser bundles' })),
          ],
        });
      },
    },
  };
}
