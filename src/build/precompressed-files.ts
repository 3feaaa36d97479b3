import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { precompressedDir } from '../server/static/manifest.ts';
import { DEFAULT_PRECOMPRESS, precompressBuild } from './precompress.ts';

/**
 * After `astro build` (and after the other integrations have written their files): brotli and
 * gzip copies of dist/'s text files, beside dist/ rather than in it. Cloudflare Pages compresses
 * at its edge and would publish a `.br` file as one more page (and count it against its 20,000
 * files), so its own build (`CF_PAGES` set) skips the step, and `wrangler pages deploy dist`
 * never sees the copies.
 */
export function precompressedFiles(env: Record<string, string | undefined> = process.env): AstroIntegration {
  return {
    name: 'precompressed-files',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (env.CF_PAGES) {
          logger.info('Cloudflare Pages build: no precompressed copies (Pages compresses at its edge).');
          return;
        }
        if (env.PRECOMPRESS === '0') {
          logger.info('PRECOMPRESS=0: no precompressed copies (a host that compresses itself, or a bench timing them apart).');
          return;
        }
        const distDir = fileURLToPath(dir);
        const report = await precompressBuild(distDir, DEFAULT_PRECOMPRESS);
        const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
        logger.info(
          `${report.compressed} of ${report.files} files compressed into ${precompressedDir(distDir)} in ${(report.ms / 1000).toFixed(1)} s: ` +
            `${mb(report.bytes)} MB → brotli ${mb(report.brBytes)} MB, gzip ${mb(report.gzipBytes)} MB.`,
        );
      },
    },
  };
}
