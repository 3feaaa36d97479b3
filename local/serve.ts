import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createApp } from '../src/server/app.ts';
import { fileCatalogueSource } from '../src/server/catalogue-file-source.ts';
import { indexStaticFiles } from '../src/server/static-site.ts';
import { HASHED_ASSETS_CACHE_CONTROL, HASHED_ASSETS_PREFIX, HEADERS_FILE } from '../src/server/headers/headers-file.ts';
import { PAGE_SOURCES_FILE, readPageSources } from '../src/server/headers/page-sources.ts';
import { apiHeaders, isHttps, pageHeaders, type HeaderSettings } from '../src/server/headers/security-headers.ts';
import { settingsDeps } from '../src/server/host-deps.ts';
import { localDatabase } from './db.ts';

/** One Node process: the built site from dist/ and the API under /api. */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Files the build writes for hosts, not for browsers (Cloudflare Pages does not serve `_headers` either). */
const HOST_FILES = new Set([`/${HEADERS_FILE}`, `/${PAGE_SOURCES_FILE}`]);

function cacheControl(path: string): string {
  if (path.startsWith(HASHED_ASSETS_PREFIX)) return HASHED_ASSETS_CACHE_CONTROL;
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600, must-revalidate';
}

/**
 * The shop over `distDir`. Its own address comes from SITE_URL, else `defaultSiteUrl` (what a local
 * run serves on); with NODE_ENV=production SITE_URL is required.
 */
export async function createServerApp(distDir: string, defaultSiteUrl = `http://localhost:${process.env.PORT || 4321}`): Promise<Hono> {
  const root = resolve(distDir);
  const settings = settingsDeps(process.env, { siteUrl: defaultSiteUrl });
  const files = await indexStaticFiles(root);
  const headers: HeaderSettings = { ...(await readPageSources(root)), paymentPageOrigin: settings.pesapal.paymentPageOrigin, https: isHttps(settings.siteUrl) };
  const app = new Hono();
  // Every answer, whichever handler made it: the API's headers under /api, the pages' elsewhere.
  app.use('*', async (c, next) => {
    await next();
    const isApi = c.req.path === '/api' || c.req.path.startsWith('/api/');
    for (const [name, value] of Object.entries(isApi ? apiHeaders(headers) : pageHeaders(c.req.path, headers))) c.res.headers.set(name, value);
  });
  app.use('*', compress());
  const api = createApp({ catalogue: fileCatalogueSource(join(root, 'catalogue.json')), db: await localDatabase(), ...settings });
  app.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const resolved = files.resolve(c.req.path);
    const found = resolved && !HOST_FILES.has(resolved) ? resolved : null;
    const path = found ?? '/404.html';
    const body = await readFile(join(root, path)).catch(() => null);
    if (!body) return c.text('Not found', 404);
    return c.body(body, found ? 200 : 404, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': found ? cacheControl(path) : 'no-cache',
    });
  });
  return app;
}

export async function startServer(options: { distDir?: string; port: number; host?: string }) {
  const app = await createServerApp(options.distDir ?? 'dist', `http://localhost:${options.port}`);
  return new Promise<ReturnType<typeof serve>>((done) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host ?? '127.0.0.1' }, () => done(server));
  });
}

if (import.meta.main) {
  const port = Number(process.env.PORT || 4321);
  await startServer({ port, host: process.env.HOST || '127.0.0.1' });
  console.log(`Shop on http://localhost:${port}`);
}
