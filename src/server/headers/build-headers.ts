import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { authConfig } from '../../lib/auth/config.ts';
import { configuredAssetUrls } from '../../cms/image-urls.ts';
import { PESAPAL_BASE_URLS, paymentPageOrigin, readPesapalConfig } from '../pesapal/config.ts';
import { HEADERS_FILE, headersFile } from './headers-file.ts';
import { scriptHashes } from './inline-scripts.ts';
import { writePageSources } from './page-sources.ts';
import { isHttps, type PageSources } from './security-headers.ts';

/**
 * After `astro build`: hashes the inline scripts of every built page and records what the pages
 * load (dist/_csp.json, read by local/serve.ts), then writes Cloudflare Pages' dist/_headers.
 */

type Env = Record<string, string | undefined>;

/** The origins other than the shop's that the pages built in this environment use. */
export function buildOrigins(env: Env): Pick<PageSources, 'connectOrigins' | 'imageOrigins'> {
  const assets = configuredAssetUrls(env);
  return {
    connectOrigins: [new URL(authConfig(env).supabaseUrl).origin],
    // The CMS door alone knows the image CDN's URLs: ask it for one and keep its origin.
    imageOrigins: assets ? [new URL(assets.url('image-0-1x1-jpg', 1, 'jpg')).origin] : [],
  };
}

/** The Pesapal host of this environment's PESAPAL_ENV, without needing its credentials. */
export function buildPaymentPageOrigin(env: Env): string {
  const name = env.PESAPAL_ENV || 'local';
  if (name === 'sandbox' || name === 'live') return paymentPageOrigin({ env: name, baseUrl: PESAPAL_BASE_URLS[name] });
  return paymentPageOrigin(readPesapalConfig(env));
}

/** The built pages one at a time: a large site's pages are never all open, nor all in memory, at once. */
async function* builtPages(distDir: string): AsyncGenerator<string> {
  const names = (await readdir(distDir, { recursive: true })).filter((name) => name.endsWith('.html'));
  for (const name of names) yield await readFile(join(distDir, name), 'utf8');
}

async function builtScriptHashes(distDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for await (const html of builtPages(distDir)) for (const hash of scriptHashes([html])) hashes.add(hash);
  return [...hashes].sort();
}

/** Writes dist/_csp.json and Cloudflare's dist/_headers for the pages built into distDir. */
export async function writeHostFiles(distDir: string, env: Env): Promise<{ sources: PageSources; paymentOrigin: string }> {
  const sources: PageSources = { scriptHashes: await builtScriptHashes(distDir), ...buildOrigins(env) };
  const paymentOrigin = buildPaymentPageOrigin(env);
  await writePageSources(distDir, sources);
  await writeFile(join(distDir, HEADERS_FILE), headersFile({ ...sources, paymentPageOrigin: paymentOrigin, https: isHttps(env.SITE_URL) }));
  return { sources, paymentOrigin };
}

export function securityHeaders(env: Env = process.env): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { sources, paymentOrigin } = await writeHostFiles(fileURLToPath(dir), env);
        logger.info(`${sources.scriptHashes.length} inline script hashes; ${HEADERS_FILE} frames ${paymentOrigin} on the payment pages.`);
      },
    },
  };
}
