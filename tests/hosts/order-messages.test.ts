import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../local/build.ts';
import { startMailCatcherForTests, type MailCatcherForTests } from '../../local/mail/testing.ts';
import { startSmsStandInForTests, type SmsStandInForTests } from '../../local/africastalking/testing.ts';
import type { Database } from '../../src/server/db/index.ts';
import type { OutboxMessage } from '../../src/lib/messages/types.ts';
import { E2E_BUILD_ENV } from '../../scripts/e2e-ports.ts';
import { freshPostgresWithUrl } from '../api/db-fixture.ts';
import { startOnFreePort, startSweepWorker, startWorkerHost, WRANGLER, type RunningHost } from './hosts.ts';
import { until } from '../until.ts';
import { expiredHold, released } from './stock-path.ts';

/**
 * Order messages on Cloudflare with no second host, under workerd: a cash order placed through the
 * API worker (`wrangler pages dev`) reaches the mail catcher and the SMS stand-in with no Node
 * sender running, and the sweep Worker (workers/outbox-sweep, `wrangler dev --test-scheduled`)
 * sends a message that failed once. Both over a fresh PostgreSQL database.
 */

const POSTGRES = process.env.TEST_DATABASE_URL;
const REQUIRED = Boolean(process.env.CI || process.env.E2E_REQUIRED);

/** Why the workers cannot run here, or null when they can. */
const blocked = !WRANGLER
  ? 'wrangler is not installed'
  : !POSTGRES
    ? 'no PostgreSQL (TEST_DATABASE_URL) for the workers to connect to'
    : null;
if (blocked && !REQUIRED) console.warn(`Skipping order messages under workerd: ${blocked}. CI runs them (.ci/run installs PostgreSQL).`);

// The browser tests' build (any build serves the API here): `npm test` builds once for every host test.
beforeAll(() => buildIfStale(() => {}, E2E_BUILD_ENV), 300_000);

describe.skipIf(blocked && !REQUIRED)('order messages under workerd, with no Node sender', () => {
  let db: Database;
  let mail: MailCatcherForTests;
  let sms: SmsStandInForTests;
  let api: RunningHost;
  let sweep: RunningHost;

  beforeAll(async () => {
    if (blocked) throw new Error(`Order messages under workerd cannot run: ${blocked}`);
    const fresh = await freshPostgresWithUrl(POSTGRES as string);
    db = fresh.db;
    [mail, sms] = await Promise.all([startMailCatcherForTests(), startSmsStandInForTests()]);
    // The same message settings for both workers, as the README tells a deployment to set them; the site is the API worker.
    const settings = (apiPort: number) => ({
      DATABASE_URL: fresh.url,
      SITE_URL: `http://127.0.0.1:${apiPort}`,
      SMTP_URL: mail.smtpUrl,
      MAIL_FROM: 'Solar Shop Kenya <orders@shop.test>',
      AT_ENV: 'local',
      AT_BASE_URL: sms.url,
    });
    api = await startOnFreePort((port) => startWorkerHost(port, { ...settings(port), PESAPAL_ENV: 'local' }));
    sweep = await startOnFreePort((port) => startSweepWorker(port, settings(Number(new URL(api.url).port))));
  }, 180_000);
  afterAll(async () => {
    await Promise.all([api?.stop(), sweep?.stop()]);
    await Promise.all([mail?.stop(), sms?.stop()]);
    await db?.close();
  });

  /** Places a cash order for `phone` through the API worker; returns its id. */
  async function cashOrder(phone: string): Promise<string> {
    const { policies } = (await (await fetch(`${api.url}/api/policies/latest`)).json()) as {
      policies: Array<{ type: string; hash: string }>;
    };
    const { products } = (await (await fetch(`${api.url}/catalogue.json`)).json()) as { products: Record<string, { inStock: boolean }> };
    const id = Object.entries(products).find(([, p]) => p.inStock)![0];
    const placed = await fetch(`${api.url}/api/checkout/initiate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer: {
          fullName: 'Achieng Odhiambo',
          email: 'achieng@shop.test',
          phone,
          address: 'Oginga Odinga Street 4',
          city: 'Kisumu',
          county: 'Kisumu',
          postalCode: '40100',
        },
        paymentMethod: 'Cash',
        items: [{ id, quantity: 1 }],
        agreements: { termsAndConditions: true, privacyPolicy: true, financialDisclaimer: true },
        acceptedPolicyHashes: Object.fromEntries(policies.map((p) => [p.type, p.hash])),
        idempotencyKey: `messages_${Date.now()}_${Math.random().toString(36).slice(2)}`,
      }),
    });
    const body = (await placed.json()) as { orderId?: string };
    expect(placed.status, JSON.stringify(body)).toBe(200);
    return body.orderId!;
  }

  /** The order's messages once none is being sent any more (the request's background work has ended). */
  const settled = (orderId: string) =>
    until(`order ${orderId}'s messages to be sent or left to retry`, async () => {
      const messages = await db.outbox.forOrder(orderId);
      return messages.length > 0 && messages.every((m) => m.status === 'sent' || (m.status === 'pending' && m.attempts > 0))
        ? messages
        : null;
    });

  it('a cash order: the confirmation e-mail, its SMS and the shop alerts leave from the request itself, within seconds', async () => {
    const orderId = await cashOrder('0711 222 333');
    const reference = orderId.slice(0, 8).toUpperCase();
    const mails = await until('the two e-mails in the catcher', async () => {
      const caught = (await mail.control.messages()).filter((m) => m.subject.includes(reference));
      return caught.length === 2 ? caught : null;
    });
    expect(mails.map((m) => m.to.join(',')).sort()).toEqual(['achieng@shop.test', 'orders@solarshop.co.ke']);
    expect(mails.every((m) => m.messageId?.endsWith('@127.0.0.1>'))).toBe(true);
    const texts = await until('the two SMS at the stand-in', async () => {
      const sent = (await sms.control.messages()).filter((m) => m.text.includes(reference));
      return sent.length === 2 ? sent : null;
    });
    expect(texts.map((m) => m.to).sort()).toEqual(['+254711222333', '+254722000111']);
    const messages = await settled(orderId);
    expect(messages.map((m) => [m.channel, m.status, m.attempts])).toEqual([
      ['email', 'sent', 1],
      ['sms', 'sent', 1],
      ['email', 'sent', 1],
      ['sms', 'sent', 1],
    ]);
  }, 60_000);

  it('the cron sweep sends an SMS that failed once, when it is due again, and not before', async () => {
    await sms.control.fault('http500', 1);
    const orderId = await cashOrder('0733 444 555');
    const messages = await settled(orderId);
    const failed = messages.filter((m) => m.status === 'pending');
    expect(failed.map((m) => [m.channel, m.attempts, m.lastError])).toEqual([['sms', 1, expect.stringContaining('500')]]);
    const message = failed[0] as OutboxMessage;
    const runSweep = async () => {
      const run = await fetch(`${sweep.url}/__scheduled?cron=${encodeURIComponent('* * * * *')}`);
      expect(run.status, await run.text()).toBe(200);
    };

    // Its retry is 30 s away (±20%): a run now leaves it alone.
    await runSweep();
    expect((await db.outbox.forOrder(orderId)).find((m) => m.id === message.id)).toMatchObject({ status: 'pending', attempts: 1 });

    await db.sql.query('update public.outbox_messages set next_attempt_at = now() where id = $1', [message.id]);
    await runSweep();
    expect((await db.outbox.forOrder(orderId)).find((m) => m.id === message.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
      providerMessageId: expect.stringMatching(/^ATXid_/),
    });
    const arrived = (await sms.control.messages()).filter((m) => m.to === message.recipient && m.text === message.body);
    expect(arrived).toHaveLength(1);
  }, 60_000);

  it('the cron sweep releases the units of an online order left unpaid past its hold, once', async () => {
    const hold = await expiredHold(db);
    await released(db, hold, async () => {
      const run = await fetch(`${sweep.url}/__scheduled?cron=${encodeURIComponent('* * * * *')}`);
      expect(run.status, await run.text()).toBe(200);
    });
  }, 60_000);
});
