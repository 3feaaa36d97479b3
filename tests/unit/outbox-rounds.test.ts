import { describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '../../src/lib/messages/types.ts';
import type { Database } from '../../src/server/db/index.ts';
import { databasePoolMax, DEFAULT_POOL_MAX } from '../../src/server/db/postgres.ts';
import { sendDueMessages, type MessageSenders } from '../../src/server/messages/outbox-worker.ts';
import type { SendResult } from '../../src/server/email/index.ts';
import { sharedRounds } from '../../src/server/messages/send-soon.ts';

/** A message of no order (nothing to supersede it), as the outbox would hand it over. */
function message(id: string): OutboxMessage {
  return {
    id,
    orderId: null,
    event: 'back_in_stock',
    channel: 'sms',
    audience: 'customer',
    recipient: '+254712345678',
    subject: null,
    body: `message ${id}`,
    html: null,
    dedupeKey: '',
    status: 'sending',
    attempts: 1,
    nextAttemptAt: '2026-11-29T10:00:00.000Z',
    providerMessageId: null,
    lastError: null,
    supersededReason: null,
    deliveryStatus: null,
    deliveryDetail: null,
    deliveryReportedAt: null,
    createdAt: '2026-11-29T10:00:00.000Z',
    sentAt: null,
  } as OutboxMessage;
}

/** Just enough of a database for a round: what it claims, and every outbox write it records, in order. */
function fakeDatabase(claim: (orderIds: readonly string[] | null) => Promise<OutboxMessage[]>) {
  const writes: string[] = [];
  const db = {
    outbox: {
      claimDue: vi.fn((_limit: number, _leaseMs: number, orderIds: readonly string[] | null) => claim(orderIds)),
      sent: vi.fn(async (id: string) => void writes.push(`sent ${id}`)),
      retryAt: vi.fn(async (id: string) => void writes.push(`retry ${id}`)),
      failed: vi.fn(async (id: string) => void writes.push(`failed ${id}`)),
      superseded: vi.fn(async (id: string) => void writes.push(`superseded ${id}`)),
    },
    orders: { byIds: vi.fn(async () => []) },
  };
  return { db: db as unknown as Database & typeof db, writes };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('a round of sends', () => {
  it('marks each message sent as its answer comes, not when the others in flight are answered', async () => {
    const { db, writes } = fakeDatabase(async () => [message('1'), message('2'), message('3')]);
    const slow = deferred<SendResult>();
    const senders: MessageSenders = {
      sms: {
        send: ({ message: body }) =>
          body === 'message 2' ? slow.promise : Promise.resolve({ ok: true, providerMessageId: body, detail: 'Success' }),
      },
    };
    const round = sendDueMessages(db, senders, { concurrency: 3 });
    // 1 and 3 are recorded while 2 is still in flight: a crash now would repeat 2 alone.
    await vi.waitFor(() => expect(writes).toEqual(['sent 1', 'sent 3']));
    slow.resolve({ ok: true, providerMessageId: 'late', detail: 'Success' });
    expect(await round).toEqual({ sent: 3, retried: 0, failed: 0, superseded: 0 });
    expect(writes).toEqual(['sent 1', 'sent 3', 'sent 2']);
  });

  it('keeps at most `concurrency` messages in flight', async () => {
    const { db } = fakeDatabase(async () => ['1', '2', '3', '4', '5'].map(message));
    let inFlight = 0;
    let most = 0;
    const senders: MessageSenders = {
      sms: {
        async send() {
          most = Math.max(most, ++inFlight);
          await Promise.resolve();
          inFlight--;
          return { ok: true, providerMessageId: 'x', detail: 'Success' };
        },
      },
    };
    expect((await sendDueMessages(db, senders, { concurrency: 2 })).sent).toBe(5);
    expect(most).toBe(2);
  });
});

describe('shared rounds (the Node host)', () => {
  it('sends the orders of requests that arrive together in one round, and the next ones in one round after it', async () => {
    const first = deferred<OutboxMessage[]>();
    const claims: Array<readonly string[] | null> = [];
    const { db } = fakeDatabase((orderIds) => {
      claims.push(orderIds);
      return claims.length === 1 ? first.promise : Promise.resolve([]);
    });
    const soon = sharedRounds(db, {}, { messageIdDomain: 'shop.test', concurrency: 4 });
    const together = [soon('a'), soon('b'), soon('c')];
    await vi.waitFor(() => expect(claims).toEqual([['a', 'b', 'c']]));
    // While that round runs, two more requests queue: they wait for it, then share the next.
    const later = [soon('d'), soon('e')];
    expect(claims).toHaveLength(1);
    first.resolve([]);
    await Promise.all([...together, ...later]);
    expect(claims).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });
});

describe('DATABASE_POOL_MAX', () => {
  it.each([
    [undefined, DEFAULT_POOL_MAX],
    ['', DEFAULT_POOL_MAX],
    ['1', 1],
    [' 20 ', 20],
    ['100', 100],
  ])('%j gives %i connections', (value, max) => {
    expect(databasePoolMax({ DATABASE_POOL_MAX: value })).toBe(max);
  });

  it.each(['0', '101', '5.5', '-3', 'ten', '1e2'])('refuses %j, naming the setting', (value) => {
    expect(() => databasePoolMax({ DATABASE_POOL_MAX: value })).toThrow(/DATABASE_POOL_MAX.*1 to 100/);
  });
});
