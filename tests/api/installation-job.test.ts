import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { SlotsAnswer } from '../../src/api/installation.ts';
import { addDays, shopDay } from '../../src/lib/layby/calendar.ts';
import { orderReference } from '../../src/lib/order-display.ts';
import { serverSlot } from '../../src/lib/server-slot.ts';
import { warrantyEndDay } from '../../src/lib/warranty/terms.ts';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { newJobToken } from '../../src/server/installation/job-sheet-link.ts';
import { createPagesApp } from '../../src/server/pages/app.ts';
import { CERTIFICATE_FORM_SLOT, CERTIFICATE_RESULT_SLOT } from '../../src/server/pages/installation-certificate.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { COMPLETE_RECORD } from '../unit/installation-record-fixture.ts';
import { orderBody } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { INSTALL_SNAPSHOT, INSTALLATION_SETTINGS } from './installation-fixture.ts';

/**
 * The technician's job sheet and completion by the customer's code (issue 48, item 5), through the
 * pages app on both engines: an unknown link is a 404; the record and serials are saved; the code is
 * sent (at most one a minute) and read from the outbox; wrong codes are counted, five spend it;
 * completion registers each serial as a warranty registration of the order, starts the
 * workmanship warranty and leaves the sheet read-only; the certificate is found by phone and reference.
 */
describe.each(ENGINES)('the job sheet on %s', (engine) => {
  let db: Database;
  let api: Hono;
  let pages: Hono;
  const BUILT = `<!doctype html><main>${serverSlot(CERTIFICATE_FORM_SLOT, '')}${serverSlot(CERTIFICATE_RESULT_SLOT, '')}</main>`;

  const form = (app: Hono, path: string, fields: Record<string, string>) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const sheet = async (token: string, fields?: Record<string, string>, lang = '') => {
    const res = fields ? await form(pages, `${lang}/jobs/${token}`, fields) : await pages.request(`${lang}/jobs/${token}`);
    return { status: res.status, html: await res.text() };
  };

  /** An order of two inverters with an installation, its technician assigned, delivered unless asked: its id and job sheet token. */
  async function assignedJob(delivered = true): Promise<{ orderId: string; token: string }> {
    const slots = (await (await api.request('/api/installations/slots?county=Nairobi')).json()) as SlotsAnswer;
    const body = orderBody({
      paymentMethod: 'Cash',
      items: [{ id: 'hybrid-5kw', quantity: 2 }],
      installation: { date: slots.slots.find((s) => s.available > 0)!.date },
    });
    const placed = await api.request('/api/checkout/initiate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(placed.status, await placed.clone().text()).toBe(200);
    const { orderId } = (await placed.json()) as { orderId: string };
    const technician = await db.installations.technicians.create({
      name: 'Otieno Installer',
      phone: '+254722000111',
      licenceNumber: `EPRA/T3/${Math.random().toString(36).slice(2, 10)}`,
      licenceClass: 'T3',
      licenceExpires: addDays(shopDay(new Date()), 300),
      counties: ['047'],
      active: true,
    });
    if (technician === 'licence_taken') throw new Error('licence taken');
    const { token, hash } = await newJobToken();
    await db.installations.assign(orderId, technician.id, hash);
    if (delivered) await deliver(orderId);
    return { orderId, token };
  }
  const deliver = async (orderId: string) => {
    await db.orders.setDeliveryStatus(orderId, 'shipped', null);
    await db.orders.setDeliveryStatus(orderId, 'delivered', null);
  };
  const SERIALS = { 'serial.0': 'GW5K-A-0001', 'serial.1': 'GW5K-A-0002' };
  const save = (token: string, extra: Record<string, string> = {}) =>
    sheet(token, { intent: 'save', ...COMPLETE_RECORD, ...SERIALS, ...extra });
  /** The code in the last completion-code SMS queued for the order. */
  const lastCode = async (orderId: string) => {
    const sms = (await db.outbox.forOrder(orderId)).filter((m) => m.event === 'installation_code');
    expect(sms.length).toBeGreaterThan(0);
    return /\b(\d{6})\b/.exec(sms.at(-1)!.body)![1]!;
  };
  const canSendAgain = (orderId: string) =>
    db.sql.query(`update public.installations set code_sent_at = now() - interval '2 minutes' where order_id = $1`, [orderId]);

  beforeAll(async () => {
    db = await freshDatabase(engine);
    const catalogue = staticCatalogueSource(INSTALL_SNAPSHOT);
    api = createApp({ catalogue, db, siteUrl: 'http://shop.test', rateLimits: NO_RATE_LIMITS });
    pages = createPagesApp({
      db,
      catalogue,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      pages: async (path) => (path.endsWith('/installation-certificate') ? BUILT : null),
      files: async () => null,
    });
  });
  afterAll(() => db?.close());

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a malformed one', 'not-a-token'],
  ])('answers %s with the 404 page, to a GET and a POST', async (_, token) => {
    expect((await sheet(token)).status).toBe(404);
    const posted = await sheet(token, { intent: 'save' });
    expect(posted.status).toBe(404);
    expect(posted.html).toContain('Job sheet not found');
  });

  it('shows the customer, the day and the goods (not the installation line); completion waits for delivery', async () => {
    const { token } = await assignedJob(false);
    const { status, html } = await sheet(token);
    expect(status).toBe(200);
    expect(html).toContain('Wanjiku Kamau');
    expect(html).toContain('+254712345678');
    expect(html).toContain('Nairobi City');
    expect(html).toMatch(/2 ×<\/li>|2 × Hybrid inverter 5 kW/);
    expect(html).not.toContain('EPRA-licensed technician (T3)</li>');
    expect(html).toContain('Waiting for delivery');
    expect(html).not.toContain('<script');
    expect((await sheet(token, { intent: 'send' })).status).toBe(409);
    // In Kiswahili.
    expect((await sheet(token, undefined, '/sw')).html).toContain('Inasubiri usafirishaji');
  });

  it('saves the record with its judged readings and the serials; a wrong field is named and nothing is saved', async () => {
    const { orderId, token } = await assignedJob();
    const refused = await save(token, { 's1.voc': 'high', 'serial.1': '#' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Type a number.');
    expect(refused.html).toContain('value="high"');
    expect((await db.installations.byOrder(orderId))!.checklist).toBeNull();
    const saved = await save(token);
    expect(saved.status).toBe(200);
    expect(saved.html).toContain('Saved.');
    const job = (await db.installations.byOrder(orderId))!;
    expect(job.checklist).toMatchObject({
      values: { 's1.voc': 395.2, mpptPass: true },
      readings: [
        { check: 'voc', string: 1, tolerancePct: 5, pass: true },
        { check: 'isc', string: 1, tolerancePct: 5, pass: true },
      ],
    });
    expect(job.serials).toEqual([
      { productId: 'hybrid-5kw', serial: 'GW5K-A-0001' },
      { productId: 'hybrid-5kw', serial: 'GW5K-A-0002' },
    ]);
    expect(saved.html).toContain('value="GW5K-A-0002"');
  });

  it('sends the code only once the record and serials are complete, at most once a minute', async () => {
    const { orderId, token } = await assignedJob();
    await save(token, { 'serial.1': '' });
    const early = await sheet(token, { intent: 'send' });
    expect(early.status).toBe(409);
    expect(early.html).toContain('before completing');
    await save(token);
    const sent = await sheet(token, { intent: 'send' });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain('ending 678');
    expect(await lastCode(orderId)).toMatch(/^\d{6}$/);
    expect((await sheet(token, { intent: 'send' })).status).toBe(429);
    await canSendAgain(orderId);
    expect((await sheet(token, { intent: 'send' })).status).toBe(200);
    expect((await db.outbox.forOrder(orderId)).filter((m) => m.event === 'installation_code')).toHaveLength(2);
  });

  it('counts wrong codes: five spend it, even the right one is then refused until a new code is sent', async () => {
    const { orderId, token } = await assignedJob();
    await save(token, { 'serial.0': 'MISS-0001', 'serial.1': 'MISS-0002' });
    expect((await sheet(token, { intent: 'confirm', code: '123456' })).status).toBe(409);
    await sheet(token, { intent: 'send' });
    const code = await lastCode(orderId);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await sheet(token, { intent: 'confirm', code: '12ab' })).status).toBe(400);
    for (let left = 4; left >= 1; left--) {
      const miss = await sheet(token, { intent: 'confirm', code: wrong });
      expect(miss.status).toBe(400);
      expect(miss.html).toContain(left === 1 ? '1 try left' : `${left} tries left`);
    }
    expect((await sheet(token, { intent: 'confirm', code: wrong })).status).toBe(429);
    expect((await sheet(token, { intent: 'confirm', code })).html).toContain('send a new code');
    expect((await db.installations.byOrder(orderId))!.status).toBe('assigned');
    await canSendAgain(orderId);
    await sheet(token, { intent: 'send' });
    expect((await sheet(token, { intent: 'confirm', code: await lastCode(orderId) })).status).toBe(200);
  });

  it('completes with the code: each serial a warranty registration of the order, the workmanship warranty started, the sheet read-only; the certificate in Kiswahili', async () => {
    const { orderId, token } = await assignedJob();
    await save(token);
    await sheet(token, { intent: 'send' });
    const done = await sheet(token, { intent: 'confirm', code: await lastCode(orderId) });
    expect(done.status).toBe(200);
    expect(done.html).toContain('Completed.');
    const registrations = await db.warranty.forOrder(orderId);
    expect(registrations.map((r) => [r.productId, r.serial])).toEqual([
      ['hybrid-5kw', 'GW5K-A-0001'],
      ['hybrid-5kw', 'GW5K-A-0002'],
    ]);
    const job = (await db.installations.byOrder(orderId))!;
    const today = shopDay(new Date());
    expect(job).toMatchObject({ status: 'completed', workmanshipUntil: warrantyEndDay(today, INSTALLATION_SETTINGS.workmanshipMonths) });
    expect((await db.orderActions.forOrder(orderId)).map((a) => a.action)).toContain('installation_completed');
    expect((await db.outbox.forOrder(orderId)).some((m) => m.event === 'installation_completed')).toBe(true);
    // Read-only now: no forms, and a post changes nothing.
    const after = await sheet(token);
    expect(after.html).not.toContain('name="intent"');
    expect(after.html).toContain('GW5K-A-0002');
    expect((await sheet(token, { intent: 'save', ...COMPLETE_RECORD, 'serial.0': 'OTHER-1' })).status).toBe(409);
    expect((await db.installations.byOrder(orderId))!.serials![0]!.serial).toBe('GW5K-A-0001');

    const reference = orderReference(orderId);
    const certificate = await form(pages, '/sw/installation-certificate', { phone: '0712345678', reference });
    expect(certificate.status).toBe(200);
    const html = await certificate.text();
    expect(html).toContain('Cheti cha kukamilisha ufungaji');
    expect(html).toContain('GW5K-A-0001');
    expect(html).toContain('Growatt');
    expect(html).toMatch(/EPRA\/T3\/\w+, daraja T3/);
    expect(html).toContain('Majaribio yote yamefaulu.');
  });

  it('refuses a serial already registered to another order, naming it, and completes nothing', async () => {
    const first = await assignedJob();
    await save(first.token, { 'serial.0': 'DUP-0001', 'serial.1': 'DUP-0002' });
    await sheet(first.token, { intent: 'send' });
    await sheet(first.token, { intent: 'confirm', code: await lastCode(first.orderId) });
    const second = await assignedJob();
    await save(second.token, { 'serial.0': 'dup 0002', 'serial.1': 'NEW-0003' });
    await sheet(second.token, { intent: 'send' });
    const refused = await sheet(second.token, { intent: 'confirm', code: await lastCode(second.orderId) });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain('DUP0002');
    expect((await db.installations.byOrder(second.orderId))!.status).toBe('assigned');
    expect(await db.warranty.forOrder(second.orderId)).toEqual([]);
  });

  it('answers the certificate lookup of an order with no completed installation with 404', async () => {
    const { orderId } = await assignedJob();
    const res = await form(pages, '/installation-certificate', { phone: '0712345678', reference: orderReference(orderId) });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('has no completed installation yet');
  });
});
