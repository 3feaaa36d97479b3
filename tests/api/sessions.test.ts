import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import type { Database } from '../../src/server/db/index.ts';
import { aal2Token, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { checkoutApp, countOrders, orderBody, post } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';

/** Tokens are honoured only while their session lives: logout and deleted users (security points 7 and 10). */
describe.each(ENGINES)('a token after its session ended, on %s', (engine) => {
  let db: Database;
  let auth: RunningStandIn;
  let app: Hono;
  let counter = 0;

  async function signIn() {
    const client = auth.client();
    const email = `session-${engine}-${++counter}@shop.test`;
    const { data, error } = await client.auth.signUp({ email, password: 'correct-horse-1' });
    if (error || !data.session || !data.user) throw error ?? new Error('no session');
    return { client, id: data.user.id, token: data.session.access_token };
  }
  const get = (path: string, token: string) => app.request(path, { headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    db = await freshDatabase(engine);
    auth = await startStandIn(db, { autoconfirm: true });
    // No cache: each request asks the database, so the tests see a logout at once.
    app = checkoutApp(db, undefined, { auth: createTokenVerifier({ supabaseUrl: auth.url }), sessionCacheMs: 0 });
  });
  afterAll(async () => {
    await auth.stop();
    await db.close();
  });

  it.each(['global', 'local'] as const)('refuses the token on account, me and checkout after logout (scope %s)', async (scope) => {
    const user = await signIn();
    expect((await get('/api/account/orders', user.token)).status).toBe(200);
    const { error } = await user.client.auth.signOut({ scope });
    expect(error).toBeNull();
    for (const path of ['/api/account/orders', '/api/account/transactions', '/api/me']) {
      const res = await get(path, user.token);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: { code: 'SESSION_ENDED' } });
    }
    const body = orderBody({ paymentMethod: 'Cash' });
    const res = await post(app, '/api/checkout/initiate', body, { authorization: `Bearer ${user.token}` });
    expect(res.status).toBe(401);
    expect(await countOrders(db, body.idempotencyKey)).toBe(0);
  });

  it('refuses an admin token after logout on the admin desk', async () => {
    const user = await signIn();
    await db.profiles.setRole(user.id, 'admin');
    const token = await aal2Token(auth, user.token);
    expect((await get('/api/orders', token)).status).toBe(200);
    await user.client.auth.signOut({ scope: 'global' });
    expect((await get('/api/orders', token)).status).toBe(401);
    expect((await get('/api/admin/dashboard', token)).status).toBe(401);
  });

  it('answers 401, never 500, for the token of a deleted user, and writes nothing', async () => {
    const user = await signIn();
    await db.sql.query(`delete from auth.users where id = $1`, [user.id]);
    expect((await get('/api/me', user.token)).status).toBe(401);
    const body = orderBody({ paymentMethod: 'Cash' });
    const res = await post(app, '/api/checkout/initiate', body, { authorization: `Bearer ${user.token}` });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'SESSION_ENDED' } });
    expect(await countOrders(db, body.idempotencyKey)).toBe(0);
  });

  it('answers 401 for a user marked deleted or banned', async () => {
    const deleted = await signIn();
    await db.sql.query(`update auth.users set deleted_at = now() where id = $1`, [deleted.id]);
    expect((await get('/api/me', deleted.token)).status).toBe(401);
    const banned = await signIn();
    await db.sql.query(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [banned.id]);
    expect((await get('/api/me', banned.token)).status).toBe(401);
  });

  it('keeps honouring a live session, and the other sessions of a user after a local logout', async () => {
    const first = await signIn();
    const { data } = await auth
      .client()
      .auth.signInWithPassword({ email: `session-${engine}-${counter}@shop.test`, password: 'correct-horse-1' });
    const second = data.session?.access_token as string;
    await first.client.auth.signOut({ scope: 'local' });
    expect((await get('/api/me', first.token)).status).toBe(401);
    expect((await get('/api/me', second)).status).toBe(200);
  });
});
