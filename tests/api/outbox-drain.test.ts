import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/index.ts';
import { drainDueMessages, type MessageSenders } from '../../src/server/messages/outbox-worker.ts';
import { freshDatabase } from './db-fixture.ts';
import { queueCashOrder } from './outbox-fixture.ts';

/** The scheduled sweep's rounds (the cron Worker): one after another until nothing more is due, or the time is spent. */
describe('draining the outbox', () => {
  let db: Database;
  const sent: string[] = [];
  const senders: MessageSenders = {
    email: { send: async (m) => (sent.push(m.to), { ok: true, providerMessageId: m.messageId, detail: '250 OK' }) },
    sms: { send: async (m) => (sent.push(m.to), { ok: true, providerMessageId: 'ATXid_1', detail: 'Success' }) },
  };
  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    sent.length = 0;
    // Three orders, three messages each: the customer's e-mail and SMS and the shop's alert.
    for (let i = 0; i < 3; i++) await queueCashOrder(db);
  });

  it('sends a backlog larger than a batch in one run, and stops at the round that finds less than a batch', async () => {
    expect(await drainDueMessages(db, senders, { batch: 4, budgetMs: 60_000 })).toEqual({
      sent: 9,
      retried: 0,
      failed: 0,
      superseded: 0,
      rounds: 3,
    });
    expect(sent).toHaveLength(9);
    expect(await drainDueMessages(db, senders, { batch: 4, budgetMs: 60_000 })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
      superseded: 0,
      rounds: 1,
    });
  });

  it('ends after the round that spends its time, leaving the rest due for the next run', async () => {
    // Each look at the clock is a second later: half a second of budget is spent by the first round.
    let now = 0;
    const clock = () => (now += 1_000);
    expect(await drainDueMessages(db, senders, { batch: 4, budgetMs: 500, clock })).toEqual({
      sent: 4,
      retried: 0,
      failed: 0,
      superseded: 0,
      rounds: 1,
    });
    expect((await db.outbox.backlog()).due).toBe(5);
    expect(await drainDueMessages(db, senders, { batch: 4, budgetMs: 60_000 })).toMatchObject({ sent: 5, rounds: 2 });
  });
});
