import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { serverSlot } from '../../src/lib/server-slot.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import { createPagesApp } from '../../src/server/pages/app.ts';
import { TRACK_FORM_SLOT, TRACK_RESULT_SLOT } from '../../src/server/pages/track-lookup.ts';
import { WARRANTY_SLOTS } from '../../src/server/pages/warranty.ts';
import { DEFAULT_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { checkoutApp, checkoutHarness, orderBody, post } from './checkout-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';
import { fromSocket } from './client-fixture.ts';
import { ENGINES } from './db-fixture.ts';

/**
 * Limit the guesser, not the victim (issue 42): an order's reference is on every SMS and receipt,
 * a serial on the unit's label, so anyone may try phones against them. Through every door that
 * takes such a pair, API and form alike, a crowd of addresses and one stubborn address guess past
 * every limit; the guessers are refused, and the rightful customer, from their own phone, still
 * gets through. The rules themselves are table-tested in tests/unit/guess-misses.test.ts.
 */
const RIGHT_PHONE = '0712345678';
const { trackMiss, trackMissTarget } = DEFAULT_RATE_LIMITS;
/** The demo catalogue with a change window, so an order may be cancelled online. */
const CATALOGUE: CatalogueSnapshot = { ...SNAPSHOT_WITH_SHOP, shop: { ...SNAPSHOT_WITH_SHOP.shop!, orderChangeHours: 2 } };
const wrong = (i: number) => `07${String(90_000_000 + i)}`;

/** The built /track and /warranty pages, reduced to the parts the server fills. */
const BUILT_PAGE = `<!doctype html><main>${[TRACK_FORM_SLOT, TRACK_RESULT_SLOT, ...Object.values(WARRANTY_SLOTS)]
  .map((slot) => serverSlot(slot, ''))
  .join('')}</main>`;

interface Door {
  name: string;
  /** What the right phone gets. */
  opens: number;
  /** What a wrong phone gets (a 404 that names no order, unless said). */
  misses?: number;
  /** The order (or unit) the door is tried against, made ready; and one try with a phone from an address. */
  ready(shop: Shop): Promise<(phone: string, from: string) => Promise<Response>>;
}

interface Shop {
  api: Hono;
  pages: Hono;
  /** A cash order, or one awaiting M-PESA, taken as far as delivered when asked. */
  order(method: 'Cash' | 'MPESA', delivered?: boolean): Promise<{ orderId: string; reference: string }>;
  /** A delivered order's panel registered under `serial`. */
  registered(serial: string): Promise<void>;
}

const json = async (app: Hono, path: string, body: unknown, from: string) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, fromSocket(from));
const form = async (app: Hono, path: string, fields: Record<string, string>, from: string) =>
  app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() },
    fromSocket(from),
  );

let serials = 0;
const DOORS: Door[] = [
  {
    name: 'POST /api/orders/track',
    opens: 200,
    async ready(shop) {
      const { reference } = await shop.order('Cash');
      return (phone, from) => json(shop.api, '/api/orders/track', { phone, reference }, from);
    },
  },
  {
    name: 'the /track form',
    opens: 200,
    async ready(shop) {
      const { reference } = await shop.order('Cash');
      return (phone, from) => form(shop.pages, '/track', { phone, reference }, from);
    },
  },
  {
    name: 'Pay now on /track (POST /track/pay)',
    opens: 303,
    async ready(shop) {
      const { reference } = await shop.order('MPESA');
      return (phone, from) => form(shop.pages, '/sw/track/pay', { phone, reference }, from);
    },
  },
  {
    name: 'POST /api/orders/{id}/cancel with phone and reference',
    opens: 200,
    misses: 403,
    async ready(shop) {
      const { orderId, reference } = await shop.order('Cash');
      return (phone, from) => json(shop.api, `/api/orders/${orderId}/cancel`, { reason: 'Bought elsewhere', phone, reference }, from);
    },
  },
  {
    name: 'Cancel on /track (POST /track/cancel)',
    opens: 200,
    async ready(shop) {
      const { reference } = await shop.order('Cash');
      return (phone, from) => form(shop.pages, '/track/cancel', { phone, reference, reason: 'Bought elsewhere' }, from);
    },
  },
  {
    name: 'POST /api/warranty/registrations',
    opens: 201,
    async ready(shop) {
      const { reference } = await shop.order('Cash', true);
      const serial = `GUESS-${++serials}`;
      return (phone, from) =>
        json(shop.api, '/api/warranty/registrations', { reference, phone, items: [{ productId: 'panel-450w', serial }] }, from);
    },
  },
  {
    name: 'the /warranty/register form',
    opens: 200,
    async ready(shop) {
      const { reference } = await shop.order('Cash', true);
      const serial = `GUESS-${++serials}`;
      return (phone, from) =>
        form(shop.pages, '/warranty/register', { phone, reference, 'product.0': 'panel-450w', 'serial.0': serial }, from);
    },
  },
  {
    name: 'POST /api/warranty/claims (a serial off the label)',
    opens: 201,
    async ready(shop) {
      const serial = `LABEL-${++serials}`;
      await shop.registered(serial);
      return (phone, from) => json(shop.api, '/api/warranty/claims', { serial, phone, description: 'It stopped charging.' }, from);
    },
  },
  {
    name: 'the /warranty/claim form',
    opens: 200,
    async ready(shop) {
      const serial = `LABEL-${++serials}`;
      await shop.registered(serial);
      return (phone, from) => form(shop.pages, '/warranty/claim', { serial, phone, description: 'It stopped charging.' }, from);
    },
  },
];

describe.each(ENGINES)('guessing phones on %s', (engine) => {
  const harness = checkoutHarness(engine);
  let subnet = 0;

  function shop(): Shop {
    const rateLimits = DEFAULT_RATE_LIMITS;
    const catalogue = staticCatalogueSource(CATALOGUE);
    const api = checkoutApp(harness.db, harness.pesapal.client(), { rateLimits, catalogue });
    const pages = createPagesApp({
      db: harness.db,
      siteUrl: 'http://shop.test',
      rateLimits,
      pesapal: harness.pesapal.client(),
      catalogue,
      pages: async () => BUILT_PAGE,
      files: async () => null,
    });
    const order: Shop['order'] = async (method, delivered = false) => {
      const body = orderBody({ paymentMethod: method });
      const res = await post(api, '/api/checkout/initiate', { ...body, customer: { ...body.customer, phone: RIGHT_PHONE } });
      expect(res.status).toBe(200);
      const { orderId } = (await res.json()) as { orderId: string };
      if (delivered) {
        await harness.db.orders.setDeliveryStatus(orderId, 'shipped', null);
        await harness.db.orders.setDeliveryStatus(orderId, 'delivered', null);
      }
      return { orderId, reference: orderId.slice(0, 8).toUpperCase() };
    };
    return {
      api,
      pages,
      order,
      async registered(serial) {
        const { reference } = await order('Cash', true);
        const res = await json(
          api,
          '/api/warranty/registrations',
          { reference, phone: RIGHT_PHONE, items: [{ productId: 'panel-450w', serial }] },
          '10.250.0.1',
        );
        expect(res.status).toBe(201);
      },
    };
  }

  it.each(DOORS)('$name: a crowd and a stubborn guesser are refused, and the rightful customer still gets through', async (door) => {
    const attempt = await door.ready(shop());
    const net = `10.${++subnet}`;
    // One address, past its own allowance on this reference: refused, even with the right phone.
    const stubborn = `${net}.0.1`;
    const miss = door.misses ?? 404;
    for (let i = 0; i < trackMiss!.points; i++) expect((await attempt(wrong(i), stubborn)).status).toBe(miss);
    expect((await attempt(wrong(99), stubborn)).status).toBe(429);
    expect((await attempt(RIGHT_PHONE, stubborn)).status).toBe(429);
    // A crowd, one wrong phone each: past the cap on this reference, each is refused at its first miss.
    const crowd = await Promise.all(
      Array.from({ length: trackMissTarget!.points + 5 }, (_, i) => attempt(wrong(100 + i), `${net}.1.${i + 1}`).then((r) => r.status)),
    );
    expect(crowd.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    expect(crowd.every((status) => status === miss || status === 429)).toBe(true);
    // The customer, from their own phone's address.
    const customer = await attempt(RIGHT_PHONE, `${net}.2.1`);
    expect(customer.status).toBe(door.opens);
  });

  it('the refusal says so in the page’s language, with the minutes to wait', async () => {
    const attempt = await DOORS[0]!.ready(shop());
    for (let i = 0; i < trackMiss!.points; i++) await attempt(wrong(i), '10.200.0.1');
    const refused = await attempt(wrong(50), '10.200.0.1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/wrong tries.*60 min/) } });
  });
});
