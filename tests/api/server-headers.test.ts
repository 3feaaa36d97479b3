import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServerApp } from '../../local/serve.ts';
import { writeHostFiles } from '../../src/build/headers.ts';
import { scriptHash } from '../../src/build/inline-scripts.ts';
import { apiHeaders, isHttps, pageHeaders, type HeaderSettings } from '../../src/server/headers/security-headers.ts';
import { pesapalClientFromEnv } from '../../src/server/pesapal/index.ts';

/**
 * The Node server against a small built site, with dist/_csp.json and dist/_headers written by the
 * build's own step (the real build and every page type are walked in tests/e2e/csp.spec.ts). A
 * fixture rather than dist/, so this test never rebuilds or changes the site others are serving.
 */

const SHELL_SCRIPT = "document.documentElement.classList.add('js')";
const RETURN_SCRIPT = "if (window.self !== window.top) document.documentElement.classList.add('is-framed')";
const page = (body: string, head = '') =>
  `<!doctype html><html><head><script>${SHELL_SCRIPT}</script><script type="application/ld+json">{"@type":"Organization"}</script>${head}</head><body>${body}</body></html>`;
const SITE: Record<string, string> = {
  'index.html': page('home'),
  'shop/batteries.html': page('batteries'),
  'checkout.html': page('checkout'),
  'payment/iframe.html': page('payment'),
  'payment/return.html': page('return', `<script>${RETURN_SCRIPT}</script>`),
  '404.html': page('not found'),
  '_astro/app.Bx12.js': 'export {};',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

/** The headers Cloudflare Pages gives a path under a `_headers` file: every matching rule, in order. */
function headersFromFile(file: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let matches = false;
  for (const line of file.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      matches = line.endsWith('*') ? path.startsWith(line.slice(0, -1)) : path === line;
      continue;
    }
    if (!matches) continue;
    const entry = line.trim();
    if (entry.startsWith('! ')) {
      delete headers[entry.slice(2).toLowerCase()];
      continue;
    }
    const [name, value] = [entry.slice(0, entry.indexOf(':')).toLowerCase(), entry.slice(entry.indexOf(':') + 1).trim()];
    // Cloudflare joins the values of a header that two matching rules set.
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe('the Node server (local/serve.ts) and the generated _headers send the headers of security-headers.ts', () => {
  let dist: string;
  let app: Hono;
  let file: string;
  let settings: HeaderSettings;

  beforeAll(async () => {
    // An in-memory database for the server's API: never the developer's .data/ or a DATABASE_URL.
    vi.stubEnv('E2E', '1');
    vi.stubEnv('DATABASE_URL', '');
    dist = await mkdtemp(join(tmpdir(), 'shop-dist-'));
    for (const [name, content] of Object.entries(SITE)) {
      await mkdir(dirname(join(dist, name)), { recursive: true });
      await writeFile(join(dist, name), content);
    }
    const { sources } = await writeHostFiles(dist, process.env);
    app = await createServerApp(dist);
    file = await readFile(join(dist, '_headers'), 'utf8');
    settings = { ...sources, paymentPageOrigin: pesapalClientFromEnv(process.env).paymentPageOrigin, https: isHttps(process.env.SITE_URL) };
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await rm(dist, { recursive: true, force: true });
  });

  it('the build hashed exactly the inline scripts that run', () => {
    expect(settings.scriptHashes).toEqual([scriptHash(SHELL_SCRIPT), scriptHash(RETURN_SCRIPT)].sort());
  });

  it.each([
    '/',
    '/shop/batteries',
    '/checkout',
    '/payment/iframe',
    '/payment/return',
    '/no-such-page',
    '/favicon.svg',
    '/_astro/app.Bx12.js',
  ])('%s: the server sends what the module says, and the generated _headers agrees', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(path === '/no-such-page' ? 404 : 200);
    const expected = lowerCased(pageHeaders(path, settings));
    expect(Object.fromEntries([...res.headers].filter(([name]) => name in expected))).toEqual(expected);

    const { 'cache-control': cacheControl, ...security } = headersFromFile(file, path);
    expect(security).toEqual(expected);
    if (cacheControl !== undefined) expect(res.headers.get('cache-control')).toBe(cacheControl);
  });

  it('the hashed assets are immutable under both hosts', async () => {
    expect(headersFromFile(file, '/_astro/app.Bx12.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/_astro/app.Bx12.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('the policy lets the pages run their inline scripts, and frames the Pesapal host in use only on the payment pages', async () => {
    const policy = (await app.request('/checkout')).headers.get('content-security-policy')!;
    for (const hash of settings.scriptHashes) expect(policy).toContain(`'${hash}'`);
    expect(policy).toContain(`frame-src ${settings.paymentPageOrigin};`);
    expect((await app.request('/shop/batteries')).headers.get('content-security-policy')).toContain("frame-src 'none';");
  });

  it.each(['/api/health', '/api/no-such-route'])('%s: an API answer carries the API headers and no page header', async (path) => {
    const res = await app.request(path);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const expected = lowerCased(apiHeaders(settings));
    const securityNames = new Set([...Object.keys(expected), ...Object.keys(lowerCased(pageHeaders(path, settings)))]);
    expect(Object.fromEntries([...res.headers].filter(([name]) => securityNames.has(name)))).toEqual(expected);
  });

  it.each(['/_headers', '/_csp.json'])('%s is a file for hosts, not served', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('not found');
  });
});
