import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmsStandInForTests, type SmsStandInForTests } from '../../local/africastalking/testing.ts';
import type { StandInReport } from '../../local/africastalking/state.ts';
import type { OutboxMessage } from '../../src/lib/messages/types.ts';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { sendDueMessages, type MessageSenders } from '../../src/server/messages/outbox-worker.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { BODY_LIMITS } from '../../src/server/request-body.ts';
import { deliveryReportUrl, LOCAL_DELIVERY_REPORT_KEY } from '../../src/server/sms/delivery-report-config.ts';
import { orderBody, post } from './checkout-fixture.ts';
import { fromSocket } from './client-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';
import { until } from '../until.ts';

/** Africa's Talking's delivery reports (issue 26.3): recorded on the SMS they name, and only with the secret. */

const KEY = 'test-delivery-report-key-0123456789';
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS || 2000);
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The e-mail door always takes the message; the SMS door gives each an id as AT does. */
const acceptingSenders: MessageSenders = {
  email: { send: async (m) => ({ ok: true, providerMessageId: m.messageId, detail: '250 OK' }) },
  sms: {
    send: async () => ({
      ok: true,
      providerMessageId: `ATXid_${randomBytes(16).toString('hex')}`,
      detail: 'Success: Sent to 1/1 Total Cost: KES 0.8000',
    }),
  },
};

/** Every outbox row as it stands, to show that a refused report changed nothing. */
const allMessages = (db: Database) => db.sql.query(`select * from public.outbox_messages order by id`);

describe.each(ENGINES)('SMS delivery reports, on %s', (engine) => {
  let db: Database;
  let app: Hono;
  beforeAll(async () => {
    db = await freshDatabase(engine);
    app = createApp({
      catalogue: staticCatalogueSource(SNAPSHOT_WITH_SHOP),
      db,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      smsDeliveryReportKey: KEY,
    });
  });
  afterAll(() => db.close());

  /** A cash order to `phone`, its messages sent; answers its messages. */
  async function orderSent(
    phone = '0712 345 678',
    senders: MessageSenders = acceptingSenders,
  ): Promise<{ orderId: string; sms: OutboxMessage; email: OutboxMessage }> {
    const res = await post(
      app,
      '/api/checkout/initiate',
      orderBody({ paymentMethod: 'Cash', customer: { ...orderBody().customer, phone } }),
    );
    expect(res.status).toBe(200);
    const { orderId } = (await res.json()) as { orderId: string };
    await sendDueMessages(db, senders, { orderId });
    const messages = await db.outbox.forOrder(orderId);
    const sms = messages.find((m) => m.channel === 'sms');
    const email = messages.find((m) => m.channel === 'email' && m.audience === 'customer');
    if (!sms?.providerMessageId || !email) throw new Error('the order has no sent SMS and e-mail');
    return { orderId, sms, email };
  }

  const smsOf = async (orderId: string) => (await db.outbox.forOrder(orderId)).find((m) => m.channel === 'sms');

  function report(fields: Record<string, string>, key: string | null = KEY, headers: Record<string, string> = FORM) {
    const query = key === null ? '' : `?key=${encodeURIComponent(key)}`;
    return app.request(
      `/api/sms/delivery-reports${query}`,
      { method: 'POST', headers, body: new URLSearchParams(fields).toString() },
      fromSocket('10.26.3.1'),
    );
  }

  describe('with the key', () => {
    it('a delivered SMS reads Success, with its network; the message stays sent and the e-mail untouched', async () => {
      const { orderId, sms, email } = await orderSent();
      const res = await report({
        id: sms.providerMessageId as string,
        status: 'Success',
        phoneNumber: sms.recipient,
        networkCode: '63902',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
      const after = await db.outbox.forOrder(orderId);
      expect(after.find((m) => m.id === sms.id)).toEqual({
        ...sms,
        deliveryStatus: 'Success',
        deliveryDetail: 'Safaricom (63902)',
        deliveryReportedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(after.find((m) => m.id === email.id)).toEqual(email);
    });

    it('a failed SMS reads Failed, with the network and the reason', async () => {
      const { orderId, sms } = await orderSent();
      const res = await report({
        id: sms.providerMessageId as string,
        status: 'Failed',
        phoneNumber: sms.recipient,
        networkCode: '63903',
        failureReason: 'UserDoesNotExist',
      });
      expect(res.status).toBe(200);
      expect(await smsOf(orderId)).toMatchObject({
        status: 'sent',
        deliveryStatus: 'Failed',
        deliveryDetail: 'Airtel (63903): UserDoesNotExist',
      });
    });

    it('Buffered (a phone switched off), then Success when it comes on; a late Buffered does not undo the Success', async () => {
      const { orderId, sms } = await orderSent();
      const id = sms.providerMessageId as string;
      expect((await report({ id, status: 'Buffered', networkCode: '63902' })).status).toBe(200);
      expect(await smsOf(orderId)).toMatchObject({ deliveryStatus: 'Buffered', deliveryDetail: 'Safaricom (63902)' });
      expect((await report({ id, status: 'Success', networkCode: '63902' })).status).toBe(200);
      const delivered = await smsOf(orderId);
      expect(delivered).toMatchObject({ deliveryStatus: 'Success' });
      expect((await report({ id, status: 'Buffered', networkCode: '63902' })).status).toBe(200);
      expect(await smsOf(orderId)).toEqual(delivered);
    });

    it('the same report twice changes nothing the second time, not even its time', async () => {
      const { orderId, sms } = await orderSent();
      const fields = { id: sms.providerMessageId as string, status: 'Rejected', networkCode: '63902', failureReason: 'UserInBlackList' };
      expect((await report(fields)).status).toBe(200);
      const once = await smsOf(orderId);
      expect(once).toMatchObject({ deliveryStatus: 'Rejected', deliveryDetail: 'Safaricom (63902): UserInBlackList' });
      const [first, second] = await Promise.all([report(fields), report(fields)]);
      expect([first?.status, second?.status]).toEqual([200, 200]);
      expect(await smsOf(orderId)).toEqual(once);
    });

    it('a status the gateway has not documented is recorded as it comes', async () => {
      const { orderId, sms } = await orderSent();
      expect((await report({ id: sms.providerMessageId as string, status: 'AbsentSubscriber' })).status).toBe(200);
      expect(await smsOf(orderId)).toMatchObject({ deliveryStatus: 'AbsentSubscriber', deliveryDetail: null });
    });

    it('an id the shop never sent answers 200, so the gateway does not retry, and changes nothing', async () => {
      await orderSent();
      const before = await allMessages(db);
      const res = await report({ id: `ATXid_${randomBytes(16).toString('hex')}`, status: 'Failed', failureReason: 'UserDoesNotExist' });
      expect(res.status).toBe(200);
      expect(await allMessages(db)).toEqual(before);
    });

    it('an e-mail is no SMS: a report naming its id changes nothing', async () => {
      const { email } = await orderSent();
      await db.sql.query(`update public.outbox_messages set provider_message_id = 'ATXid_mail' where id = $1`, [email.id]);
      const before = await allMessages(db);
      expect((await report({ id: 'ATXid_mail', status: 'Failed' })).status).toBe(200);
      expect(await allMessages(db)).toEqual(before);
    });

    it('a resend forgets the earlier report, and a late report for the earlier send changes nothing', async () => {
      const { orderId, sms } = await orderSent();
      const earlier = sms.providerMessageId as string;
      await report({ id: earlier, status: 'Failed', failureReason: 'UserIsInactive' });
      const due = await db.outbox.resend(sms.id, orderId);
      expect(due).toMatchObject({
        status: 'pending',
        providerMessageId: null,
        deliveryStatus: null,
        deliveryDetail: null,
        deliveryReportedAt: null,
      });
      await sendDueMessages(db, acceptingSenders, { orderId });
      const resent = await smsOf(orderId);
      expect(resent).toMatchObject({ status: 'sent', deliveryStatus: null });
      expect(resent?.providerMessageId).not.toBe(earlier);
      await report({ id: earlier, status: 'Failed', failureReason: 'UserIsInactive' });
      expect(await smsOf(orderId)).toEqual(resent);
    });
  });

  describe('without the key', () => {
    let sms: OutboxMessage;
    beforeAll(async () => {
      ({ sms } = await orderSent());
    });

    it.each([
      ['no key', null],
      ['an empty key', ''],
      ['a wrong key', 'not-the-delivery-report-key-at-all'],
      ['the key less its last character', KEY.slice(0, -1)],
      ['the key and one character more', `${KEY}0`],
      ['the key in capitals', KEY.toUpperCase()],
      ['the public local key', LOCAL_DELIVERY_REPORT_KEY],
    ])('%s: 403, the same for a real and a made-up id, and nothing changes', async (_case, key) => {
      const before = await allMessages(db);
      const real = await report({ id: sms.providerMessageId as string, status: 'Failed', failureReason: 'UserDoesNotExist' }, key);
      const madeUp = await report({ id: 'ATXid_00000000000000000000000000000000', status: 'Failed' }, key);
      expect(real.status).toBe(403);
      const body = await real.json();
      expect(body).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } });
      expect(madeUp.status).toBe(403);
      expect(await madeUp.json()).toEqual(body);
      expect(await allMessages(db)).toEqual(before);
    });

    it('a key in a header instead of the URL is no key', async () => {
      const before = await allMessages(db);
      expect(
        (
          await report({ id: sms.providerMessageId as string, status: 'Failed' }, null, {
            ...FORM,
            key: KEY,
            authorization: `Bearer ${KEY}`,
          })
        ).status,
      ).toBe(403);
      expect(await allMessages(db)).toEqual(before);
    });

    it('a body that is not even a form is refused for the key first', async () => {
      const res = await app.request(
        '/api/sms/delivery-reports?key=guess',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' },
        fromSocket('10.26.3.2'),
      );
      expect(res.status).toBe(403);
    });

    it('an app without a key has no delivery-report route', async () => {
      const keyless = createApp({
        catalogue: staticCatalogueSource(SNAPSHOT_WITH_SHOP),
        db,
        siteUrl: 'http://shop.test',
        rateLimits: NO_RATE_LIMITS,
      });
      const res = await keyless.request(
        `/api/sms/delivery-reports?key=${KEY}`,
        { method: 'POST', headers: FORM, body: 'id=ATXid_1&status=Success' },
        fromSocket('10.26.3.3'),
      );
      expect(res.status).toBe(404);
    });
  });

  describe('malformed reports', () => {
    let sms: OutboxMessage;
    beforeAll(async () => {
      ({ sms } = await orderSent());
    });

    it.each([
      ['no id', { status: 'Success' }, 'id'],
      ['an id with markup', { id: '<script>', status: 'Success' }, 'id'],
      ['no status', { id: 'ATXid_1' }, 'status'],
      ['a status of two words', { id: 'ATXid_1', status: 'Not delivered' }, 'status'],
      ['a network code of letters', { id: 'ATXid_1', status: 'Success', networkCode: 'Safaricom' }, 'networkCode'],
      ['a phone number of letters', { id: 'ATXid_1', status: 'Success', phoneNumber: 'Wanjiku' }, 'phoneNumber'],
      ['a failure reason of 200 characters', { id: 'ATXid_1', status: 'Failed', failureReason: 'x'.repeat(200) }, 'failureReason'],
    ])('%s: 400 naming the field, and nothing changes', async (_case, fields, field) => {
      const before = await allMessages(db);
      const res = await report(fields);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'INVALID_REQUEST', message: expect.stringMatching(new RegExp(`^${field}: `)), field },
      });
      expect(await allMessages(db)).toEqual(before);
    });

    it('JSON is not the form the gateway sends: 415', async () => {
      const res = await report({}, KEY, { 'content-type': 'application/json' });
      expect(res.status).toBe(415);
      const json = await app.request(
        `/api/sms/delivery-reports?key=${KEY}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id: sms.providerMessageId, status: 'Failed' }),
        },
        fromSocket('10.26.3.4'),
      );
      expect(json.status).toBe(415);
      expect((await smsOf(sms.orderId!))?.deliveryStatus).toBeNull();
    });

    it(`a body past ${BODY_LIMITS.small / 1024} KB is a 413`, async () => {
      const res = await report({ id: 'ATXid_1', status: 'Success', padding: 'x'.repeat(BODY_LIMITS.small) });
      expect(res.status).toBe(413);
    });

    it(`${FUZZ_RUNS} fuzzed forms: no 5xx, always JSON, nothing written by a refused one`, async () => {
      const value = fc.oneof(
        fc.constantFrom(
          sms.providerMessageId as string,
          'Success',
          'Failed',
          '63902',
          '+254712345678',
          'UserDoesNotExist',
          '',
          ' ',
          '\u0000',
          '\ud800',
          '__proto__',
          'constructor',
        ),
        fc.string({ maxLength: 60 }),
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.integer({ min: 1, max: 5000 }).map((n) => 'x'.repeat(n)),
      );
      // Half the forms are the gateway's own (its message id and a status it sends), so the accepted side is
      // always reached; left to chance among random fields, a run of 2000 could miss it.
      const gatewayForm = fc.record({
        id: fc.constant(sms.providerMessageId as string),
        status: fc.constantFrom('Success', 'Failed', 'Sent', 'Buffered', 'Rejected'),
      });
      const form = fc.oneof(
        gatewayForm,
        fc.dictionary(
          fc.constantFrom('id', 'status', 'phoneNumber', 'networkCode', 'failureReason', 'retryCount', '__proto__', 'constructor', 'key'),
          value,
        ),
      );
      const seen = new Set<number>();
      await fc.assert(
        fc.asyncProperty(form, async (fields) => {
          const before = await allMessages(db);
          const res = await report(fields);
          const text = await res.text();
          seen.add(res.status);
          expect(res.status, text).toBeLessThan(500);
          expect(() => JSON.parse(text), text).not.toThrow();
          if (res.status >= 400) expect(await allMessages(db)).toEqual(before);
        }),
        { numRuns: FUZZ_RUNS },
      );
      expect([...seen].some((status) => status < 300) && [...seen].some((status) => status >= 400)).toBe(true);
    }, 300_000);
  });
});

describe.each(ENGINES)('the stand-in reports through the real door, on %s', (engine) => {
  let db: Database;
  let app: Hono;
  let shop: ReturnType<typeof serve>;
  let reportUrl: string;
  let sms: SmsStandInForTests;
  let senders: MessageSenders;
  beforeAll(async () => {
    db = await freshDatabase(engine);
    app = createApp({
      catalogue: staticCatalogueSource(SNAPSHOT_WITH_SHOP),
      db,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      smsDeliveryReportKey: KEY,
    });
    shop = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((done) => shop.once('listening', done));
    reportUrl = deliveryReportUrl(`http://127.0.0.1:${(shop.address() as AddressInfo).port}`, KEY);
    sms = await startSmsStandInForTests({ url: reportUrl, delayMs: 50 });
    senders = { email: acceptingSenders.email, sms: sms.sender() };
  });
  afterAll(async () => {
    await sms.stop();
    await new Promise((done) => shop.close(done));
    await db.close();
  });
  beforeEach(() => sms.control.reset());

  /** A cash order to `phone`, its messages sent through the stand-in; answers the order's id. */
  async function orderTo(phone: string): Promise<string> {
    const res = await post(
      app,
      '/api/checkout/initiate',
      orderBody({ paymentMethod: 'Cash', customer: { ...orderBody().customer, phone } }),
    );
    expect(res.status).toBe(200);
    const { orderId } = (await res.json()) as { orderId: string };
    expect(await sendDueMessages(db, senders, { orderId })).toMatchObject({ retried: 0, failed: 0 });
    return orderId;
  }

  const smsOf = async (orderId: string) => (await db.outbox.forOrder(orderId)).find((m) => m.channel === 'sms');
  /** The stand-in's reports, once `count` have been answered. */
  const answered = (count: number) =>
    until(`${count} delivery report(s) answered`, async () => {
      const reports = await sms.control.reports();
      return reports.length >= count ? reports : null;
    });

  it.each([
    ['0711 000 001', 'Success', 'Athena (sandbox) (99999)'],
    ['0711 000 999', 'Failed', 'Athena (sandbox) (99999): UserDoesNotExist'],
    ['0711 000 998', 'Buffered', 'Athena (sandbox) (99999)'],
    ['0711 000 997', 'Rejected', 'Athena (sandbox) (99999): UserInBlackList'],
  ])('an SMS to %s: the gateway takes it, reports %s, and the message says so', async (phone, status, detail) => {
    const orderId = await orderTo(phone);
    const sent = await smsOf(orderId);
    const [posted, ...more] = await answered(1);
    expect(more).toEqual([]);
    expect(posted).toMatchObject<Partial<StandInReport>>({ to: reportUrl.split('?')[0], httpStatus: 200, error: null });
    expect(posted?.fields).toMatchObject({ id: sent?.providerMessageId, status, phoneNumber: sent?.recipient, networkCode: '99999' });
    expect(await smsOf(orderId)).toMatchObject({ status: 'sent', deliveryStatus: status, deliveryDetail: detail });
  });

  it('dlr-duplicate: each report comes twice, both answered 200; the message reads as after one', async () => {
    await sms.control.fault('dlr-duplicate', 1);
    const orderId = await orderTo('0711 000 999');
    const reports = await answered(2);
    expect(reports.map((r) => [r.fields.status, r.httpStatus])).toEqual([
      ['Failed', 200],
      ['Failed', 200],
    ]);
    expect(reports[0]?.fields).toEqual(reports[1]?.fields);
    expect(await smsOf(orderId)).toMatchObject({ deliveryStatus: 'Failed', deliveryDetail: 'Athena (sandbox) (99999): UserDoesNotExist' });
  });

  it('dlr-none: no report, and the message says only that the gateway took it', async () => {
    await sms.control.fault('dlr-none', 1);
    const orderId = await orderTo('0711 000 001');
    // Not "none yet": the stand-in has no report waiting for its delay or being posted, so none will come.
    await until('the stand-in to have no report left to post', async () => (await sms.control.pendingReports()) === 0 || null);
    expect(await sms.control.reports()).toEqual([]);
    expect(await smsOf(orderId)).toMatchObject({ status: 'sent', deliveryStatus: null, deliveryReportedAt: null });
  });

  it('dlr-delay: the report comes late, and the message waits for it', async () => {
    await sms.control.fault('dlr-delay:1500', 1);
    const orderId = await orderTo('0711 000 001');
    expect((await smsOf(orderId))?.deliveryStatus).toBeNull();
    expect(await sms.control.reports()).toEqual([]);
    const [report] = await answered(1);
    expect((await smsOf(orderId))?.deliveryStatus).toBe('Success');
    // Late by the fault's 1.5 s, not the usual 50 ms, by the stand-in's own times (less a timer's few ms of rounding).
    const message = (await sms.control.messages()).find((m) => m.messageId === report?.fields.id);
    expect(Date.parse(report!.at) - Date.parse(message!.at)).toBeGreaterThanOrEqual(1_400);
  });

  it('a gateway posting with the wrong key is refused with 403 and changes nothing', async () => {
    await sms.control.reportSettings({ url: deliveryReportUrl(new URL(reportUrl).origin, 'forged-delivery-report-key-0000') });
    const orderId = await orderTo('0711 000 999');
    const [posted] = await answered(1);
    expect(posted).toMatchObject({ httpStatus: 403, fields: { status: 'Failed' } });
    expect(await smsOf(orderId)).toMatchObject({ deliveryStatus: null, deliveryDetail: null, deliveryReportedAt: null });
  });

  it('a shop that does not answer is listed with the reason', async () => {
    await sms.control.reportSettings({ url: 'http://127.0.0.1:9/api/sms/delivery-reports?key=x' });
    await orderTo('0711 000 001');
    const [posted] = await answered(1);
    expect(posted).toMatchObject({ httpStatus: null, error: expect.any(String) });
  });
});
