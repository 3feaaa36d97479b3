import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { serverSlot } from '../../src/lib/server-slot.ts';
import { STOCK_ALERT_SLOT } from '../../src/lib/stock/alert-form-html.ts';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { sendDueMessages, type MessageSenders } from '../../src/server/messages/outbox-worker.ts';
import { createPagesApp } from '../../src/server/pages/app.ts';
import { DEFAULT_RATE_LIMITS, NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { unsubscribeTokenHash } from '../../src/server/stock/alert-token.ts';
import { queueBackInStock } from '../../src/server/stock/back-in-stock.ts';
import { queueLowStockAlert } from '../../src/server/stock/low-stock-alert.ts';
import { sweepStock } from '../../src/server/stock/sweep.ts';
import { aal2Token, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { NOT_ON_SALE, ON_SALE } from './checkout-fixture.ts';
import { fromSocket } from './client-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';

/**
 * "Tell me when it's back" and the daily low-stock alert (issue 44, items 5 and 6), on both
 * engines: a sign-up without an account (API and the no-script form), one message per subscription
 * when stock comes in, in the subscriber's language, never twice, none after unsubscribing; the
 * unsubscribe link's page; the shop's low-stock e-mail once a day, whichever host sweeps.
 */

const SOLD_OUT = 'inverter-5kw';
const ALSO_SOLD_OUT = 'battery-10kwh';
/** On sale and not counted: in stock, nothing to wait for. */
const IN_STOCK = 'panel-450w';
/** Unticked "On sale" in the CMS: sold out to shoppers, whom a sign-up may wait for. */
const NOT_SOLD_NOW = 'inverter-sold-out';

const SNAPSHOT: CatalogueSnapshot = {
  ...SNAPSHOT_WITH_SHOP,
  products: {
    ...SNAPSHOT_WITH_SHOP.products,
    [SOLD_OUT]: { name: 'Deye hybrid inverter 5 kW', brand: 'Deye', category: 'inverters', priceCents: 12_000_000, ...ON_SALE },
    [ALSO_SOLD_OUT]: { name: 'Lithium battery 10 kWh', brand: 'Felicity', category: 'batteries', priceCents: 9_000_000, ...ON_SALE },
    [NOT_SOLD_NOW]: { ...SNAPSHOT_WITH_SHOP.products[NOT_SOLD_NOW]!, ...NOT_ON_SALE },
  },
  shop: { ...SNAPSHOT_WITH_SHOP.shop!, alertEmails: ['orders@shop.test', 'owner@shop.test'] },
};
const catalogue = staticCatalogueSource(SNAPSHOT);
const context = { catalogue, siteUrl: 'http://shop.test' };

/** The built /stock-alerts page as the pages app reads it: its slot, with the page's language marked. */
const builtPage = async (path: string) =>
  `<!doctype html><html lang="${path.startsWith('/sw') ? 'sw' : 'en'}"><main>${serverSlot(STOCK_ALERT_SLOT, '')}</main></html>`;

/** Every message the senders were handed, by channel. */
function recordingSenders() {
  const sent: Array<{ channel: 'email' | 'sms'; to: string; text: string }> = [];
  const senders: MessageSenders = {
    email: {
      send: async (m) => (
        sent.push({ channel: 'email', to: m.to, text: m.text }),
        { ok: true, providerMessageId: `e${sent.length}`, detail: '250 Ok' }
      ),
    },
    sms: {
      send: async (m) => (
        sent.push({ channel: 'sms', to: m.to, text: m.message }),
        { ok: true, providerMessageId: `s${sent.length}`, detail: 'Success' }
      ),
    },
  };
  return { sent, senders };
}

describe.each(ENGINES)('back-in-stock messages and the low-stock alert on %s', (engine) => {
  let db: Database;
  let auth: RunningStandIn;
  let app: Hono;
  let pages: Hono;
  let admin = '';

  const subscribe = (body: unknown, ip = '10.44.0.1', api = app) =>
    api.request(
      '/api/stock/alerts',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      fromSocket(ip),
    );
  const form = (path: string, fields: Record<string, string>, ip = '10.44.1.1') =>
    pages.request(
      path,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() },
      fromSocket(ip),
    );
  const receive = async (productId: string, quantity: number) => {
    const res = await app.request(`/api/admin/stock/${productId}/receive`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ quantity }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const setCount = (productId: string, quantity: number) => db.stock.setCount(productId, quantity, { actorId: null, note: 'Stocktake' });
  const backInStock = (recipient?: string) =>
    db.sql.query<{ recipient: string; channel: string; body: string; subject: string | null; order_id: string | null; status: string }>(
      `select * from public.outbox_messages where event = 'back_in_stock' and ($1::text is null or recipient = $1) order by id`,
      [recipient ?? null],
    );
  const alertsOf = (address: string) =>
    db.sql.query<{ product_id: string; locale: string; notified_at: Date | null; unsubscribed_at: Date | null; token_hash: string | null }>(
      `select * from public.stock_alerts where address = $1 order by id`,
      [address],
    );
  /** The unsubscribe token in a message's link. */
  const tokenIn = (text: string) => /unsubscribe\?token=([A-Za-z0-9_-]{22})/.exec(text)?.[1] ?? '';

  beforeAll(async () => {
    db = await freshDatabase(engine);
    auth = await startStandIn(db, { autoconfirm: true });
    app = createApp({
      catalogue,
      db,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
    });
    pages = createPagesApp({
      db,
      catalogue,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      pages: builtPage,
      files: async () => null,
    });
    const { data, error } = await auth.client().auth.signUp({ email: `stock-alerts-${engine}@shop.test`, password: 'correct-horse-1' });
    if (error || !data.session || !data.user) throw error ?? new Error('no session');
    await db.profiles.setRole(data.user.id, 'admin');
    admin = await aal2Token(auth, data.session.access_token);
    // Counted and sold out.
    await setCount(SOLD_OUT, 0);
    await setCount(ALSO_SOLD_OUT, 0);
  });
  afterAll(async () => {
    await auth.stop();
    await db.close();
  });

  describe('signing up, no account needed', () => {
    it('takes a phone or an e-mail: 201 with the product and the channel, the number kept as +254…', async () => {
      const bySms = await subscribe({ productId: SOLD_OUT, phone: '0700 000 101' });
      expect(bySms.status).toBe(201);
      expect(await bySms.json()).toEqual({ alert: { productId: SOLD_OUT, channel: 'sms' } });
      const byEmail = await subscribe({ productId: SOLD_OUT, email: ' Njeri@Shop.TEST', locale: 'sw' });
      expect(byEmail.status).toBe(201);
      expect(await byEmail.json()).toEqual({ alert: { productId: SOLD_OUT, channel: 'email' } });
      expect(await alertsOf('+254700000101')).toMatchObject([{ product_id: SOLD_OUT, locale: 'en', notified_at: null }]);
      expect(await alertsOf('njeri@shop.test')).toMatchObject([{ product_id: SOLD_OUT, locale: 'sw', notified_at: null }]);
    });

    it('a second sign-up is the same one, answered the same, in the language of the latest', async () => {
      const again = await subscribe({ productId: SOLD_OUT, phone: '+254700000101' }, '10.44.0.2', app);
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual({ alert: { productId: SOLD_OUT, channel: 'sms' } });
      const inSwahili = await app.request(
        '/api/stock/alerts',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'sw-KE' },
          body: JSON.stringify({ productId: SOLD_OUT, phone: '0700000101' }),
        },
        fromSocket('10.44.0.2'),
      );
      expect(inSwahili.status).toBe(201);
      expect(await alertsOf('+254700000101')).toMatchObject([{ product_id: SOLD_OUT, locale: 'sw' }]);
    });

    it.each([
      ['neither a phone nor an e-mail', { productId: SOLD_OUT }, 'phone'],
      ['both', { productId: SOLD_OUT, phone: '0700000102', email: 'both@shop.test' }, 'email'],
      ['a phone that is not Kenyan', { productId: SOLD_OUT, phone: '+1 202 555 0100' }, 'phone'],
      ['an e-mail that is not one', { productId: SOLD_OUT, email: 'nobody@' }, 'email'],
      ['no product', { phone: '0700000102' }, 'productId'],
      ['a product of the wrong type', { productId: 7, phone: '0700000102' }, 'productId'],
      ['a language the shop does not speak', { productId: SOLD_OUT, phone: '0700000102', locale: 'de' }, 'locale'],
    ])('refuses %s with 400 naming the field, and keeps nothing', async (_case, body, field) => {
      const res = await subscribe(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'INVALID_REQUEST', field } });
      expect(await alertsOf('+254700000102')).toEqual([]);
    });

    it('refuses a body that is not JSON (400) or not sent as JSON (415)', async () => {
      const broken = await app.request(
        '/api/stock/alerts',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' },
        fromSocket('10.44.0.3'),
      );
      expect(broken.status).toBe(400);
      const text = await app.request(
        '/api/stock/alerts',
        { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'phone=0700000102' },
        fromSocket('10.44.0.3'),
      );
      expect(text.status).toBe(415);
    });

    it.each([['no-such-product'], ['__proto__'], ['constructor']])(
      'answers 404 for %s, which the catalogue does not sell',
      async (productId) => {
        const res = await subscribe({ productId, phone: '0700000103' });
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND', field: 'productId' } });
        expect(await alertsOf('+254700000103')).toEqual([]);
      },
    );

    it('answers 409 IN_STOCK for a product that can be bought now, naming it', async () => {
      const res = await subscribe({ productId: IN_STOCK, phone: '0700000104' });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        error: { code: 'IN_STOCK', field: 'productId', message: 'Mono panel 450 W is in stock now: you can order it.' },
      });
      expect(await alertsOf('+254700000104')).toEqual([]);
    });

    it('takes a sign-up for a product the editors took off sale: it waits until it is sold again', async () => {
      expect((await subscribe({ productId: NOT_SOLD_NOW, phone: '0700000105' })).status).toBe(201);
    });

    it('is limited per client like the contact form: past the limit a 429 with Retry-After, others unaffected', async () => {
      const limited = createApp({ catalogue, db, siteUrl: 'http://shop.test', rateLimits: DEFAULT_RATE_LIMITS });
      const limit = DEFAULT_RATE_LIMITS.stockAlert!;
      for (let i = 0; i < limit.points; i++)
        expect((await subscribe({ productId: SOLD_OUT, phone: '0700000106' }, '10.44.9.1', limited)).status).toBe(201);
      const refused = await subscribe({ productId: SOLD_OUT, phone: '0700000106' }, '10.44.9.1', limited);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await subscribe({ productId: SOLD_OUT, phone: '0700000106' }, '10.44.9.2', limited)).status).toBe(201);
    });
  });

  describe('the message when stock comes in', () => {
    const wanjiku = 'wanjiku@shop.test';
    const otieno = '+254700000201';

    beforeAll(async () => {
      expect((await subscribe({ productId: ALSO_SOLD_OUT, email: wanjiku, locale: 'en' })).status).toBe(201);
      expect((await subscribe({ productId: ALSO_SOLD_OUT, phone: otieno, locale: 'sw' })).status).toBe(201);
    });

    it('receiving stock queues one message per subscriber, of no order, in their language, with the product and unsubscribe links', async () => {
      await receive(ALSO_SOLD_OUT, 4);
      const [email] = await backInStock(wanjiku);
      expect(email).toMatchObject({
        channel: 'email',
        order_id: null,
        subject: 'Lithium battery 10 kWh is back in stock',
        status: 'pending',
      });
      expect(email!.body).toContain('http://shop.test/shop/batteries/battery-10kwh');
      expect(email!.body).toContain('http://shop.test/stock-alerts/unsubscribe?token=');
      const [sms] = await backInStock(otieno);
      expect(sms).toMatchObject({ channel: 'sms', order_id: null, subject: null });
      expect(sms!.body).toContain('imepatikana tena');
      expect(sms!.body).toContain('http://shop.test/sw/shop/batteries/battery-10kwh');
      expect(sms!.body).toContain('http://shop.test/sw/stock-alerts/unsubscribe?token=');
      // Told: the subscription holds only the hash of the token its message carries.
      const [alert] = await alertsOf(otieno);
      expect(alert!.notified_at).not.toBeNull();
      expect(alert!.token_hash).toBe(await unsubscribeTokenHash(tokenIn(sms!.body)));
      expect(sms!.body).not.toContain(alert!.token_hash);
    });

    it('no message twice: more stock tells no one already told', async () => {
      await receive(ALSO_SOLD_OUT, 2);
      await setCount(ALSO_SOLD_OUT, 0);
      await receive(ALSO_SOLD_OUT, 1);
      expect(await backInStock(wanjiku)).toHaveLength(1);
      expect(await backInStock(otieno)).toHaveLength(1);
    });

    it('the worker sends them without an order to check, through their doors', async () => {
      const { sent, senders } = recordingSenders();
      await sendDueMessages(db, senders, { batch: 50 });
      expect(sent.filter((m) => m.to === wanjiku || m.to === otieno).map((m) => [m.channel, m.to])).toEqual(
        expect.arrayContaining([
          ['email', wanjiku],
          ['sms', otieno],
        ]),
      );
      expect((await backInStock(otieno))[0]!.status).toBe('sent');
    });

    it('someone told signs up again to hear of the next time, and only they are told then', async () => {
      await setCount(ALSO_SOLD_OUT, 0);
      expect((await subscribe({ productId: ALSO_SOLD_OUT, email: wanjiku })).status).toBe(201);
      await receive(ALSO_SOLD_OUT, 3);
      expect(await backInStock(wanjiku)).toHaveLength(2);
      expect(await backInStock(otieno)).toHaveLength(1);
    });

    it('a product still sold out tells no one; one the catalogue does not sell either', async () => {
      await setCount(SOLD_OUT, 0);
      const queued = await db.transaction((tx) => queueBackInStock(tx, [SOLD_OUT, NOT_SOLD_NOW, 'no-such-product'], context));
      expect(queued).toBe(0);
    });

    it('units back by another road (a count set without a request telling) reach the waiting through the sweep', async () => {
      await setCount(SOLD_OUT, 2);
      const swept = await sweepStock(db, new Date('2026-12-01T02:00:00Z'), context);
      expect(swept.told).toBeGreaterThanOrEqual(2);
      expect(await backInStock('+254700000101')).toHaveLength(1);
      expect(await backInStock('njeri@shop.test')).toMatchObject([{ subject: 'Deye hybrid inverter 5 kW imepatikana tena' }]);
      expect((await sweepStock(db, new Date('2026-12-01T02:00:00Z'), context)).told).toBe(0);
    });

    it('a stocktake imported as CSV that brings a product back tells its subscribers too', async () => {
      await setCount(SOLD_OUT, 0);
      expect((await subscribe({ productId: SOLD_OUT, phone: '0700000202' })).status).toBe(201);
      const res = await app.request('/api/admin/stock/import', {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv' },
        body: `product_id,on_hand\n${SOLD_OUT},3\n`,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await backInStock('+254700000202')).toMatchObject([{ channel: 'sms', order_id: null }]);
    });
  });

  describe('unsubscribing in one tap', () => {
    const kamau = '+254700000301';
    let token = '';

    beforeAll(async () => {
      await setCount(ALSO_SOLD_OUT, 0);
      await setCount(SOLD_OUT, 0);
      for (const productId of [ALSO_SOLD_OUT, SOLD_OUT])
        expect((await subscribe({ productId, phone: kamau, locale: 'sw' })).status).toBe(201);
      await receive(ALSO_SOLD_OUT, 1);
      token = tokenIn((await backInStock(kamau))[0]!.body);
      expect(token).toHaveLength(22);
    });

    it('the link asks, with one button, in the link’s language, and a GET alone changes nothing', async () => {
      const res = await pages.request(`/sw/stock-alerts/unsubscribe?token=${token}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('Acha arifa hizi');
      expect(html).toContain('+254\u00a07••\u00a0•••\u00a0301');
      expect(html).not.toContain(kamau);
      expect(html).toContain(
        `<form method="post" action="/sw/stock-alerts/unsubscribe"><input type="hidden" name="token" value="${token}">`,
      );
      expect((await alertsOf(kamau)).map((a) => a.unsubscribed_at)).toEqual([null, null]);
    });

    it('the button ends every live subscription of that address; pressed again, it says the same', async () => {
      const done = await form('/sw/stock-alerts/unsubscribe', { token });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain('Imekamilika: +254\u00a07••\u00a0•••\u00a0301 haitapokea tena arifa');
      expect((await alertsOf(kamau)).every((a) => a.unsubscribed_at !== null)).toBe(true);
      const again = await form('/sw/stock-alerts/unsubscribe', { token });
      expect(again.status).toBe(200);
      expect(await again.text()).toContain('Imekamilika');
      const link = await pages.request(`/sw/stock-alerts/unsubscribe?token=${token}`);
      expect(await link.text()).toContain('Imekamilika');
    });

    it('none after unsubscribing: the other product coming back tells them nothing', async () => {
      await receive(SOLD_OUT, 5);
      expect(await backInStock(kamau)).toHaveLength(1);
    });

    it('a sign-up after unsubscribing stands, even if the old link is pressed again', async () => {
      await setCount(ALSO_SOLD_OUT, 0);
      expect((await subscribe({ productId: ALSO_SOLD_OUT, phone: kamau })).status).toBe(201);
      expect((await form('/stock-alerts/unsubscribe', { token })).status).toBe(200);
      expect((await alertsOf(kamau)).filter((a) => a.unsubscribed_at === null)).toHaveLength(1);
    });

    it.each([
      ['a token the shop never wrote', 'AAAAAAAAAAAAAAAAAAAAAA', 404],
      ['a token of the wrong shape', "x'; drop table", 404],
      ['no token', null, 200],
    ])('%s: answered, changing nothing', async (_case, given, status) => {
      const res = await pages.request(
        given === null ? '/stock-alerts/unsubscribe' : `/stock-alerts/unsubscribe?token=${encodeURIComponent(given)}`,
      );
      expect(res.status).toBe(status);
      const posted = await form('/stock-alerts/unsubscribe', { token: given ?? '' });
      expect(posted.status).toBe(404);
      expect(await posted.text()).toContain('We do not know this link');
    });
  });

  describe('the form on a sold-out product, without a script', () => {
    it('posts to /sw/stock-alerts and is answered with a page in Kiswahili promising one SMS', async () => {
      await setCount(SOLD_OUT, 0);
      const res = await form('/sw/stock-alerts', { productId: SOLD_OUT, contact: '0700 000 401' });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('Tutatuma SMS moja kwa +254700000401 Deye hybrid inverter 5 kW itakapopatikana tena.');
      expect(html).toContain('href="/sw/shop/inverters/inverter-5kw"');
      expect(await alertsOf('+254700000401')).toMatchObject([{ product_id: SOLD_OUT, locale: 'sw' }]);
    });

    it('an e-mail in the same field is an e-mail', async () => {
      const res = await form('/stock-alerts', { productId: SOLD_OUT, contact: 'form@shop.test' });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('We will send one e-mail to form@shop.test when Deye hybrid inverter 5 kW is back in stock.');
    });

    it('sends the form back with what was typed and the error beside the field', async () => {
      const res = await form('/stock-alerts', { productId: SOLD_OUT, contact: '12345' });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain('value="12345"');
      expect(html).toContain('aria-invalid="true"');
      expect(html).toContain('Enter a Kenyan mobile number (such as 0712 345 678) or an e-mail address.');
    });

    it('says when the product is in stock now (409), and when the shop does not sell it (404)', async () => {
      const inStock = await form('/stock-alerts', { productId: IN_STOCK, contact: '0700000402' });
      expect(inStock.status).toBe(409);
      expect(await inStock.text()).toContain('Mono panel 450 W is in stock now: you can order it.');
      const unknown = await form('/stock-alerts', { productId: 'no-such-product', contact: '0700000402' });
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('We do not sell this product.');
    });

    it('past the limit, the form again with the time to wait', async () => {
      const limitedPages = createPagesApp({
        db,
        catalogue,
        siteUrl: 'http://shop.test',
        rateLimits: { ...NO_RATE_LIMITS, stockAlert: { points: 1, seconds: 600 } },
        pages: builtPage,
        files: async () => null,
      });
      const post = () =>
        limitedPages.request(
          '/stock-alerts',
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: `productId=${SOLD_OUT}&contact=0700000403`,
          },
          fromSocket('10.44.8.1'),
        );
      expect((await post()).status).toBe(200);
      const refused = await post();
      expect(refused.status).toBe(429);
      const html = await refused.text();
      expect(html).toContain('value="0700000403"');
      expect(html).toContain('Please wait');
    });
  });

  describe('the daily low-stock alert', () => {
    const lowAlerts = () =>
      db.sql.query<{ recipient: string; dedupe_key: string; body: string; order_id: string | null }>(
        `select recipient, dedupe_key, body, order_id from public.outbox_messages where event = 'shop_low_stock' order by id`,
      );

    beforeAll(async () => {
      // Low: 2 left at a threshold of 3. Not low: 10 left. Out: 0 left. Low but off sale: not listed.
      await setCount(SOLD_OUT, 2);
      await setCount(ALSO_SOLD_OUT, 10);
      await setCount(IN_STOCK, 0);
      await setCount(NOT_SOLD_NOW, 1);
    });

    it('is not due before 07:00 in Nairobi', async () => {
      expect(await queueLowStockAlert(db, context, new Date('2026-12-02T03:59:00Z'))).toBeNull();
      expect(await lowAlerts()).toEqual([]);
    });

    it('from 07:00, one e-mail to each shop address listing what is low with its figures and the low filter; never twice that day, with two hosts sweeping', async () => {
      const at = new Date('2026-12-02T04:00:00Z');
      const [a, b] = await Promise.all([queueLowStockAlert(db, context, at), queueLowStockAlert(db, context, at)]);
      expect([a, b].filter(Boolean)).toEqual([{ day: '2026-12-02', products: 2, queued: 2 }]);
      const sent = await lowAlerts();
      expect(sent.map((m) => [m.recipient, m.dedupe_key, m.order_id])).toEqual([
        ['orders@shop.test', 'day:2026-12-02', null],
        ['owner@shop.test', 'day:2026-12-02', null],
      ]);
      expect(sent[0]!.body).toContain('Mono panel 450 W (panel-450w): sold out, 0 available (0 on hand, 0 reserved), threshold 3');
      expect(sent[0]!.body).toContain('Deye hybrid inverter 5 kW (inverter-5kw): 2 available (2 on hand, 0 reserved), threshold 3');
      expect(sent[0]!.body).not.toContain('battery-10kwh');
      expect(sent[0]!.body).not.toContain(NOT_SOLD_NOW);
      expect(sent[0]!.body).toContain('http://shop.test/admin/stock?filter=low');
      expect(await queueLowStockAlert(db, context, new Date('2026-12-02T15:00:00Z'))).toBeNull();
      expect(await sweepStock(db, new Date('2026-12-02T18:00:00Z'), context)).toMatchObject({ lowStock: null });
      expect(await lowAlerts()).toHaveLength(2);
    });

    it('nothing on a day with none low, and nothing later that day either', async () => {
      await setCount(SOLD_OUT, 50);
      await setCount(IN_STOCK, 50);
      expect(await sweepStock(db, new Date('2026-12-03T05:00:00Z'), context)).toMatchObject({
        lowStock: { day: '2026-12-03', products: 0, queued: 0 },
      });
      await setCount(SOLD_OUT, 1);
      expect(await queueLowStockAlert(db, context, new Date('2026-12-03T12:00:00Z'))).toBeNull();
      expect(await lowAlerts()).toHaveLength(2);
      // The next day says it.
      expect(await queueLowStockAlert(db, context, new Date('2026-12-04T04:00:00Z'))).toEqual({
        day: '2026-12-04',
        products: 1,
        queued: 2,
      });
    });
  });
});
