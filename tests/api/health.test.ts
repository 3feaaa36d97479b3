import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';

const testDeps = () => ({
  catalogue: staticCatalogueSource({ generatedAt: '2026-11-21T00:00:00.000Z', currency: 'KES', products: {}, policies: [] }),
  siteUrl: 'http://shop.test',
});

describe('GET /api/health', () => {
  it('answers ok with the time', async () => {
    const res = await createApp(testDeps()).request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { status: string; time: string };
    expect(body.status).toBe('ok');
    expect(Number.isNaN(Date.parse(body.time))).toBe(false);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await createApp(testDeps()).request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No API route for GET /api/nothing-here' } });
  });
});
