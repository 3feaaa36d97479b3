import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCmsConfig } from '../../src/cms/config.ts';
import { datasetFetcher, inPerspective, readNdjsonDir, sanityFetcher, type Perspective } from '../../src/cms/fetcher.ts';
import { CmsValidationError, fetchCatalogue } from '../../src/cms/index.ts';

/** A local fake of Sanity's HTTP query endpoint (GET /v{date}/data/query/{dataset}), backed by groq-js. */
function fakeSanity(documents: unknown[]): Promise<{ server: Server; url: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url.pathname);
    const match = /^\/v\d{4}-\d{2}-\d{2}\/data\/query\/(\w+)$/.exec(url.pathname);
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const params: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
    const query = url.searchParams.get('query') ?? '';
    // The perspective the client asks for, as Sanity applies it (the seed holds drafts).
    const perspective = (url.searchParams.get('perspective') ?? 'published') as Perspective;
    const dataset = inPerspective(documents, perspective);
    const result = await (await evaluate(parse(query, { params }), { dataset, params })).get();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ms: 1, query, result }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, requests });
    }),
  );
}

let documents: unknown[];
let fake: Awaited<ReturnType<typeof fakeSanity>>;

beforeAll(async () => {
  documents = await readNdjsonDir('studio/seed');
  fake = await fakeSanity(documents);
});
afterAll(() => fake.server.close());

function sanity() {
  return sanityFetcher({ kind: 'sanity', projectId: 'test', dataset: 'production', apiVersion: '2025-01-01', apiHost: fake.url });
}

describe('the CMS door', () => {
  it('returns the same catalogue from @sanity/client and from groq-js', async () => {
    const local = await fetchCatalogue(datasetFetcher(documents));
    const remote = await fetchCatalogue(sanity());
    expect(remote).toEqual(local);
    expect(local.products.length).toBeGreaterThan(0);
    expect(local.categories).toHaveLength(11);
    expect(fake.requests.every((path) => path === '/v2025-01-01/data/query/production')).toBe(true);
  });

  it("reads drafts from both backends alike, @sanity/client with the read token and the 'drafts' perspective", async () => {
    const config = { kind: 'sanity', projectId: 'test', dataset: 'production', apiVersion: '2025-01-01', apiHost: fake.url } as const;
    const remote = await fetchCatalogue(sanityFetcher({ ...config, readToken: 'sk-read' }, 'drafts'));
    const local = await fetchCatalogue(datasetFetcher(documents, 'drafts'));
    expect(remote).toEqual(local);
    expect(local).not.toEqual(await fetchCatalogue(datasetFetcher(documents)));
    expect(fake.requests).toContain('/v2025-02-19/data/query/production');
    expect(() => sanityFetcher(config, 'drafts')).toThrow(/SANITY_READ_TOKEN/);
  });

  it('passes query parameters the same way to both backends', async () => {
    const query = '*[_type == "product" && category->slug.current == $slug]{name} | order(name asc)';
    const params = { slug: 'batteries' };
    const local = await datasetFetcher(documents).fetch(query, params);
    expect(await sanity().fetch(query, params)).toEqual(local);
    expect(local).not.toEqual([]);
  });

  it('prices products with the site-wide discount, to the nearest whole shilling, half a shilling up', async () => {
    const { products, settings } = await fetchCatalogue(datasetFetcher(documents));
    expect(settings.siteDiscountPercent).toBe(5);
    for (const product of products) {
      expect(product.priceCents % 100, product.id).toBe(0);
      expect(product.priceCents, product.id).toBe(Math.floor((product.listPriceCents * 95) / 10_000 + 0.5) * 100);
    }
    // The accessories whose 5 % off lands on half a shilling (KSh 250 → 237.50) go up: KSh 238.
    const halves = products.filter((product) => (product.listPriceCents * 95) % 10_000 === 5_000);
    expect(halves.length).toBeGreaterThanOrEqual(10);
    expect(products.find((product) => product.id === 'pv-cable-6mm-red')?.priceCents).toBe(23_800);
  });
});

describe('a bad document fails the build with its _id and field', () => {
  const valid = (documents: unknown[]) => documents.filter((doc) => (doc as { _type: string })._type !== 'product');
  const product = {
    _id: 'product-test',
    _type: 'product',
    name: 'Test battery',
    slug: { _type: 'slug', current: 'test-battery' },
    brand: 'Test',
    category: { _type: 'reference', _ref: 'category-batteries' },
    price: 100000,
    onSale: true,
    chemistry: 'Gel',
    voltage: 12,
    capacity: 100,
  };

  it.each([
    ['a price that is text', { price: '1000' }, 'price'],
    ['a price with fractions of a cent', { price: 10.5 }, 'price'],
    ['no brand', { brand: undefined }, 'brand'],
    ['a battery without chemistry', { chemistry: undefined }, 'chemistry'],
    ['a compare-at price below the price', { compareAtPrice: 50000 }, 'compareAtPrice'],
    ['a reference to an unknown category', { category: { _type: 'reference', _ref: 'category-nope' } }, 'category'],
  ])('%s', async (_, change, field) => {
    const broken = { ...product, ...change };
    const error = await fetchCatalogue(datasetFetcher([...valid(documents), broken])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsValidationError);
    expect((error as CmsValidationError).documentId).toBe('product-test');
    expect((error as CmsValidationError).field).toBe(field);
    expect((error as Error).message).toContain('product-test');
  });

  it('accepts the same product when it is valid', async () => {
    const { products } = await fetchCatalogue(datasetFetcher([...valid(documents), product]));
    expect(products.map((p) => p.id)).toEqual(['test-battery']);
    expect(products[0]?.specs).toEqual({ chemistry: 'Gel', voltage: 12, capacity: 100 });
  });
});

describe('readCmsConfig', () => {
  it('uses the seed dataset without a Sanity project', () => {
    expect(readCmsConfig({})).toEqual({ kind: 'local', seedDir: 'studio/seed' });
  });
  it('uses Sanity when SANITY_PROJECT_ID is set', () => {
    expect(readCmsConfig({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging' })).toEqual({
      kind: 'sanity',
      projectId: 'abc123',
      dataset: 'staging',
      apiVersion: '2025-01-01',
    });
  });
  it('names a bad setting', () => {
    expect(() => readCmsConfig({ SANITY_PROJECT_ID: 'x', SANITY_API_VERSION: 'yesterday' })).toThrow(/SANITY_API_VERSION/);
  });
});
