import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { startMailCatcherForTests, type MailCatcherForTests } from '../../local/mail/testing.ts';
import { startSmsStandInForTests, type SmsStandInForTests } from '../../local/africastalking/testing.ts';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { createEmailSender, emailConfigFromEnv, type EmailSender } from '../../src/server/email/index.ts';
import { sendDueMessages, type MessageSenders } from '../../src/server/messages/outbox-worker.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { orderBody, post } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';

/** The outbox through the real doors: nodemailer into the local SMTP catcher, fetch into the Africa's Talking stand-in. */
describe.each(ENGINES)('order messages through the real doors, on %s', (engine) => {
  let db: Database;
  let mail: MailCatcherForTests;
  let sms: SmsStandInForTests;
  let email: EmailSender;
  let senders: MessageSenders;
  let app: Hono;
  beforeAll(async () => {
    db = await freshDatabase(engine);
    mail = await startMailCatcherForTests();
    sms = await startSmsStandInForTests();
    email = createEmailSender(emailConfigFromEnv({ SMTP_URL: mail.smtpUrl }));
    senders = { email, sms: sms.sender() };
    app = createApp({ catalogue: staticCatalogueSource(SNAPSHOT_WITH_SHOP), db, siteUrl: 'http://shop.test', rateLimits: NO_RATE_LIMITS });
  });
  afterAll(async () => {
    await email.close();
    await sms.stop();
    await mail.stop();
    await db.close();
  });
  beforeEach(async () => {
    await mail.control.reset();
    await sms.control.reset();
  });

  async function cashOrder() {
    const res = await post(app, '/api/checkout/initiate', orderBody({ paymentMethod: 'Cash' }));
    expect(res.status).toBe(200);
    return ((await res.json()) as { orderId: string }).orderId;
  }

  it('a cash order: the customer e-mail and the shop alert arrive in the catcher, the SMS at the gateway, each once', async () => {
    const orderId = await cashOrder();
    const reference = orderId.slice(0, 8).toUpperCase();
    expect(await sendDueMessages(db, senders)).toEqual({ sent: 3, retried: 0, failed: 0, superseded: 0 });
    const mails = await mail.control.messages();
    expect(mails.map((m) => [m.to.join(','), m.subject]).sort()).toEqual([
      ['orders@shop.test', `New order ${reference}: KSh 84,550 (Cash on delivery)`],
      ['wanjiku@shop.test', `Order ${reference} received: Solar Shop Kenya`],
    ]);
    expect(mails.find((m) => m.to[0] === 'wanjiku@shop.test')?.text).toContain('Total: KSh 84,550');
    const texts = await sms.control.messages();
    expect(texts.map((m) => [m.to, m.text.includes(reference)])).toEqual([['+254712345678', true]]);
    // The provider's ids are recorded: the SMS gateway's, and the e-mail's Message-ID.
    const stored = await db.outbox.forOrder(orderId);
    expect(stored.find((m) => m.channel === 'sms')?.providerMessageId).toMatch(/^ATXid_[0-9a-f]{32}$/);
    expect(stored.every((m) => m.status === 'sent' && m.providerMessageId)).toBe(true);
    // An e-mail's delivery report is the SMTP server's answer (SMTP says no more); an SMS waits for the gateway's.
    for (const email of stored.filter((m) => m.channel === 'email')) {
      expect(email).toMatchObject({ deliveryStatus: 'Accepted', deliveryDetail: expect.stringMatching(/^250\b/) });
    }
    expect(stored.find((m) => m.channel === 'sms')?.deliveryStatus).toBeNull();
    expect(await sendDueMessages(db, senders)).toEqual({ sent: 0, retried: 0, failed: 0, superseded: 0 });
    expect(await mail.control.duplicates()).toBe(0);
  });

  it('SMTP refusing and the gateway answering 500 leave the order untouched; after recovery each message arrives once', async () => {
    const orderId = await cashOrder();
    const before = await db.orders.byId(orderId);
    await mail.control.fault('refuse-421', 10);
    await sms.control.fault('http500', 10);
    expect(await sendDueMessages(db, senders, { random: () => 0.5 })).toEqual({ sent: 0, retried: 3, failed: 0, superseded: 0 });
    const waiting = await db.outbox.forOrder(orderId);
    expect(waiting.every((m) => m.status === 'pending' && m.lastError)).toBe(true);
    expect(waiting.find((m) => m.channel === 'sms')?.lastError).toContain('500');
    expect(await db.orders.byId(orderId)).toEqual(before);
    expect(await mail.control.messages()).toEqual([]);

    await mail.control.fault(null);
    await sms.control.fault(null);
    // The backoff ends.
    await db.sql.query(`update public.outbox_messages set next_attempt_at = now() where order_id = $1`, [orderId]);
    expect(await sendDueMessages(db, senders)).toEqual({ sent: 3, retried: 0, failed: 0, superseded: 0 });
    expect((await mail.control.messages()).length).toBe(2);
    expect((await sms.control.messages()).filter((m) => m.status === 'Success').length).toBe(1);
    expect(await mail.control.duplicates()).toBe(0);
  });
});
