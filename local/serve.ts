import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { createApp } from '../src/server/app.ts';
import { fileCatalogueSource } from '../src/server/catalogue-file-source.ts';
import { indexStaticFiles } from '../src/server/static-site.ts';
import { paymentPageHeaders } from '../src/server/checkout/page-headers.ts';
import { pesapalClientFromEnv } from '../src/server/pesapal/index.ts';
import { localAccountDeps } from './api-deps.ts';

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

function cacheControl(path: string): string {
  if (path.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600, must-revalidate';
}

export async function createServerApp(distDir: string): Promise<Hono> {
  const root = resolve(distDir);
  const files = await indexStaticFiles(root);
  const pesapal = pesapalClientFromEnv(process.env);
  const app = new Hono();
  // Registered first so it runs last: the checkout and payment pages' framing rules win.
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(paymentPageHeaders(c.req.path, pesapal.paymentPageOrigin) ?? {})) c.res.headers.set(name, value);
  });
  app.use('*', secureHeaders({ xFrameOptions: 'DENY', contentSecurityPolicy: { frameAncestors: ["'none'"] } }));
  app.use('*', compress());
  const api = createApp({ catalogue: fileCatalogueSource(join(root, 'catalogue.json')), ...(await localAccountDeps()), pesapal, siteUrl: process.env.SITE_URL });
  app.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const found = files.resolve(c.req.path);
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
  const app = await createServerApp(options.distDir ?? 'dist');
  return new Promise<ReturnType<typeof serve>>((done) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host ?? '127.0.0.1' }, () => done(server));
  });
}

if (import.meta.main) {
  const port = Number(process.env.PORT || 4321);
  await startServer({ port, host: process.env.HOST || '127.0.0.1' });
  console.log(`Shop on http://localhost:${port}`);
}
