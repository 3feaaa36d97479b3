import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { createApp } from '../../src/server/app.ts';
import { fileCatalogueSource } from '../../src/server/catalogue-file-source.ts';
import { fetchCatalogueSource, staticCatalogueSource } from '../../src/server/catalogue-source.ts';

const snapshot: CatalogueSnapshot = {
  generatedAt: '2026-11-21T00:00:00.000Z',
  currency: 'KES',
  products: {
    cable: {
      name: 'PV cable',
      brand: 'Kenwest',
      category: 'accessories',
      priceCents: 23800,
      onSale: true,
      taxType: 'B',
      inStock: true,
      stock: { state: 'in_stock', left: null },
    },
  },
  policies: [{ id: 'policy-terms', type: 'terms-and-conditions', version: '3', hash: 'sha256:t3', updatedAt: '2026-10-01' }],
};

describe('GET /api/policies/latest', () => {
  it('answers the current policies from the catalogue snapshot', async () => {
    const res = await createApp({ catalogue: staticCatalogueSource(snapshot), siteUrl: 'http://shop.test' }).request(
      '/api/policies/latest',
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ policies: snapshot.policies });
  });

  it('answers a JSON 500 when the snapshot cannot be read', async () => {
    const app = createApp({ catalogue: () => Promise.reject(new Error('gone')), siteUrl: 'http://shop.test' });
    const res = await app.request('/api/policies/latest');
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INTERNAL_ERROR');
  });
});

describe('POST /api/checkout/quote without a database (it needs only the catalogue)', () => {
  it('prices the lines, and an order cannot be placed: 503 with the reason', async () => {
    const app = createApp({ catalogue: staticCatalogueSource(snapshot), siteUrl: 'http://shop.test' });
    const quote = await app.request('/api/checkout/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ id: 'cable', quantity: 2 }] }),
    });
    expect(quote.status).toBe(200);
    expect(await quote.json()).toMatchObject({ currency: 'KES', totalCents: 47_600 });
    const initiate = await app.request('/api/checkout/initiate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(initiate.status).toBe(503);
    expect(await initiate.json()).toMatchObject({ error: { code: 'DATABASE_UNAVAILABLE' } });
  });
});

describe('catalogue sources', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('re-reads the file when a new build replaces it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'snapshot-'));
    const path = join(dir, 'catalogue.json');
    await writeFile(path, JSON.stringify(snapshot));
    const source = fileCatalogueSource(path);
    expect((await source()).products.cable?.priceCents).toBe(23800);
    const changed = structuredClone(snapshot);
    changed.products.cable!.priceCents = 30000;
    await writeFile(path, JSON.stringify(changed));
    await utimes(path, new Date(), new Date(Date.now() + 5000));
    expect((await source()).products.cable?.priceCents).toBe(30000);
  });

  it('refuses a snapshot that does not match its schema, naming the field', async () => {
    dir = await mkdtemp(join(tmpdir(), 'snapshot-'));
    const path = join(dir, 'catalogue.json');
    await writeFile(path, JSON.stringify({ ...snapshot, currency: 'USD' }));
    await expect(fileCatalogueSource(path)()).rejects.toThrow(/currency/);
  });

  it('fetches the deployed snapshot once and retries after a failure', async () => {
    let calls = 0;
    const source = fetchCatalogueSource(async () => {
      calls++;
      return calls === 1 ? new Response('nope', { status: 503 }) : new Response(JSON.stringify(snapshot));
    });
    await expect(source()).rejects.toThrow(/503/);
    expect(await source()).toEqual(snapshot);
    await source();
    expect(calls).toBe(2);
  });
});
