import type { OutboxMessage } from '../../lib/messages/types.ts';
import type { Database, Order } from '../db/index.ts';
import { supersededBy } from '../../lib/messages/supersede.ts';
import { everyRound, type Rounds } from '../rounds.ts';

/** What a door answers: the e-mail door (src/server/email) and the SMS door (src/server/sms) both. */
export type SendResult = { ok: true; providerMessageId: string; detail: string } | { ok: false; retryable: boolean; error: string };

/** The doors the worker sends through; a channel without one fails its messages with a clear error. */
export interface MessageSenders {
  email?:
    { send(message: { to: string; subject: string; text: string; html?: string; messageId: string }): Promise<SendResult> } | undefined;
  sms?: { send(message: { to: string; message: string }): Promise<SendResult> } | undefined;
}

export interface OutboxOptions {
  /** Messages claimed per round (default 10). */
  batch?: number;
  /** Only this order's messages: what a request that just queued them sends at once. */
  orderId?: string;
  /** Only these orders' messages: what requests that just queued them send together (send-soon.ts). */
  orderIds?: readonly string[];
  /** Messages sent at once within a round (default 1: one after another). */
  concurrency?: number;
  /** How long a claimed message is the worker's before another may take it (default 2 minutes). */
  leaseMs?: number;
  /** Attempts before a message is left failed for an admin to resend (default 8). */
  maxAttempts?: number;
  /** The domain of the Message-IDs the worker gives e-mails (default: the shop's host). */
  messageIdDomain?: string;
  /** For tests: no jitter. */
  random?: () => number;
}

const MINUTE = 60_000;

/** 30 s, 1 min, 2 min … doubling up to 6 hours, with ±20% jitter so retries do not arrive together. */
function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(6 * 60 * MINUTE, 30_000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** A stable Message-ID per outbox row, so a resent or duplicated e-mail is recognisably the same one. */
function outboxMessageId(message: Pick<OutboxMessage, 'id' | 'event'>, domain: string): string {
  return `<outbox-${message.id}.${message.event}@${domain}>`;
}

async function sendOne(message: OutboxMessage, senders: MessageSenders, domain: string): Promise<SendResult> {
  if (message.channel === 'email') {
    if (!senders.email) return { ok: false, retryable: false, error: 'E-mail is not configured (SMTP_URL)' };
    return senders.email.send({
      to: message.recipient,
      subject: message.subject ?? '',
      text: message.body,
      ...(message.html ? { html: message.html } : {}),
      messageId: outboxMessageId(message, domain),
    });
  }
  if (!senders.sms) return { ok: false, retryable: false, error: 'SMS is not configured (AT_USERNAME, AT_API_KEY)' };
  return senders.sms.send({ to: message.recipient, message: message.body });
}

export interface RoundCounts {
  sent: number;
  retried: number;
  failed: number;
  superseded: number;
}

/**
 * One round: claims the due messages, checks each against its order as it now is (a message a
 * later event has overtaken is superseded, with the reason, and never sent: supersede.ts), sends
 * the rest through their doors outside any transaction, and records the answer at once: sent with
 * the provider's id; a retryable failure due again after a backoff; a permanent one (or the last
 * attempt) failed, with the error, for the admin to see and resend. A door that throws is a
 * retryable failure: the order and the message stay as they were.
 */
export async function sendDueMessages(db: Database, senders: MessageSenders, options: OutboxOptions = {}): Promise<RoundCounts> {
  const counts = { sent: 0, retried: 0, failed: 0, superseded: 0 };
  const claimed = await db.outbox.claimDue(
    options.batch ?? 10,
    options.leaseMs ?? 2 * MINUTE,
    options.orderIds ?? (options.orderId ? [options.orderId] : null),
  );
  // The orders as they now are, in one read (a message of no order, back in stock or low stock, has none to be overtaken by).
  const orderIds = [...new Set(claimed.map((message) => message.orderId).filter((id): id is string => id !== null))];
  const orders = new Map<string, Order>((await db.orders.byIds(orderIds)).map((order) => [order.id, order]));
  const domain = options.messageIdDomain ?? 'solarshop.local';
  // Each message is recorded the moment its answer comes (a crash repeats at most what was in flight), `concurrency` in flight at a time.
  const one = async (message: OutboxMessage): Promise<void> => {
    const now = message.orderId === null ? null : (orders.get(message.orderId) ?? null);
    const reason = now && supersededBy(message.event, now, message.dedupeKey);
    if (reason) {
      await db.outbox.superseded(message.id, reason);
      counts.superseded++;
      return;
    }
    const result = await sendOne(message, senders, domain).catch((error: unknown): SendResult => ({
      ok: false,
      retryable: true,
      error: error instanceof Error ? error.message : String(error),
    }));
    if (result.ok) {
      await db.outbox.sent(message.id, result.providerMessageId, result.detail);
      counts.sent++;
    } else if (result.retryable && message.attempts < (options.maxAttempts ?? 8)) {
      await db.outbox.retryAt(message.id, result.error, retryDelayMs(message.attempts, options.random));
      counts.retried++;
    } else {
      await db.outbox.failed(message.id, result.error);
      counts.failed++;
    }
  };
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < claimed.length) await one(claimed[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, options.concurrency ?? 1), claimed.length) }, lane));
  return counts;
}

/**
 * Rounds one after another until one finds less than a full batch due (nothing more is waiting)
 * or `budgetMs` is spent: the sweep of a host that runs on a schedule (the cron Worker, which must
 * finish before its next run) sends a backlog in one go without running forever.
 */
export async function drainDueMessages(
  db: Database,
  senders: MessageSenders,
  options: OutboxOptions & { budgetMs: number; clock?: () => number },
): Promise<RoundCounts & { rounds: number }> {
  const clock = options.clock ?? Date.now;
  const deadline = clock() + options.budgetMs;
  const total = { sent: 0, retried: 0, failed: 0, superseded: 0, rounds: 0 };
  for (;;) {
    const counts = await sendDueMessages(db, senders, options);
    total.rounds++;
    total.sent += counts.sent;
    total.retried += counts.retried;
    total.failed += counts.failed;
    total.superseded += counts.superseded;
    const handled = counts.sent + counts.retried + counts.failed + counts.superseded;
    if (handled < (options.batch ?? 10) || clock() >= deadline) return total;
  }
}

export type OutboxWorker = Rounds;

/**
 * The worker in the server process: a round every `intervalMs` (default 2 s), one round at a time.
 * A crash or SIGKILL loses nothing: unsent messages stay in the table, and a claimed one comes back
 * when its lease ends.
 */
export function startOutboxWorker(
  db: Database,
  senders: MessageSenders,
  options: OutboxOptions & {
    intervalMs?: number;
    onError?: (error: unknown) => void;
    /** More of the sweep's work, before each round's messages (the stock's: stock/sweep.ts). */
    alsoEachRound?: (db: Database) => Promise<unknown>;
  } = {},
): OutboxWorker {
  return everyRound(
    async (stopped) => {
      await options.alsoEachRound?.(db);
      // Keep going while rounds are full: a backlog drains without waiting for the timer.
      while (!stopped()) {
        const counts = await sendDueMessages(db, senders, options);
        if (counts.sent + counts.retried + counts.failed + counts.superseded < (options.batch ?? 10)) break;
      }
    },
    { intervalMs: options.intervalMs ?? 2_000, onError: options.onError ?? ((e) => console.error('Outbox round failed', e)) },
  );
}
