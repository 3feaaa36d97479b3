import { reportChangesDelivery } from '../../lib/messages/delivery-report.ts';
import type { MessageChannel, MessageEvent, MessageStatus, NewMessage, OutboxMessage } from '../../lib/messages/types.ts';
import type { Row, Sql } from './sql.ts';
import { int, iso, isoOrNull, text, textOrNull } from './values.ts';

function toMessage(row: Row): OutboxMessage {
  return {
    id: String(row.id),
    orderId: textOrNull(row.order_id),
    event: text(row.event) as MessageEvent,
    channel: text(row.channel) as MessageChannel,
    audience: text(row.audience) as NewMessage['audience'],
    recipient: text(row.recipient),
    subject: textOrNull(row.subject),
    body: text(row.body),
    html: textOrNull(row.html),
    // What tells it from others of its order and event (an installation's assignment, a claim's step): the worker checks it is still true.
    dedupeKey: textOrNull(row.dedupe_key) ?? '',
    status: text(row.status) as MessageStatus,
    attempts: int(row.attempts),
    nextAttemptAt: iso(row.next_attempt_at),
    providerMessageId: textOrNull(row.provider_message_id),
    lastError: textOrNull(row.last_error),
    supersededReason: textOrNull(row.superseded_reason) as OutboxMessage['supersededReason'],
    deliveryStatus: textOrNull(row.delivery_status),
    deliveryDetail: textOrNull(row.delivery_detail),
    deliveryReportedAt: isoOrNull(row.delivery_reported_at),
    createdAt: iso(row.created_at),
    sentAt: isoOrNull(row.sent_at),
  };
}

export interface OutboxBacklog {
  /** Due now (or left 'sending' by a worker that died). */
  due: number;
  /** Failed once or more, due again later. */
  retrying: number;
  failed: number;
  superseded: number;
  /** When the longest-waiting due message fell due; null when none is due. */
  oldestDueAt: string | null;
}

/**
 * The outbox of order messages. `queue` runs inside the transaction of the change that causes the
 * messages; `claimDue`, `sent`, `retryAt` and `failed` are the worker's. A row is claimed with a
 * lease: a worker killed mid-send leaves it 'sending' until the lease ends, then it is due again.
 */
export function outboxRepo(sql: Sql) {
  return {
    /**
     * Queues each message once per order, event, channel, recipient and dedupe key (a message of no
     * order: once per event, channel, recipient and dedupe key), due `dueInMs` after now by the
     * database's clock (at once when absent); returns how many were new.
     */
    async queue(messages: readonly NewMessage[]): Promise<number> {
      let added = 0;
      // One statement for each kind of row (of an order, of none): a checkout's four messages are one round trip, not four.
      for (const group of [messages.filter((m) => m.orderId !== null), messages.filter((m) => m.orderId === null)]) {
        if (group.length === 0) continue;
        const once =
          group[0]!.orderId === null
            ? '(event, channel, recipient, dedupe_key) where order_id is null'
            : '(order_id, event, channel, recipient, dedupe_key)';
        const rows = group.map(
          (_, i) =>
            `($${i * 10 + 1}::uuid, $${i * 10 + 2}, $${i * 10 + 3}, $${i * 10 + 4}, $${i * 10 + 5}, $${i * 10 + 6}, $${i * 10 + 7}, $${i * 10 + 8}, $${i * 10 + 9}, now() + make_interval(secs => $${i * 10 + 10}::float8 / 1000))`,
        );
        const inserted = await sql.query(
          `insert into public.outbox_messages (order_id, event, channel, audience, recipient, subject, body, html, dedupe_key, next_attempt_at)
           values ${rows.join(', ')}
           on conflict ${once} do nothing returning id`,
          group.flatMap((m) => [
            m.orderId,
            m.event,
            m.channel,
            m.audience,
            m.recipient,
            m.subject,
            m.body,
            m.html,
            m.dedupeKey ?? '',
            m.dueInMs ?? 0,
          ]),
        );
        added += inserted.length;
      }
      return added;
    },

    /**
     * Up to `limit` due messages (only these orders', when `orderIds` are given), marked 'sending'
     * with a lease of `leaseMs`; other workers skip them.
     */
    async claimDue(limit: number, leaseMs: number, orderIds: readonly string[] | null = null): Promise<OutboxMessage[]> {
      const rows = await sql.query(
        `with due as (
           select id from public.outbox_messages
           where ((status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now()))
             and ($3::text is null or order_id = any(string_to_array($3::text, ',')::uuid[]))
           order by next_attempt_at, id
           limit $1
           for update skip locked)
         update public.outbox_messages m
            set status = 'sending', attempts = m.attempts + 1, locked_until = now() + make_interval(secs => $2::float8 / 1000)
           from due where m.id = due.id
         returning m.*`,
        [limit, leaseMs, orderIds ? orderIds.join(',') : null],
      );
      return rows.map(toMessage).sort((a, b) => Number(a.id) - Number(b.id));
    },

    /**
     * The provider took the message. An e-mail keeps the SMTP server's answer as its delivery
     * report (SMTP says no more); an SMS waits for the gateway's own reports (deliveryReport).
     */
    async sent(id: string, providerMessageId: string, answer: string): Promise<void> {
      await sql.query(
        `update public.outbox_messages set status = 'sent', sent_at = now(), locked_until = null, provider_message_id = $2, last_error = null,
           delivery_status = case when channel = 'email' then 'Accepted' else delivery_status end,
           delivery_detail = case when channel = 'email' then $3 else delivery_detail end,
           delivery_reported_at = case when channel = 'email' then now() else delivery_reported_at end
         where id = $1 and status = 'sending'`,
        [id, providerMessageId.slice(0, 300), answer.slice(0, 300)],
      );
    },

    /** A retryable failure: due again after `delayMs`. */
    async retryAt(id: string, error: string, delayMs: number): Promise<void> {
      await sql.query(
        `update public.outbox_messages set status = 'pending', locked_until = null, last_error = $2,
           next_attempt_at = now() + make_interval(secs => $3::float8 / 1000)
         where id = $1 and status = 'sending'`,
        [id, error.slice(0, 1000), delayMs],
      );
    },

    /** Not sent, and never to be: the order has moved on since it was queued (`reason`, see supersede.ts). */
    async superseded(id: string, reason: string): Promise<void> {
      await sql.query(
        `update public.outbox_messages set status = 'superseded', superseded_reason = $2, locked_until = null where id = $1 and status = 'sending'`,
        [id, reason],
      );
    },

    /**
     * What the provider reported of a sent message's delivery, found by the id it gave: false when
     * no message has that id. A report repeated, or arriving after a final one, changes nothing
     * (reportChangesDelivery).
     */
    async deliveryReport(providerMessageId: string, report: { status: string; detail: string | null }): Promise<boolean> {
      const incoming = { status: report.status.slice(0, 40), detail: report.detail?.slice(0, 300) ?? null };
      return sql.transaction(async (tx) => {
        const rows = await tx.query(
          `select id, delivery_status, delivery_detail from public.outbox_messages where provider_message_id = $1 and channel = 'sms' for update`,
          [providerMessageId],
        );
        for (const row of rows) {
          if (!reportChangesDelivery({ status: textOrNull(row.delivery_status), detail: textOrNull(row.delivery_detail) }, incoming))
            continue;
          await tx.query(
            `update public.outbox_messages set delivery_status = $2, delivery_detail = $3, delivery_reported_at = now() where id = $1`,
            [row.id, incoming.status, incoming.detail],
          );
        }
        return rows.length > 0;
      });
    },

    /** How the outbox stands: due now, waiting to retry, failed, superseded, and the age of the oldest due message. */
    async backlog(): Promise<OutboxBacklog> {
      const [row] = await sql.query(
        `select
           count(*) filter (where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())) as due,
           count(*) filter (where status = 'pending' and attempts > 0 and next_attempt_at > now()) as retrying,
           count(*) filter (where status = 'failed') as failed,
           count(*) filter (where status = 'superseded') as superseded,
           min(next_attempt_at) filter (where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())) as oldest_due
         from public.outbox_messages
         where status in ('pending', 'sending', 'failed', 'superseded')`,
      );
      return {
        due: int(row?.due ?? 0),
        retrying: int(row?.retrying ?? 0),
        failed: int(row?.failed ?? 0),
        superseded: int(row?.superseded ?? 0),
        oldestDueAt: isoOrNull(row?.oldest_due),
      };
    },

    /** A permanent failure, or retries used up: stays failed until an admin sends it again. */
    async failed(id: string, error: string): Promise<void> {
      await sql.query(
        `update public.outbox_messages set status = 'failed', locked_until = null, last_error = $2 where id = $1 and status = 'sending'`,
        [id, error.slice(0, 1000)],
      );
    },

    /**
     * The admin's resend: a failed or sent message is due again now, with a fresh count of attempts;
     * what the gateway said of the earlier send (its id, its delivery report) goes with it.
     */
    async resend(id: string, orderId: string): Promise<OutboxMessage | null> {
      const [row] = await sql.query(
        `update public.outbox_messages set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null, sent_at = null,
           provider_message_id = null, delivery_status = null, delivery_detail = null, delivery_reported_at = null
         where id = $1 and order_id = $2 and status in ('failed', 'sent') returning *`,
        [id, orderId],
      );
      return row ? toMessage(row) : null;
    },

    async forOrder(orderId: string): Promise<OutboxMessage[]> {
      const rows = await sql.query(`select * from public.outbox_messages where order_id = $1 order by created_at, id`, [orderId]);
      return rows.map(toMessage);
    },

    /** The newest failed messages, for the dashboard. */
    async recentFailures(limit: number): Promise<OutboxMessage[]> {
      const rows = await sql.query(
        `select * from public.outbox_messages where status = 'failed' order by updated_at desc, id desc limit $1`,
        [limit],
      );
      return rows.map(toMessage);
    },
  };
}
