import { copyFile, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPreviewIfStale } from '../../local/build.ts';
import { startPreviewServer } from '../../local/preview-serve.ts';
import { datasetFetcher, readNdjsonDir, type Perspective } from '../../src/cms/fetcher.ts';
import { fetchCatalogue } from '../../src/cms/index.ts';
import { formatKes } from '../../src/lib/money.ts';
import { DRAFT_POLICY_SUMMARY, DRAFT_POLICY_SUMMARY_SW, DRAFT_PRODUCT_ID, DRAFT_PRODUCT_LEAD } from '../../studio/seed/lib/drafts.ts';
import { DIST } from './built-pages.ts';

/**
 * The preview origin over the built preview app and dist/, with the seed's drafts: the draft shows
 * in the preview, in English and in Kiswahili, and never on the published page; no preview
 * without the link's cookie; a draft changed between two requests shows in the second (the header
 * and footer, kept once per static build, are rendered afresh for each preview).
 */

const SECRET = 'test-preview-secret-0123456789';
let origin = '';
let close = () => {};
let cookie = '';

/** The draft product's selling price in `perspective`, as its page shows it. */
async function priceOf(perspective: Perspective): Promise<string> {
  const catalogue = await fetchCatalogue(datasetFetcher(await readNdjsonDir('studio/seed'), perspective), 'sw');
  const product = catalogue.products.find((p) => `product-${p.id}` === DRAFT_PRODUCT_ID)!;
  return formatKes(product.priceCents, 'sw');
}

/** A copy of the seed dataset the preview reads (CMS_SEED_DIR), so a test can change its drafts. */
let seedDir = '';
const previousSeedDir = process.env.CMS_SEED_DIR;

async function copySeed(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'preview-seed-'));
  for (const entry of await readdir('studio/seed')) {
    if (entry.endsWith('.ndjson')) await copyFile(join('studio/seed', entry), join(dir, entry));
    else await symlink(resolve('studio/seed', entry), join(dir, entry));
  }
  return dir;
}

const page = (path: string, withCookie = true) => fetch(`${origin}${path}`, { headers: withCookie ? { cookie } : {}, redirect: 'manual' });

beforeAll(async () => {
  // Built as `npm run build:preview` builds it (vitest's NODE_ENV=test would build it as a development build).
  await buildPreviewIfStale(() => {}, { ...process.env, NODE_ENV: 'production' });
  seedDir = await copySeed();
  process.env.CMS_SEED_DIR = seedDir;
  const started = await startPreviewServer({
    port: 0,
    siteUrl: 'http://localhost:4321',
    settings: { mode: 'link', secret: SECRET, generated: false, cookieKey: SECRET },
  });
  origin = `http://127.0.0.1:${(started.server.address() as AddressInfo).port}`;
  close = () => started.server.close();
  const enabled = await page(`/api/preview/enable?secret=${SECRET}&path=/shop/back-up-systems/felicity-3kw-backup-5kwh`, false);
  expect(enabled.status).toBe(307);
  expect(enabled.headers.get('location')).toBe('/shop/back-up-systems/felicity-3kw-backup-5kwh');
  cookie = enabled.headers.get('set-cookie')!.split(';')[0]!;
}, 120_000);
afterAll(async () => {
  close();
  if (previousSeedDir === undefined) delete process.env.CMS_SEED_DIR;
  else process.env.CMS_SEED_DIR = previousSeedDir;
  await rm(seedDir, { recursive: true, force: true });
});

describe('previews of drafts', () => {
  const product = '/shop/back-up-systems/felicity-3kw-backup-5kwh';

  it.each([
    { path: product, file: 'shop/back-up-systems/felicity-3kw-backup-5kwh.html', draft: () => DRAFT_PRODUCT_LEAD },
    { path: `/sw${product}`, file: 'sw/shop/back-up-systems/felicity-3kw-backup-5kwh.html', draft: () => priceOf('drafts') },
    { path: '/refund-policy', file: 'refund-policy.html', draft: () => DRAFT_POLICY_SUMMARY },
    { path: '/sw/refund-policy', file: 'sw/refund-policy.html', draft: () => DRAFT_POLICY_SUMMARY_SW },
  ])('$path shows the draft, its published page does not', async ({ path, file, draft }) => {
    const text = await draft();
    const started = performance.now();
    const answer = await page(path);
    const html = await answer.text();
    console.log(`preview of ${path}: ${Math.round(performance.now() - started)} ms`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain(text);
    expect(html).toContain('class="preview-banner"');
    expect(await readFile(join(DIST, file), 'utf8')).not.toContain(text);
  });

  it('shows the published price on the published page', async () => {
    const published = await priceOf('published');
    expect(published).not.toBe(await priceOf('drafts'));
    expect(await readFile(join(DIST, 'sw/shop/back-up-systems/felicity-3kw-backup-5kwh.html'), 'utf8')).toContain(published);
  });

  it("answers 404 in the page's language for an address the drafts do not have", async () => {
    const missing = await page('/sw/shop/back-up-systems/no-such-product');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('lang="sw"');
  });

  it('serves the published pages and files it does not preview', async () => {
    expect((await page('/cart')).status).toBe(200);
    const css = (await page(product).then((r) => r.text())).match(/href="(\/_astro\/[^"]+\.css)"/)?.[1];
    if (css) expect((await page(css, false)).status).toBe(200);
  });

  it('refuses a preview without the link, or with a wrong one', async () => {
    const refused = await page(product, false);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await refused.text()).not.toContain(DRAFT_PRODUCT_LEAD);
    expect((await page('/sw/refund-policy', false).then((r) => r.text())).includes('lang="sw"')).toBe(true);
    expect((await page(`/api/preview/enable?secret=wrong-secret-0123456789`, false)).status).toBe(403);
  });

  it('shows a menu entry changed in the drafts on the next request, in the header and the footer', async () => {
    const between = (html: string, open: string, close: string) => html.slice(html.indexOf(open), html.indexOf(close, html.indexOf(open)));
    const menus = (html: string) => [between(html, '<header', '</header>'), between(html, '<footer', '</footer>')];
    const renamed = 'Solar Panels, drafted';
    for (const part of menus(await page('/refund-policy').then((r) => r.text()))) {
      expect(part).toContain('>Solar Panels<');
      expect(part).not.toContain(renamed);
    }
    const drafts = await readFile(join(seedDir, 'drafts.ndjson'), 'utf8');
    const categories = (await readFile(join(seedDir, 'categories.ndjson'), 'utf8')).split('\n');
    const panels = JSON.parse(categories.find((line) => line.includes('"_id":"category-solar-panels"'))!) as Record<string, unknown>;
    await writeFile(
      join(seedDir, 'drafts.ndjson'),
      `${drafts.trimEnd()}\n${JSON.stringify({ ...panels, _id: 'drafts.category-solar-panels', name: renamed })}\n`,
    );
    try {
      for (const part of menus(await page('/refund-policy').then((r) => r.text()))) expect(part).toContain(renamed);
    } finally {
      await writeFile(join(seedDir, 'drafts.ndjson'), drafts);
    }
  });
});
