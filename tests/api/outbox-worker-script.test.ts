import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcherForTests, type MailCatcherForTests } from '../../local/mail/testing.ts';
import { startSmsStandInForTests, type SmsStandInForTests } from '../../local/africastalking/testing.ts';
import type { Database } from '../../src/server/db/index.ts';
import { freshPostgresWithUrl } from './db-fixture.ts';
import { queueCashOrder } from './outbox-fixture.ts';
import { until } from '../until.ts';

/**
 * `npm run outbox:worker` (scripts/outbox-worker.ts), the sender for a VM beside a host that runs
 * no server process: as its own process over PostgreSQL, the mail catcher and the SMS stand-in, it
 * sends what is queued, keeps sending what is queued later, and stops cleanly on SIGTERM.
 */

const POSTGRES = process.env.TEST_DATABASE_URL;
const REQUIRED = Boolean(process.env.CI || process.env.E2E_REQUIRED);
if (!POSTGRES && !REQUIRED)
  console.warn('Skipping npm run outbox:worker: no PostgreSQL (TEST_DATABASE_URL). CI runs it (.ci/run installs PostgreSQL).');

describe.skipIf(!POSTGRES && !REQUIRED)('npm run outbox:worker against PostgreSQL', () => {
  let db: Database;
  let mail: MailCatcherForTests;
  let sms: SmsStandInForTests;
  let worker: ChildProcess;
  let output = '';

  beforeAll(async () => {
    if (!POSTGRES) throw new Error('npm run outbox:worker cannot be tested: no PostgreSQL (TEST_DATABASE_URL)');
    const fresh = await freshPostgresWithUrl(POSTGRES);
    db = fresh.db;
    [mail, sms] = await Promise.all([startMailCatcherForTests(), startSmsStandInForTests()]);
    await queueCashOrder(db, '0711 000 001');
    worker = spawn(process.execPath, ['scripts/outbox-worker.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: fresh.url,
        SITE_URL: 'https://shop.test',
        SMTP_URL: mail.smtpUrl,
        AT_ENV: 'local',
        AT_BASE_URL: sms.url,
        // Its tax invoices are the eTIMS worker's tests' (etims-worker.test.ts): none sent here.
        ETIMS_ENV: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
  afterAll(async () => {
    if (worker?.exitCode === null) worker.kill('SIGKILL');
    await Promise.all([mail?.stop(), sms?.stop()]);
    await db?.close();
  });

  const sentTo = async (phone: string) => (await sms.control.messages()).filter((m) => m.to === phone);

  it('sends the messages queued before it started, and those queued while it runs', async () => {
    await until('the first order in the catcher and at the stand-in', async () =>
      (await mail.control.messages()).length === 2 && (await sentTo('+254711000001')).length === 1 ? true : null,
    );
    const later = await queueCashOrder(db, '0711 000 002');
    await until(`order ${later} sent by the next round`, async () =>
      (await db.outbox.forOrder(later)).every((m) => m.status === 'sent') ? true : null,
    );
    expect((await mail.control.messages()).map((m) => m.messageId)).toEqual(
      expect.arrayContaining([expect.stringMatching(/@shop\.test>$/)]),
    );
    expect(await sentTo('+254711000002')).toHaveLength(1);
    expect(await mail.control.duplicates()).toBe(0);
    expect(output).toContain('Outbox worker running');
  }, 30_000);

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((done) => worker.once('exit', (code) => done(code)));
    worker.kill('SIGTERM');
    expect(await exited, output).toBe(0);
  }, 15_000);
});
