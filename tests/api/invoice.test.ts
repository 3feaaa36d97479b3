import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceAnswer } from '../../src/api/invoice.ts';
import type { Order } from '../../src/lib/order-types.ts';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { createPagesApp } from '../../src/server/pages/app.ts';
import { INVOICE_FORM_SLOT, INVOICE_RESULT_SLOT } from '../../src/server/pages/invoice.ts';
import { serverSlot } from '../../src/lib/server-slot.ts';
import { aal2Token, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { SNAPSHOT } from './checkout-fixture.ts';
import { ENGINES, freshDatabase, sampleOrder } from './db-fixture.ts';
import { BRANCH, initialiseDevice, SDC_ID, TAXPAYER, taxDocument } from './tax-document-fixture.ts';

/**
 * GET /api/orders/{id}/invoice (issue 45, item 5): the order's tax documents for its owner and for
 * an admin at aal2; the same 404 to everyone else, anonymous included, and to an id that is not one.
 */
describe.each(ENGINES)('GET /api/orders/{id}/invoice on %s', (engine) => {
  let db: Database;
  let auth: RunningStandIn;
  let app: Hono;
  const users = {} as Record<'owner' | 'other' | 'admin' | 'adminAal1', { id: string; token: string }>;
  let paid: Order;
  let unpaid: Order;

  async function signUp(email: string) {
    const { data, error } = await auth.client().auth.signUp({ email, password: 'correct-horse-1' });
    if (error || !data.session || !data.user) throw error ?? new Error('no session');
    return { id: data.user.id, token: data.session.access_token };
  }
  const get = (orderId: string, token?: string) =>
    app.request(`/api/orders/${orderId}/invoice`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    db = await freshDatabase(engine);
    auth = await startStandIn(db, { autoconfirm: true });
    app = createApp({
      catalogue: staticCatalogueSource({ ...SNAPSHOT, shop: { ...shop, name: 'Solar Shop (CMS)' } }),
      db,
      siteUrl: 'http://shop.test',
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
      rateLimits: NO_RATE_LIMITS,
    });
    users.owner = await signUp(`owner-${engine}@shop.test`);
    users.other = await signUp(`other-${engine}@shop.test`);
    users.adminAal1 = await signUp(`admin-${engine}@shop.test`);
    await db.profiles.setRole(users.adminAal1.id, 'admin');
    users.admin = { ...users.adminAal1, token: await aal2Token(auth, users.adminAal1.token) };
    await initialiseDevice(db);
    const buyer = { businessName: 'Kisumu Clinic Ltd', kraPin: 'P051234567X' };
    paid = (await db.orders.create(sampleOrder(users.owner.id, { buyer }))).order;
    unpaid = (await db.orders.create(sampleOrder(users.owner.id))).order;
    const invoiceId = await taxDocument(db, paid, {});
    await taxDocument(db, paid, { kind: 'credit_note', amountCents: 47_500, originalId: invoiceId });
  });
  afterAll(async () => {
    await auth?.stop();
    await db?.close();
  });

  it("answers the owner the order's invoice: KRA's numbers, the VAT per type, the QR payload, the seller and buyer", async () => {
    const res = await get(paid.id, users.owner.token);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as InvoiceAnswer;
    expect(body).toMatchObject({
      orderId: paid.id,
      status: 'issued',
      kind: 'invoice',
      receiptType: 'S',
      invoiceNumber: 1,
      cuInvoiceNumber: `${SDC_ID}/1`,
      controlUnitId: SDC_ID,
      receiptNumber: 1,
      totalCents: paid.totalCents,
      seller: { name: TAXPAYER, pin: BRANCH.tin, branchId: '00' },
      buyer: { businessName: 'Kisumu Clinic Ltd', kraPin: 'P051234567X' },
      pageUrl: `http://shop.test/invoice?ref=${paid.id.slice(0, 8).toUpperCase()}`,
      qrPayload: expect.stringMatching(/^https:\/\/etims-sbx\.kra\.go\.ke\/.*\?Data=P052000000S00SIGN0001/),
    });
    expect(body.signature).toBe('SIGN0001ABCDEFGH');
    // Every line standard-rated: one row, 16 %, net + VAT the whole.
    expect(body.vatByType).toEqual([
      { taxType: 'B', rateBp: 1600, taxableCents: body.taxableCents, vatCents: body.vatCents, grossCents: paid.totalCents },
    ]);
    expect(body.taxableCents! + body.vatCents!).toBe(paid.totalCents);
    expect(body.lines.map((line) => [line.description, line.quantity, line.taxType])).toEqual([
      ['Lithium battery 100Ah', 2, 'B'],
      ['MC4 connectors', 1, 'B'],
    ]);
    expect(body.invoices).toHaveLength(1);
  });

  it('lists a credit note against its invoice, receipt type R', async () => {
    const body = (await (await get(paid.id, users.owner.token)).json()) as InvoiceAnswer;
    expect(body.creditNotes).toEqual([
      expect.objectContaining({
        kind: 'credit_note',
        receiptType: 'R',
        status: 'issued',
        invoiceNumber: 2,
        cuInvoiceNumber: `${SDC_ID}/2`,
        originalCuInvoiceNumber: `${SDC_ID}/1`,
        totalCents: 47_500,
      }),
    ]);
  });

  it('answers an admin at aal2 any order; an admin without the second factor is asked for it', async () => {
    expect((await get(paid.id, users.admin.token)).status).toBe(200);
    const aal1 = await get(paid.id, users.adminAal1.token);
    expect(aal1.status).toBe(403);
    expect(((await aal1.json()) as { error: { code: string } }).error.code).toBe('MFA_REQUIRED');
  });

  it.each([
    ['another signed-in customer', () => get(paid.id, users.other.token)],
    ['anyone without a token', () => get(paid.id)],
    ['an id that is not a UUID', () => get('not-an-order', users.admin.token)],
    ['an order that does not exist', () => get('7f3c0000-0000-4000-8000-000000000000', users.admin.token)],
  ])('is 404 ORDER_NOT_FOUND for %s', async (_who, request) => {
    const res = await request();
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('ORDER_NOT_FOUND');
  });

  it('is 404 INVOICE_NOT_FOUND, naming the order, while it has no document', async () => {
    const res = await get(unpaid.id, users.owner.token);
    expect(res.status).toBe(404);
    const { error } = (await res.json()) as { error: { code: string; message: string; orderId: string } };
    expect(error).toMatchObject({ code: 'INVOICE_NOT_FOUND', orderId: unpaid.id });
    expect(error.message).toContain(unpaid.id.slice(0, 8).toUpperCase());
  });

  it('tells a waiting invoice with no numbers made up, and the CMS shop name when KRA gave none', async () => {
    const waiting = (await db.orders.create(sampleOrder(users.owner.id))).order;
    await taxDocument(db, waiting, { state: 'queued' });
    await db.sql.query(`update public.etims_devices set taxpayer_name = null`);
    const body = (await (await get(waiting.id, users.owner.token)).json()) as InvoiceAnswer;
    expect(body).toMatchObject({
      status: 'waiting',
      invoiceNumber: null,
      cuInvoiceNumber: null,
      controlUnitId: null,
      signature: null,
      qrPayload: null,
      taxableCents: null,
      vatCents: null,
      vatByType: [],
      lines: [],
      totalCents: waiting.totalCents,
      seller: { name: 'Solar Shop (CMS)', pin: BRANCH.tin },
    });
    await initialiseDevice(db);
  });
});

describe.each(ENGINES)('the /invoice page on %s', (engine) => {
  let db: Database;
  let paid: Order;
  const BUILT = `<!doctype html><main>${serverSlot(INVOICE_FORM_SLOT, '')}${serverSlot(INVOICE_RESULT_SLOT, '')}</main>`;
  const pages = () =>
    createPagesApp({
      db,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      catalogue: staticCatalogueSource(SNAPSHOT),
      pages: async (path) => (path === '/invoice' || path === '/sw/invoice' ? BUILT : null),
      files: async () => null,
    });
  const post = (fields: Record<string, string>, path = '/invoice') =>
    pages().request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    db = await freshDatabase(engine);
    await initialiseDevice(db);
    paid = (await db.orders.create(sampleOrder(null))).order;
    await taxDocument(db, paid, {});
  });
  afterAll(() => db?.close());

  it('asks for the phone with the reference of an e-mail link typed in', async () => {
    const res = await pages().request('/invoice?ref=AB12CD34');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('name="reference"');
    expect(html).toContain('value="AB12CD34"');
    expect(html).toContain('name="phone"');
  });

  it('answers the invoice to whoever holds the phone and the reference, in the language of its path', async () => {
    const reference = paid.id.slice(0, 8).toUpperCase();
    const res = await post({ phone: paid.customer.phone, reference });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain(`${SDC_ID}/1`);
    expect(html).toContain(TAXPAYER);
    expect(html).toMatch(/<svg [^>]*role="img"[^>]*><rect [^>]*\/><path d="M4 4h1v1h-1z/);
    expect(await (await post({ phone: paid.customer.phone, reference }, '/sw/invoice')).text()).toContain('Ankara ya kodi');
  });

  it('refuses a wrong phone as /track does, naming no order', async () => {
    const res = await post({ phone: '+254700000001', reference: paid.id.slice(0, 8).toUpperCase() });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(SDC_ID);
  });
});

const shop = {
  name: 'Solar Shop',
  phone: '+254700000000',
  email: 'hello@shop.test',
  alertEmails: [],
  alertPhones: [],
};
