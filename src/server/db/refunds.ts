import type { Row, Sql } from './sql.ts';
import type { Refund, RefundStatus } from '../../lib/order-types.ts';
import { int, iso, isoOrNull, text, textOrNull } from './values.ts';

function toRefund(row: Row): Refund {
  return {
    id: text(row.id),
    orderId: text(row.order_id),
    paymentId: text(row.payment_id),
    amountCents: int(row.amount_cents),
    status: text(row.status) as RefundStatus,
    reason: text(row.reason),
    requestedBy: textOrNull(row.requested_by),
    requestedByRole: text(row.requested_by_role) as Refund['requestedByRole'],
    confirmationCode: text(row.confirmation_code),
    providerMessage: textOrNull(row.provider_message),
    createdAt: iso(row.created_at),
    requestedAt: isoOrNull(row.requested_at),
    completedAt: isoOrNull(row.completed_at),
  };
}

export interface NewRefund {
  orderId: string;
  paymentId: string;
  amountCents: number;
  reason: string;
  requestedBy: string | null;
  requestedByRole: Refund['requestedByRole'];
  confirmationCode: string;
}

/** How long a refund may stay `sending` before a new request treats it as interrupted (a crash mid-call). */
export const REFUND_LEASE_SECONDS = 120;

/** refunds: one live refund per payment (the unique index), from asked to Pesapal's REVERSED. */
export function refundsRepo(sql: Sql) {
  return {
    /**
     * Starts a refund as `sending`, or returns null when the payment already has a live one (the
     * index decides between racing requests). A `sending` row older than its lease was left by a
     * process that died mid-call: it is marked failed first, so the refund can be asked again.
     */
    async start(input: NewRefund): Promise<Refund | null> {
      await sql.query(
        `update public.refunds set status = 'failed', provider_message = 'Interrupted before Pesapal answered'
         where payment_id = $1 and status = 'sending' and updated_at < now() - make_interval(secs => $2)`,
        [input.paymentId, REFUND_LEASE_SECONDS],
      );
      const [row] = await sql.query(
        `insert into public.refunds (order_id, payment_id, amount_cents, reason, requested_by, requested_by_role, confirmation_code)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (payment_id) where status <> 'failed' do nothing
         returning *`,
        [input.orderId, input.paymentId, input.amountCents, input.reason, input.requestedBy, input.requestedByRole, input.confirmationCode],
      );
      return row ? toRefund(row) : null;
    },

    /** Pesapal took the request (its words kept). */
    async requested(id: string, message: string): Promise<Refund | null> {
      const [row] = await sql.query(
        `update public.refunds set status = 'requested', requested_at = now(), provider_message = $2 where id = $1 and status = 'sending' returning *`,
        [id, message.slice(0, 500)],
      );
      return row ? toRefund(row) : null;
    },

    /** Pesapal refused it, or could not be reached: the payment may be refunded again. */
    async failed(id: string, message: string): Promise<Refund | null> {
      const [row] = await sql.query(
        `update public.refunds set status = 'failed', provider_message = $2 where id = $1 and status = 'sending' returning *`,
        [id, message.slice(0, 500)],
      );
      return row ? toRefund(row) : null;
    },

    /**
     * Pesapal reports the payment REVERSED: its refund is done. The live one; else the latest that
     * failed (Pesapal took a request whose answer was lost). Null when the shop asked none (a refund
     * made in Pesapal's dashboard).
     */
    async completed(paymentId: string): Promise<Refund | null> {
      const [row] = await sql.query(
        `update public.refunds set status = 'completed', completed_at = now(), requested_at = coalesce(requested_at, now())
         where id = (select id from public.refunds where payment_id = $1 and status <> 'completed'
                     order by (status <> 'failed') desc, created_at desc limit 1)
           and not exists (select 1 from public.refunds where payment_id = $1 and status = 'completed')
         returning *`,
        [paymentId],
      );
      return row ? toRefund(row) : null;
    },

    /** Refunds asked (not failed) between `from` and `to`: how many, and what they return. */
    async asked(from: Date, to: Date): Promise<{ count: number; amountCents: number }> {
      const [row] = await sql.query(
        `select count(*) as n, coalesce(sum(amount_cents), 0) as cents from public.refunds
         where status in ('requested', 'completed') and requested_at >= $1 and requested_at < $2`,
        [from.toISOString(), to.toISOString()],
      );
      return { count: int(row?.n ?? 0), amountCents: int(row?.cents ?? 0) };
    },

    async live(paymentId: string): Promise<Refund | null> {
      const [row] = await sql.query(`select * from public.refunds where payment_id = $1 and status <> 'failed'`, [paymentId]);
      return row ? toRefund(row) : null;
    },

    async forOrder(orderId: string): Promise<Refund[]> {
      const rows = await sql.query(`select * from public.refunds where order_id = $1 order by created_at, id`, [orderId]);
      return rows.map(toRefund);
    },
  };
}
