import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServerApp } from '../../local/serve.ts';
import { writeHostFiles } from '../../src/build/headers.ts';
import { HASHED_ASSETS_CACHE_CONTROL } from '../../src/server/headers/headers-file.ts';
import { precompressedDir } from '../../src/server/static/manifest.ts';
import { precompressBuild } from '../../src/build/precompress.ts';

/**
 * The Node server over a small build whose brotli and gzip copies the build's own step wrote:
 * each coding decompresses to the file, ETags are per representation and answer 304, hashed
 * assets are immutable, and nothing a client sends in the path or Accept-Encoding makes a 5xx.
 */

const words = (label: string) => Array.from({ length: 300 }, (_, i) => `${label} solar panel ${i % 17} kWh`).join(' ');
const SITE: Record<string, string | Buffer> = {
  'index.html': `<!doctype html><html><head><title>Home</title></head><body>${words('home')}</body></html>`,
  'about.html': `<!doctype html><html><body>${words('about')}</body></html>`,
  '404.html': `<!doctype html><html><body>${words('not found')}</body></html>`,
  '_astro/app.Bx12.js': `export const text = ${JSON.stringify(words('script'))};`,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'images/panel.png': Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
};
const EDITED_ABOUT = `<!doctype html><html><body>${words('edited after the build')}</body></html>`;

const decode = (encoding: string | null, body: Buffer): string =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

describe('static files under the Node server are sent as the build compressed them', () => {
  let dist: string;
  let app: Hono;
  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const res = await app.request(path, { method, headers });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    vi.stubEnv('E2E', '1');
    vi.stubEnv('DATABASE_URL', '');
    dist = join(await mkdtemp(join(tmpdir(), 'shop-static-')), 'dist');
    for (const [name, content] of Object.entries(SITE)) {
      await mkdir(dirname(join(dist, name)), { recursive: true });
      await writeFile(join(dist, name), content);
    }
    await writeHostFiles(dist, process.env);
    await precompressBuild(dist, { assetQuality: 5, pageQuality: 5 });
    // A page changed after the build: its copies are stale and must not be sent.
    await writeFile(join(dist, 'about.html'), EDITED_ABOUT);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    app = await createServerApp(dist);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    await rm(dirname(dist), { recursive: true, force: true });
  });

  it('writes the copies beside dist/, never into it, so no host deploys them', async () => {
    const inDist = await readdir(dist, { recursive: true });
    expect(inDist.filter((name) => /\.(br|gz)$/.test(name))).toEqual([]);
    const copies = (await readdir(precompressedDir(dist), { recursive: true })).map((name) => name.split('\\').join('/')).sort();
    expect(copies).toEqual([
      '404.html.br',
      '404.html.gz',
      '_astro',
      '_astro/app.Bx12.js.br',
      '_astro/app.Bx12.js.gz',
      'about.html.br',
      'about.html.gz',
      'index.html.br',
      'index.html.gz',
      'manifest.json',
    ]);
  });

  it.each([
    ['/', 'index.html'],
    ['/_astro/app.Bx12.js', '_astro/app.Bx12.js'],
    ['/no-such-page', '404.html'],
  ])('%s: br, gzip and identity each decompress to the file, with their own length and ETag', async (path, name) => {
    const etags = new Set<string | null>();
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
      ['', null],
    ] as const) {
      const { res, body } = await get(path, { 'accept-encoding': accept });
      expect(res.status).toBe(name === '404.html' ? 404 : 200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-length')).toBe(String(body.length));
      expect(decode(encoding, body)).toBe(SITE[name]?.toString());
      if (encoding !== null) expect(body.length).toBeLessThan(Buffer.byteLength(SITE[name] as string));
      etags.add(res.headers.get('etag'));
    }
    // Identity is one representation whether asked for by name or by an empty header; a 404 has no ETag.
    expect(etags.size).toBe(name === '404.html' ? 1 : 3);
  });

  it('answers 304 to a matching If-None-Match, by weak comparison, and 200 to another tag', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const { res } = await get('/', { 'accept-encoding': accept });
      const etag = res.headers.get('etag') as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      for (const condition of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const revalidated = await get('/', { 'accept-encoding': accept, 'if-none-match': condition });
        expect(revalidated.res.status).toBe(304);
        expect(revalidated.body.length).toBe(0);
        expect(revalidated.res.headers.get('etag')).toBe(etag);
        expect(revalidated.res.headers.get('vary')).toBe('Accept-Encoding');
      }
      expect((await get('/', { 'accept-encoding': accept, 'if-none-match': '"other"' })).res.status).toBe(200);
    }
    // The br tag does not validate the gzip representation.
    const br = (await get('/', { 'accept-encoding': 'br' })).res.headers.get('etag') as string;
    expect((await get('/', { 'accept-encoding': 'gzip', 'if-none-match': br })).res.status).toBe(200);
  });

  it('caches hashed assets for a year, immutable, and revalidates pages and other files', async () => {
    expect((await get('/_astro/app.Bx12.js')).res.headers.get('cache-control')).toBe(HASHED_ASSETS_CACHE_CONTROL);
    expect((await get('/')).res.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/favicon.svg')).res.headers.get('cache-control')).toBe('public, max-age=3600, must-revalidate');
    expect((await get('/no-such-page')).res.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps the security headers on static answers, 304s included', async () => {
    const { res } = await get('/');
    const revalidated = await get('/', { 'if-none-match': res.headers.get('etag') as string });
    for (const answer of [res, revalidated.res]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const full = await get('/', { 'accept-encoding': accept });
      const head = await get('/', { 'accept-encoding': accept }, 'HEAD');
      expect(head.res.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of ['content-length', 'content-encoding', 'etag', 'vary', 'content-type', 'cache-control'])
        expect(head.res.headers.get(name)).toBe(full.res.headers.get(name));
    }
  });

  it('sends small and already compressed files as they are, without Vary', async () => {
    for (const path of ['/favicon.svg', '/images/panel.png']) {
      const { res, body } = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBeNull();
      expect(body.equals(Buffer.from(SITE[path.slice(1)] as string | Buffer))).toBe(true);
    }
  });

  it('sends a file changed since the build as it now is, never its stale copies', async () => {
    const { res, body } = await get('/about', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(body.toString()).toBe(EDITED_ABOUT);
  });

  it.each([
    '/../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/_astro/..%5c..%5cpackage.json',
    '/a%00b',
    '/%E0%A4%A',
    '/index.html.br',
    '/_headers',
    '/_csp.json',
    '//index.html',
  ])('%s is a 404 (the site stays inside dist/, its copies and host files are not pages)', async (path) => {
    const { res } = await get(path);
    expect(res.status).toBe(404);
  });

  it('never answers a 5xx, whatever the Accept-Encoding and If-None-Match', async () => {
    const headerValue = fc.stringMatching(/^[\t\x20-\x7e]{0,200}$/);
    const coding = fc.constantFrom('br', 'gzip', 'x-gzip', 'identity', '*', 'deflate', 'zstd', 'BR', '', ';q=', 'q=0', ',');
    const accept = fc.oneof(
      headerValue,
      fc
        .array(fc.tuple(coding, fc.option(fc.oneof(fc.double(), fc.constantFrom('0', '1', '0.5', '1.000', '-0', 'NaN')))), { maxLength: 8 })
        .map((entries) => entries.map(([name, q]) => (q === null ? name : `${name};q=${q}`)).join(', ')),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/', '/_astro/app.Bx12.js', '/favicon.svg', '/missing'),
        accept,
        headerValue,
        async (path, acceptEncoding, ifNoneMatch) => {
          const { res, body } = await get(path, { 'accept-encoding': acceptEncoding, 'if-none-match': ifNoneMatch });
          expect(res.status).toBeLessThan(500);
          if (res.status !== 304) expect(decode(res.headers.get('content-encoding'), body).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
