import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { authConfig } from '../lib/auth/config.ts';
import { configuredAssetUrls } from '../cms/image-urls.ts';
import { PESAPAL_BASE_URLS, paymentPageOrigin, readPesapalConfig } from '../server/pesapal/config.ts';
import { HEADERS_FILE, headersFile } from '../server/headers/headers-file.ts';
import { builtPageScriptHashes } from './inline-scripts.ts';
import { builtPagesWalk, type BuiltPagesWalk } from './built-pages.ts';
import { writePageSources } from '../server/headers/page-sources.ts';
import { isHttps, type PageSources } from '../server/headers/security-headers.ts';

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

/** The inline script hashes of the pages the walk visits, collected as it goes. */
function scriptHashCollector(pages: BuiltPagesWalk): { hashes: Set<string> } {
  const found = { hashes: new Set<string>() };
  pages.add((page) => {
    for (const hash of builtPageScriptHashes(page.markup, page.bytes)) found.hashes.add(hash);
    return undefined;
  });
  return found;
}

async function builtScriptHashes(distDir: string): Promise<string[]> {
  const pages = builtPagesWalk();
  const found = scriptHashCollector(pages);
  await pages.visited(distDir);
  return [...found.hashes].sort();
}

/** Writes dist/_csp.json and Cloudflare's dist/_headers for the pages built into distDir (their script hashes read from them when not given). */
export async function writeHostFiles(
  distDir: string,
  env: Env,
  hashes?: readonly string[],
): Promise<{ sources: PageSources; paymentOrigin: string }> {
  const sources: PageSources = { scriptHashes: hashes ? [...hashes].sort() : await builtScriptHashes(distDir), ...buildOrigins(env) };
  const paymentOrigin = buildPaymentPageOrigin(env);
  await writePageSources(distDir, sources);
  await writeFile(join(distDir, HEADERS_FILE), headersFile({ ...sources, paymentPageOrigin: paymentOrigin, https: isHttps(env.SITE_URL) }));
  return { sources, paymentOrigin };
}

/** The integration: hashes the scripts during the after-build walk it shares with the other steps (./built-pages.ts; its own when given none). */
export function securityHeaders(env: Env = process.env, pages: BuiltPagesWalk = builtPagesWalk()): AstroIntegration {
  const found = scriptHashCollector(pages);
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        await pages.visited(distDir);
        const { sources, paymentOrigin } = await writeHostFiles(distDir, env, [...found.hashes]);
        logger.info(`${sources.scriptHashes.length} inline script hashes; ${HEADERS_FILE} frames ${paymentOrigin} on the payment pages.`);
      },
    },
  };
}
