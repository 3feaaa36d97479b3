import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bootstrapAuthSchema } from '../../local/auth/bootstrap.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import { sendDueMessages, type MessageSenders } from '../../src/server/messages/outbox-worker.ts';
import { freshPostgresWithUrl } from './db-fixture.ts';

const CHILD = fileURLToPath(new URL('./outbox-crash-child.ts', import.meta.url));

/** Runs the child until it prints "sending", then kills it with SIGKILL; resolves with the order it queued. */
function queueThenDie(target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, target], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('sending')) child.kill('SIGKILL');
    });
    child.on('exit', (_code, signal) => {
      const orderId = /queued ([0-9a-f-]{36})/.exec(out)?.[1];
      if (signal === 'SIGKILL' && orderId) resolve(orderId);
      else reject(new Error(`the child ended without being killed mid-send: ${out} ${err}`));
    });
  });
}

const targets: Array<[string, () => Promise<{ target: string; cleanup: () => Promise<void> }>]> = [
  [
    'pglite',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'outbox-crash-'));
      return { target: dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
    },
  ],
];
if (process.env.TEST_DATABASE_URL) {
  targets.push([
    'postgres',
    async () => {
      const { db, url } = await freshPostgresWithUrl(process.env.TEST_DATABASE_URL!);
      return { target: url, cleanup: () => db.close() };
    },
  ]);
}

describe.each(targets)('a server killed between queueing and sending, on %s', (_engine, prepare) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('loses no message and sends none twice: the next process sends each once its lease ends', async () => {
    const { target, cleanup } = await prepare();
    cleanups.push(cleanup);
    const orderId = await queueThenDie(target);

    const db = await openDatabase(
      target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target, prepare: bootstrapAuthSchema },
    );
    try {
      const left = await db.outbox.forOrder(orderId);
      expect(left.map((m) => [m.event, m.channel, m.status])).toEqual([
        ['order_received', 'email', 'sending'],
        ['order_received', 'sms', 'sending'],
        ['shop_new_order', 'email', 'sending'],
      ]);
      const sent: string[] = [];
      // When each provider took its message: the window in which a crash would repeat it ends when the outbox records it.
      const accepted = new Map<string, number>();
      const senders: MessageSenders = {
        email: {
          send: async (m) => (
            sent.push(`email ${m.to}`),
            accepted.set(m.to, Date.now()),
            { ok: true, providerMessageId: m.messageId, detail: '250 OK' }
          ),
        },
        sms: {
          send: async (m) => (
            sent.push(`sms ${m.to}`),
            accepted.set(m.to, Date.now()),
            { ok: true, providerMessageId: 'ATXid_1', detail: 'Success' }
          ),
        },
      };
      // The dead process's lease (10 minutes) still holds: nobody may send them yet.
      expect(await sendDueMessages(db, senders)).toEqual({ sent: 0, retried: 0, failed: 0, superseded: 0 });
      // Ten minutes later.
      await db.sql.query(`update public.outbox_messages set locked_until = now() - interval '1 second' where order_id = $1`, [orderId]);
      expect(await sendDueMessages(db, senders)).toEqual({ sent: 3, retried: 0, failed: 0, superseded: 0 });
      expect(await sendDueMessages(db, senders)).toEqual({ sent: 0, retried: 0, failed: 0, superseded: 0 });
      expect(sent.sort()).toEqual(['email orders@shop.test', 'email wanjiku@shop.test', 'sms +254712345678']);
      const rows = await db.outbox.forOrder(orderId);
      expect(rows.map((m) => [m.status, m.attempts])).toEqual([
        ['sent', 2],
        ['sent', 2],
        ['sent', 2],
      ]);
      // sent_at is the recording statement's time: a crash between the provider's answer and it repeats one message.
      const windows = rows.map((m) => Math.max(0, Date.parse(m.sentAt!) - accepted.get(m.recipient)!));
      console.log(`Outbox on ${_engine}: from the provider's acceptance to our record, ms: ${windows.join(', ')}`);
      for (const window of windows) expect(window).toBeLessThan(1_000);
    } finally {
      await db.close();
    }
  }, 60_000);
});
