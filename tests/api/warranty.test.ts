import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { kenyanDay, warrantyEndDay } from '../../src/lib/warranty/terms.ts';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { orderEvents } from '../../src/server/messages/order-events.ts';
import { NO_RATE_LIMITS, type RateLimitSettings } from '../../src/server/rate-limit/limits.ts';
import { createPagesApp } from '../../src/server/pages/app.ts';
import { WARRANTY_SLOTS } from '../../src/server/pages/warranty.ts';
import { isSerialTakenError, warrantyRepo } from '../../src/server/db/warranty.ts';
import { serverSlot } from '../../src/lib/server-slot.ts';
import { CLAIM_REFERENCE_PATTERN } from '../../src/lib/warranty/claim-reference.ts';
import { moveClaim } from '../../src/server/warranty/claims.ts';
import { orderBody, post } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';
import { fromSocket } from './client-fixture.ts';

/**
 * Warranty registration and claims (issue 31): a delivered order's serials registered all or none,
 * once per product; the same 404 for an unknown order and a wrong phone; claims against registered
 * serials, marked when out of warranty; every step told by e-mail and SMS; limits per client and
 * per reference.
 */
const SNAPSHOT: CatalogueSnapshot = {
  ...SNAPSHOT_WITH_SHOP,
  products: {
    ...SNAPSHOT_WITH_SHOP.products,
    // Its own terms (the CMS's); the panel takes its category's default (10 years).
    'battery-100ah': {
      ...SNAPSHOT_WITH_SHOP.products['battery-100ah']!,
      warrantyMonths: 60,
      warrantyCovers: 'Capacity above 70% and defects',
    },
  },
};
const YEAR = 365 * 86_400_000;

describe.each(ENGINES)('warranty on %s', (engine) => {
  let db: Database;
  const appAt = (offsetMs = 0, rateLimits: RateLimitSettings = NO_RATE_LIMITS): Hono =>
    createApp({
      catalogue: staticCatalogueSource(SNAPSHOT),
      db,
      siteUrl: 'http://shop.test',
      rateLimits,
      now: () => new Date(Date.now() + offsetMs),
    });
  let app: Hono;

  beforeAll(async () => {
    db = await freshDatabase(engine);
    app = appAt();
  });
  afterAll(() => db.close());

  /** A cash order (2 panels, 1 battery) by `phone`, taken as far as `delivery`. */
  async function order(delivery: 'pending' | 'shipped' | 'delivered' = 'delivered', phone = '0712 345 678') {
    const base = orderBody({ paymentMethod: 'Cash' });
    const res = await post(app, '/api/checkout/initiate', { ...base, customer: { ...base.customer, phone } });
    expect(res.status).toBe(200);
    const { orderId } = (await res.json()) as { orderId: string };
    if (delivery !== 'pending') await db.orders.setDeliveryStatus(orderId, 'shipped', null);
    if (delivery === 'delivered') await db.orders.setDeliveryStatus(orderId, 'delivered', null);
    return { orderId, reference: orderId.slice(0, 8).toUpperCase(), phone };
  }

  const register = (o: { reference: string; phone: string }, items: Array<{ productId: string; serial: string }>, api = app) =>
    post(api, '/api/warranty/registrations', { reference: o.reference, phone: o.phone, items });
  const messagesOf = async (orderId: string, event: string) =>
    (await db.outbox.forOrder(orderId)).filter((m) => m.event === event).map((m) => ({ channel: m.channel, body: m.body }));

  describe('registration', () => {
    it('registers a delivered order’s serials with the end date of each product’s warranty, and tells the customer', async () => {
      const o = await order();
      const res = await register(o, [
        { productId: 'panel-450w', serial: 'jnk 450-0001' },
        { productId: 'battery-100ah', serial: 'FEL100AH-77' },
      ]);
      expect(res.status).toBe(201);
      const body = (await res.json()) as { reference: string; certificateUrl: string; registrations: Array<Record<string, unknown>> };
      const today = kenyanDay(new Date().toISOString());
      expect(body.reference).toBe(o.reference);
      expect(body.certificateUrl).toBe(`/warranty?ref=${o.reference}`);
      expect(body.registrations).toEqual([
        expect.objectContaining({
          productId: 'panel-450w',
          serial: 'JNK450-0001',
          months: 120,
          startsOn: today,
          endsOn: warrantyEndDay(today, 120),
        }),
        expect.objectContaining({
          productId: 'battery-100ah',
          serial: 'FEL100AH-77',
          months: 60,
          covers: 'Capacity above 70% and defects',
          endsOn: warrantyEndDay(today, 60),
        }),
      ]);
      const told = await messagesOf(o.orderId, 'warranty_registered');
      expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect(told.find((m) => m.channel === 'email')!.body).toContain('JNK450-0001');
      expect(told.find((m) => m.channel === 'sms')!.body).toContain(`http://shop.test/warranty?ref=${o.reference}`);
    });

    it('the delivered message links the registration', async () => {
      const base = orderBody({ paymentMethod: 'Cash' });
      const res = await post(app, '/api/checkout/initiate', base);
      const { orderId } = (await res.json()) as { orderId: string };
      // As the admin's PATCH does: the status and its message in one transaction.
      const events = orderEvents(staticCatalogueSource(SNAPSHOT), 'http://shop.test', db);
      await db.transaction(async (tx) => {
        await tx.orders.setDeliveryStatus(orderId, 'delivered', null);
        await events.queue(tx, orderId, 'delivery_delivered');
      });
      const told = await messagesOf(orderId, 'delivery_delivered');
      expect(told).toHaveLength(2);
      for (const m of told) expect(m.body).toContain(`http://shop.test/warranty?ref=${orderId.slice(0, 8).toUpperCase()}`);
    });

    it.each([
      ['pending', 'NOT_DELIVERED', 'not been dispatched'],
      ['shipped', 'NOT_DELIVERED', 'on its way'],
    ] as const)('an order %s is refused with the reason (409)', async (delivery, code, words) => {
      const o = await order(delivery);
      const res = await register(o, [{ productId: 'panel-450w', serial: `P-${delivery}` }]);
      expect(res.status).toBe(409);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe(code);
      expect(error.message).toContain(words);
    });

    it('a cancelled order has nothing to register (409)', async () => {
      const o = await order('pending');
      await db.orders.cancel(o.orderId, { by: 'admin', actor: null, reason: 'Customer called' });
      const res = await register(o, [{ productId: 'panel-450w', serial: 'P-CANCELLED' }]);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain('cancelled');
    });

    it('an unknown order and a wrong phone answer the same 404', async () => {
      const o = await order();
      const wrongPhone = await register({ ...o, phone: '0799 000 111' }, [{ productId: 'panel-450w', serial: 'P-404A' }]);
      const unknown = await register({ reference: 'FFFFFFFF', phone: o.phone }, [{ productId: 'panel-450w', serial: 'P-404A' }]);
      expect(wrongPhone.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(await wrongPhone.text()).toBe(await unknown.text());
    });

    it('a serial registered before for the product is a 409 naming it, and the batch is written all or none', async () => {
      const first = await order();
      expect((await register(first, [{ productId: 'panel-450w', serial: 'DUP-1' }])).status).toBe(201);
      const second = await order();
      const res = await register(second, [
        { productId: 'panel-450w', serial: 'NEW-1' },
        { productId: 'panel-450w', serial: 'dup-1' },
      ]);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: {
          code: 'SERIAL_REGISTERED',
          message: 'Serial number DUP-1 is already registered for this product.',
          field: 'items.1.serial',
        },
      });
      expect(await db.warranty.forOrder(second.orderId)).toEqual([]);
      // The same serial on another product is another item.
      expect((await register(second, [{ productId: 'battery-100ah', serial: 'DUP-1' }])).status).toBe(201);
      // And registering the same again is the same 409.
      expect((await register(first, [{ productId: 'panel-450w', serial: 'DUP-1' }])).status).toBe(409);
    });

    it.each([
      [[{ productId: 'inverter-sold-out', serial: 'INV-1' }], 'items.0.productId', 'not part of the order'],
      [
        [
          { productId: 'panel-450w', serial: 'MANY-1' },
          { productId: 'panel-450w', serial: 'MANY-2' },
          { productId: 'panel-450w', serial: 'MANY-3' },
        ],
        'items.2.serial',
        'More serial numbers',
      ],
      [
        [
          { productId: 'panel-450w', serial: 'TWICE-1' },
          { productId: 'panel-450w', serial: 'twice-1' },
        ],
        'items.1.serial',
        'given twice',
      ],
      [[{ productId: 'panel-450w', serial: 'no' }], 'items.0.serial', 'serial number as printed'],
      [[{ productId: 'panel-450w', serial: 'BAD<script>' }], 'items.0.serial', 'serial number as printed'],
      [[], 'items', 'between 1 and 50'],
    ])('%j is a 400 naming %s', async (items, field, words) => {
      const o = await order();
      const res = await register(o, items);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { field: string; message: string } };
      expect(error.field).toBe(field);
      expect(error.message).toContain(words);
    });

    it.each([
      [{ phone: '0712345678', items: [] }, 'reference'],
      [{ reference: 'ABCD1234', items: [] }, 'phone'],
      [{ reference: 'ABCD1234', phone: '0712345678' }, 'items'],
      ['not json', 'body'],
    ])('a malformed body %j is a 400 naming %s', async (body, field) => {
      const res =
        typeof body === 'string'
          ? await app.request('/api/warranty/registrations', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
          : await post(app, '/api/warranty/registrations', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { field?: string } }).error.field ?? 'body').toBe(field);
    });

    it('answers in Kiswahili when asked', async () => {
      const o = await order('shipped');
      const res = await app.request('/api/warranty/registrations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'sw' },
        body: JSON.stringify({ reference: o.reference, phone: o.phone, items: [{ productId: 'panel-450w', serial: 'SW-1' }] }),
      });
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain('liko njiani');
    });
  });

  describe('claims', () => {
    async function registered(serial: string) {
      const o = await order();
      expect((await register(o, [{ productId: 'battery-100ah', serial }])).status).toBe(201);
      return o;
    }

    it('records a claim against a registered serial and tells the customer', async () => {
      const o = await registered('CLAIM-1');
      const res = await post(app, '/api/warranty/claims', {
        serial: 'claim-1',
        phone: '+254712345678',
        description: 'It no longer holds a charge overnight.',
      });
      expect(res.status).toBe(201);
      const { claim } = (await res.json()) as { claim: Record<string, unknown> };
      expect(claim).toMatchObject({
        reference: o.reference,
        serial: 'CLAIM-1',
        productId: 'battery-100ah',
        status: 'received',
        outOfWarranty: false,
      });
      const told = await messagesOf(o.orderId, 'warranty_claim_received');
      expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect(told.find((m) => m.channel === 'sms')!.body).toContain('CLAIM-1');
    });

    it('a claim after the warranty ended is accepted and marked so', async () => {
      await registered('OLD-1');
      const later = appAt(6 * YEAR);
      const res = await post(later, '/api/warranty/claims', {
        serial: 'OLD-1',
        phone: '0712345678',
        description: 'Dead after six good years.',
      });
      expect(res.status).toBe(201);
      expect(((await res.json()) as { claim: { outOfWarranty: boolean } }).claim.outOfWarranty).toBe(true);
    });

    it('an unknown serial and a wrong phone answer the same 404', async () => {
      await registered('PHONE-1');
      const description = 'The display stays blank.';
      const wrongPhone = await post(app, '/api/warranty/claims', { serial: 'PHONE-1', phone: '0799000111', description });
      const unknown = await post(app, '/api/warranty/claims', { serial: 'NEVER-1', phone: '0712345678', description });
      expect(wrongPhone.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(await wrongPhone.text()).toBe(await unknown.text());
    });

    it.each([
      ['description', { serial: 'X-1', phone: '0712345678', description: 'short' }],
      ['description', { serial: 'X-1', phone: '0712345678', description: 'x'.repeat(2001) }],
      ['phone', { serial: 'X-1', phone: '12', description: 'The display stays blank.' }],
      ['serial', { phone: '0712345678', description: 'The display stays blank.' }],
    ])('a claim with a malformed %s is a 400 naming it', async (field, body) => {
      const res = await post(app, '/api/warranty/claims', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { field: string } }).error.field).toBe(field);
    });

    it('each move of a claim is audited and told once, a rejection with its reason', async () => {
      const o = await registered('MOVE-1');
      const res = await post(app, '/api/warranty/claims', { serial: 'MOVE-1', phone: '0712345678', description: 'Shuts down under load.' });
      const { claim } = (await res.json()) as { claim: { id: string } };
      const events = orderEvents(staticCatalogueSource(SNAPSHOT), 'http://shop.test', db);
      const actor = { id: null };
      await moveClaim({ db, events }, claim.id, { status: 'inspecting' }, actor);
      await moveClaim({ db, events }, claim.id, { status: 'received' }, actor);
      await moveClaim({ db, events }, claim.id, { status: 'inspecting' }, actor);
      await expect(moveClaim({ db, events }, claim.id, { status: 'inspecting' }, actor)).rejects.toMatchObject({ status: 409 });
      await expect(moveClaim({ db, events }, claim.id, { status: 'rejected', reason: ' ' }, actor)).rejects.toMatchObject({ status: 400 });
      const rejected = await moveClaim({ db, events }, claim.id, { status: 'rejected', reason: 'Water damage inside the case' }, actor);
      expect(rejected.claim).toMatchObject({ status: 'rejected', rejectReason: 'Water damage inside the case' });
      expect((await db.warranty.claimEvents(claim.id)).map((e) => [e.fromStatus, e.toStatus])).toEqual([
        [null, 'received'],
        ['received', 'inspecting'],
        ['inspecting', 'received'],
        ['received', 'inspecting'],
        ['inspecting', 'rejected'],
      ]);
      const sms = (await messagesOf(o.orderId, 'warranty_claim_status')).filter((m) => m.channel === 'sms');
      expect(sms).toHaveLength(4);
      expect(sms.at(-1)!.body).toContain('Water damage inside the case');
    });
  });

  describe('serials as typed, claim references, duplicate attempts (issue 43)', () => {
    const duplicates = async () =>
      db.sql.query<{ registration_id: string; order_id: string; serial: string; attempts: number }>(
        `select registration_id, order_id, serial, attempts from public.warranty_duplicate_attempts order by id`,
      );

    it('a serial typed without its hyphens finds the unit: a claim made, and registering it again refused, both by its key', async () => {
      const o = await order();
      const res = await register(o, [{ productId: 'panel-450w', serial: 'DEYE5K-2311-0457' }]);
      expect(res.status).toBe(201);
      // Kept as printed, compared without - . / and spaces.
      expect(((await res.json()) as { registrations: Array<{ serial: string }> }).registrations[0]!.serial).toBe('DEYE5K-2311-0457');
      const [row] = await db.sql.query<{ serial_key: string }>(`select serial_key from public.warranty_registrations where order_id = $1`, [
        o.orderId,
      ]);
      expect(row?.serial_key).toBe('DEYE5K23110457');

      const claimed = await post(app, '/api/warranty/claims', {
        serial: 'deye5k 2311 0457',
        phone: o.phone,
        description: 'The inverter beeps and shuts down at noon.',
      });
      expect(claimed.status).toBe(201);
      expect(((await claimed.json()) as { claim: { serial: string } }).claim.serial).toBe('DEYE5K-2311-0457');

      // The same order again, typed another way: the same item, a 409 naming the serial as typed; no duplicate attempt of its own order.
      const again = await register(o, [{ productId: 'panel-450w', serial: 'deye5k.2311.0457' }]);
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ error: { code: 'SERIAL_REGISTERED', field: 'items.0.serial' } });
      expect((await duplicates()).filter((d) => d.order_id === o.orderId)).toEqual([]);
    });

    it('a claim gets a reference the customer is given: C- and 7 digits, in the answer, the e-mail and the SMS', async () => {
      const o = await order();
      expect((await register(o, [{ productId: 'battery-100ah', serial: 'REF-CLAIM-1' }])).status).toBe(201);
      const references = new Set<string>();
      for (const description of ['It no longer holds a charge.', 'It is hot to the touch after an hour.']) {
        const res = await post(app, '/api/warranty/claims', { serial: 'REF-CLAIM-1', phone: o.phone, description });
        expect(res.status).toBe(201);
        const { claim } = (await res.json()) as { claim: { id: string; claimReference: string; reference: string } };
        expect(claim.claimReference).toMatch(CLAIM_REFERENCE_PATTERN);
        expect(claim.reference).toBe(o.reference);
        expect((await db.warranty.claimById(claim.id))?.claimReference).toBe(claim.claimReference);
        references.add(claim.claimReference);
      }
      expect(references.size).toBe(2);
      const told = await messagesOf(o.orderId, 'warranty_claim_received');
      for (const reference of references) {
        expect(
          told
            .filter((m) => m.body.includes(reference))
            .map((m) => m.channel)
            .sort(),
        ).toEqual(['email', 'sms']);
      }
    });

    it('a reference drawn twice is drawn again: no two claims share one', async () => {
      const o = await order();
      expect((await register(o, [{ productId: 'battery-100ah', serial: 'REF-DRAW-1' }])).status).toBe(201);
      const [registration] = await db.warranty.forOrder(o.orderId);
      // The first claim takes a draw; the second draws the same twice before a free one.
      const draws = [4_821_907, 4_821_907, 4_821_907, 42];
      const repo = warrantyRepo(db.sql, () => draws.shift()!);
      const input = { registrationId: registration!.id, description: 'It stopped charging.', outOfWarranty: false, actor: null };
      expect((await repo.createClaim(input)).claimReference).toBe('C-4821907');
      expect((await repo.createClaim(input)).claimReference).toBe('C-0000042');
      expect(draws).toEqual([]);
      // Drawing only taken references gives up, rather than loop for ever (and writes nothing).
      const stuck = warrantyRepo(db.sql, () => 42);
      await expect(stuck.createClaim(input)).rejects.toThrow(/no free claim reference/);
      expect(await db.warranty.claimsFor([registration!.id])).toHaveLength(2);
    });

    it('the database refuses a second unit with the same key, and that refusal is known for what it is', async () => {
      const o = await order();
      expect(
        (
          await register(o, [
            { productId: 'panel-450w', serial: 'RACE-A-1' },
            { productId: 'panel-450w', serial: 'RACE-B-1' },
          ])
        ).status,
      ).toBe(201);
      // As a correction racing a registration would meet it: the unique key on product and serial key.
      const error = await db.sql
        .query(`update public.warranty_registrations set serial = 'RACEA-1', serial_key = 'RACEA1' where serial = 'RACE-B-1'`)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(isSerialTakenError(error)).toBe(true);
      expect(isSerialTakenError(new Error('other'))).toBe(false);
      // And a key that does not follow the serial is refused too.
      await expect(db.sql.query(`update public.warranty_registrations set serial_key = 'OTHER' where serial = 'RACE-B-1'`)).rejects.toThrow(
        /serial_key_check/,
      );
    });

    it('a serial registered to another customer’s order, tried again, is refused as before and kept for the team (once per order, counted)', async () => {
      const first = await order();
      expect((await register(first, [{ productId: 'panel-450w', serial: 'STOLEN-77-01' }])).status).toBe(201);
      const [registration] = await db.warranty.forOrder(first.orderId);
      const other = await order('delivered', '0733 111 222');
      for (const typed of ['stolen 77 01', 'STOLEN-77-01']) {
        const res = await register(other, [{ productId: 'panel-450w', serial: typed }]);
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({
          error: {
            code: 'SERIAL_REGISTERED',
            message: `Serial number ${typed === 'STOLEN-77-01' ? 'STOLEN-77-01' : 'STOLEN7701'} is already registered for this product.`,
            field: 'items.0.serial',
          },
        });
      }
      expect((await duplicates()).filter((d) => d.order_id === other.orderId)).toEqual([
        { registration_id: registration!.id, order_id: other.orderId, serial: 'STOLEN-77-01', attempts: 2 },
      ]);
      // Nothing of the refused request was written.
      expect(await db.warranty.forOrder(other.orderId)).toEqual([]);

      // The same customer's other order (the same phone) is no one else's: refused, not kept.
      const mine = await order();
      expect((await register(mine, [{ productId: 'panel-450w', serial: 'STOLEN-77-01' }])).status).toBe(409);
      expect((await duplicates()).filter((d) => d.order_id === mine.orderId)).toEqual([]);
    });

    it('the certificate names its owner as on the order, and a claim made on the page shows its reference', async () => {
      const built = `<!doctype html><main>${Object.values(WARRANTY_SLOTS)
        .map((slot) => serverSlot(slot, ''))
        .join('')}</main>`;
      const pages = createPagesApp({
        db,
        siteUrl: 'http://shop.test',
        rateLimits: NO_RATE_LIMITS,
        catalogue: staticCatalogueSource(SNAPSHOT),
        pages: async () => built,
        files: async () => null,
      });
      const form = (path: string, fields: Record<string, string>) =>
        pages.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        });
      const o = await order();
      expect((await register(o, [{ productId: 'battery-100ah', serial: 'OWNER-1' }])).status).toBe(201);
      const page = await form('/sw/warranty', { reference: o.reference, phone: o.phone });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Kimetolewa kwa Wanjiku Kamau');
      expect(html).not.toContain('Kamiti');
      const claimed = await form('/warranty/claim', { serial: 'owner 1', phone: o.phone, description: 'It will not switch on at all.' });
      expect(claimed.status).toBe(200);
      const [claim] = await db.warranty.claimsFor((await db.warranty.forOrder(o.orderId)).map((r) => r.id));
      expect(await claimed.text()).toContain(`Claim ${claim!.claimReference} received`);
    });
  });

  describe('limits', () => {
    const limited = { ...NO_RATE_LIMITS, warranty: { points: 3, seconds: 60 } };

    it('past its limit a client gets 429 with Retry-After', async () => {
      const api = appAt(0, limited);
      const send = () =>
        api.request(
          '/api/warranty/claims',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ serial: 'NONE-1', phone: '0712345678', description: 'Nothing works at all.' }),
          },
          fromSocket('10.31.0.1'),
        );
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(404);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('wrong phones from one client against one reference spend its tries there, even for the right phone', async () => {
      const api = appAt(0, { ...NO_RATE_LIMITS, trackMiss: { points: 3, seconds: 3600 } });
      const o = await order();
      for (let i = 0; i < 3; i++)
        expect((await register({ ...o, phone: `07990001${10 + i}` }, [{ productId: 'panel-450w', serial: 'MISS-1' }], api)).status).toBe(
          404,
        );
      const right = await register(o, [{ productId: 'panel-450w', serial: 'MISS-1' }], api);
      expect(right.status).toBe(429);
    });
  });
});
