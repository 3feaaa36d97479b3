import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { authStore } from '../../local/auth/store.ts';
import type { Database } from '../../src/server/db/index.ts';
import { createAuthApp } from '../../local/auth/app.ts';
import { generateSigningKey } from '../../local/auth/keys.ts';
import { standInConfig } from './auth-fixture.ts';
import { freshDatabase } from './db-fixture.ts';

const REQUESTED_HEADERS = 'apikey, authorization, content-type, x-client-info, x-supabase-api-version';

describe('CORS on the Auth stand-in', () => {
  let db: Database;
  let appFor: (siteUrl: string) => ReturnType<typeof createAuthApp>;
  beforeAll(async () => {
    db = await freshDatabase();
    const { key } = await generateSigningKey();
    appFor = (siteUrl) => createAuthApp({ store: authStore(db.sql), key, config: standInConfig('http://127.0.0.1:54321', { siteUrl }) });
  });
  afterAll(() => db.close());

  const preflight = (origin: string) => ({
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': REQUESTED_HEADERS },
  });

  it.each(['http://localhost:4321', 'http://127.0.0.1:4321'])('answers a preflight from the shop at %s as GoTrue does', async (origin) => {
    const res = await appFor('http://localhost:4321').request(
      'http://127.0.0.1:54321/auth/v1/token?grant_type=password',
      preflight(origin),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,PATCH,DELETE,OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe(REQUESTED_HEADERS.replaceAll(' ', ''));
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('lets the shop read answers and their API version header', async () => {
    const res = await appFor('http://localhost:4321').request('http://127.0.0.1:54321/auth/v1/settings', {
      headers: { origin: 'http://127.0.0.1:4321', apikey: LOCAL_ANON_KEY },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4321');
    expect(res.headers.get('access-control-expose-headers')).toBe('X-Total-Count,Link,X-Supabase-Api-Version');
  });

  it.each([
    ['another site', 'https://evil.example', 'http://localhost:4321'],
    ['another local port', 'http://localhost:9999', 'http://localhost:4321'],
    ['a loopback origin when the shop is not local', 'http://localhost:4321', 'https://shop.example'],
    ['the null origin', 'null', 'http://localhost:4321'],
  ])('gives %s no CORS access', async (_name, origin, siteUrl) => {
    const app = appFor(siteUrl);
    const pre = await app.request('http://127.0.0.1:54321/auth/v1/token?grant_type=password', preflight(origin));
    const get = await app.request('http://127.0.0.1:54321/auth/v1/settings', { headers: { origin, apikey: LOCAL_ANON_KEY } });
    for (const res of [pre, get]) {
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
    expect(get.headers.get('vary')).toContain('Origin');
  });

  it('allows the configured non-local shop origin only', async () => {
    const res = await appFor('https://shop.example/account').request('http://127.0.0.1:54321/auth/v1/settings', {
      headers: { origin: 'https://shop.example', apikey: LOCAL_ANON_KEY },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://shop.example');
  });

  it("sends no CORS headers on /mailbox (a way to the mail catcher's page), even to the shop", async () => {
    const app = appFor('http://localhost:4321');
    const get = await app.request('http://127.0.0.1:54321/mailbox', { headers: { origin: 'http://localhost:4321' } });
    const pre = await app.request('http://127.0.0.1:54321/mailbox', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4321', 'access-control-request-method': 'GET' },
    });
    expect(get.status).toBe(404);
    for (const res of [get, pre]) {
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
});
