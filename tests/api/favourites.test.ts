import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAVOURITES } from '../../src/lib/favourites/limits.ts';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { SNAPSHOT } from './checkout-fixture.ts';
import { fromSocket } from './client-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';

/**
 * Favourites kept with the account (issue 46): GET, PUT and DELETE /api/favourites(/{id}) and
 * POST /api/favourites/merge, signed in only, each shopper their own list, on both engines.
 */

const PANEL = 'panel-450w';
const BATTERY = 'battery-100ah';
/** In the catalogue though not sold now: a shopper may still keep it. */
const NOT_SOLD_NOW = 'inverter-sold-out';

type Answer = { favourites: Array<{ productId: string; addedAt: string }> };

describe.each(ENGINES)('favourites API on %s', (engine) => {
  let db: Database;
  let auth: RunningStandIn;
  let app: Hono;
  const users: Record<'alice' | 'bob' | 'carol', { id: string; token: string }> = {} as never;

  async function signUp(email: string) {
    const { data, error } = await auth.client().auth.signUp({ email, password: 'correct-horse-1' });
    if (error || !data.session || !data.user) throw error ?? new Error('no session');
    return { id: data.user.id, token: data.session.access_token };
  }
  const send = (method: string, path: string, token?: string, body?: unknown, target = app) =>
    target.request(
      `/api/favourites${path}`,
      {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      },
      fromSocket('10.46.0.1'),
    );
  const ids = async (res: Response) => ((await res.json()) as Answer).favourites.map((f) => f.productId);

  beforeAll(async () => {
    db = await freshDatabase(engine);
    auth = await startStandIn(db, { autoconfirm: true });
    const deps = {
      catalogue: staticCatalogueSource(SNAPSHOT),
      db,
      siteUrl: 'http://shop.test',
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
    };
    app = createApp({ ...deps, rateLimits: NO_RATE_LIMITS });
    users.alice = await signUp(`fav-alice-${engine}@shop.test`);
    users.bob = await signUp(`fav-bob-${engine}@shop.test`);
    users.carol = await signUp(`fav-carol-${engine}@shop.test`);
  });
  afterAll(async () => {
    await auth?.stop();
    await db?.close();
  });

  it.each([
    ['GET', ''],
    ['PUT', `/${PANEL}`],
    ['DELETE', `/${PANEL}`],
    ['POST', '/merge'],
  ])('%s /api/favourites%s refuses a missing or forged token with 401', async (method, path) => {
    const body = method === 'POST' ? { productIds: [] } : undefined;
    const missing = await send(method, path, undefined, body);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    const forged = await send(method, path, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', body);
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
  });

  it('a heart kept, kept again (the first date stays), the list oldest first, another dropped; nothing cached', async () => {
    const first = await send('PUT', `/${PANEL}`, users.alice.token);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const [kept] = ((await first.json()) as Answer).favourites;
    expect(kept).toEqual({ productId: PANEL, addedAt: expect.any(String) });
    expect(await ids(await send('PUT', `/${NOT_SOLD_NOW}`, users.alice.token))).toEqual([PANEL, NOT_SOLD_NOW]);
    const again = (await (await send('PUT', `/${PANEL}`, users.alice.token)).json()) as Answer;
    expect(again.favourites[0]).toEqual(kept);
    expect(await ids(await send('DELETE', `/${NOT_SOLD_NOW}`, users.alice.token))).toEqual([PANEL]);
    // Dropping one not kept is no error.
    expect(await ids(await send('DELETE', `/${BATTERY}`, users.alice.token))).toEqual([PANEL]);
    expect(await ids(await send('GET', '', users.alice.token))).toEqual([PANEL]);
    // Bob sees none of Alice's.
    expect(await ids(await send('GET', '', users.bob.token))).toEqual([]);
  });

  it('a product the catalogue does not list cannot be kept: 404 naming productId', async () => {
    const res = await send('PUT', '/no-such-product', users.bob.token);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'PRODUCT_NOT_FOUND', field: 'productId' } });
    expect(await ids(await send('GET', '', users.bob.token))).toEqual([]);
  });

  it.each<[string, string, string, unknown, number, string]>([
    ['an id past 200 characters', 'PUT', `/${'x'.repeat(201)}`, undefined, 400, 'productId'],
    ['an id of spaces', 'DELETE', '/%20%20', undefined, 400, 'productId'],
    ['no productIds', 'POST', '/merge', {}, 400, 'productIds'],
    ['productIds not a list', 'POST', '/merge', { productIds: PANEL }, 400, 'productIds'],
    ['an id not text', 'POST', '/merge', { productIds: [PANEL, 7] }, 400, 'productIds.1'],
    ['an empty id', 'POST', '/merge', { productIds: [''] }, 400, 'productIds.0'],
    [
      'more ids than a list holds',
      'POST',
      '/merge',
      { productIds: Array.from({ length: MAX_FAVOURITES + 1 }, (_, i) => `p${i}`) },
      400,
      'productIds',
    ],
    ['a body that is not JSON', 'POST', '/merge', '{"productIds": [', 400, 'body'],
  ])('%s: %s %s answers %i naming %s', async (_name, method, path, body, status, field) => {
    const res = await send(method, path, users.bob.token, body);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { field: string } }).error.field).toBe(field);
  });

  it('merging this browser’s list adds what the account lacks and the catalogue lists, once, keeping the account’s', async () => {
    await send('PUT', `/${BATTERY}`, users.bob.token);
    const res = await send('POST', '/merge', users.bob.token, { productIds: [PANEL, 'removed-from-catalogue', BATTERY, PANEL] });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await ids(res)).toEqual([BATTERY, PANEL]);
    // The same list again changes nothing; an empty one neither.
    expect(await ids(await send('POST', '/merge', users.bob.token, { productIds: [PANEL, BATTERY] }))).toEqual([BATTERY, PANEL]);
    expect(await ids(await send('POST', '/merge', users.bob.token, { productIds: [] }))).toEqual([BATTERY, PANEL]);
    // Several merged at once keep the browser's order.
    expect(await ids(await send('POST', '/merge', users.carol.token, { productIds: [NOT_SOLD_NOW, BATTERY, PANEL] }))).toEqual([
      NOT_SOLD_NOW,
      BATTERY,
      PANEL,
    ]);
  });

  it('a kept product the catalogue later drops stays in the list and breaks nothing (the page leaves it out)', async () => {
    await db.favourites.addAll(users.carol.id, ['dropped-since']);
    const listed = await send('GET', '', users.carol.token);
    expect(listed.status).toBe(200);
    expect(await ids(listed)).toContain('dropped-since');
    expect(await ids(await send('DELETE', '/dropped-since', users.carol.token))).not.toContain('dropped-since');
  });

  it(`a list holds at most ${MAX_FAVOURITES}: one more is 409 FAVOURITES_FULL, a merge adds none, a removal makes room`, async () => {
    const dave = await signUp(`fav-dave-${engine}@shop.test`);
    await db.favourites.addAll(
      dave.id,
      Array.from({ length: MAX_FAVOURITES }, (_, i) => `old-${i}`),
    );
    const full = await send('PUT', `/${PANEL}`, dave.token);
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ error: { code: 'FAVOURITES_FULL', field: 'productId' } });
    const merged = await ids(await send('POST', '/merge', dave.token, { productIds: [PANEL, BATTERY] }));
    expect(merged).toHaveLength(MAX_FAVOURITES);
    expect(merged).not.toContain(PANEL);
    await send('DELETE', '/old-0', dave.token);
    expect((await send('PUT', `/${PANEL}`, dave.token)).status).toBe(200);
  });

  it('an account deleted takes its favourites with it', async () => {
    const erin = await signUp(`fav-erin-${engine}@shop.test`);
    await send('PUT', `/${PANEL}`, erin.token);
    await db.sql.query(`delete from auth.users where id = $1`, [erin.id]);
    expect(await db.favourites.list(erin.id)).toEqual([]);
  });

  it('the routes are rate-limited per client, the list itself included', async () => {
    const limited = createApp({
      catalogue: staticCatalogueSource(SNAPSHOT),
      db,
      siteUrl: 'http://shop.test',
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
      rateLimits: { ...NO_RATE_LIMITS, favourites: { points: 2, seconds: 60 } },
    });
    expect((await send('GET', '', users.alice.token, undefined, limited)).status).toBe(200);
    expect((await send('PUT', `/${PANEL}`, users.alice.token, undefined, limited)).status).toBe(200);
    const refused = await send('GET', '', users.alice.token, undefined, limited);
    expect(refused.status).toBe(429);
  });
});
