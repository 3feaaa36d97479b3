import type { Row, Sql } from './sql.ts';
import type { Payment } from '../../lib/order-types.ts';
import { toPayment } from './payments.ts';
import { REFUND_LEASE_SECONDS } from './refunds.ts';
import { int, iso, isoOrNull, textOrNull } from './values.ts';

/** Where the SubmitOrderRequest of a payment attempt stands. */
type SubmitState = 'submitting' | 'answered' | 'failed';

/** A payment attempt with what checkout needs to repeat or retry it. */
export interface PaymentAttempt extends Payment {
  /** Pesapal's hosted page for this attempt, once SubmitOrderRequest answered. */
  redirectUrl: string | null;
  submitState: SubmitState;
  /** When the attempt was claimed: an in-flight submit older than the door's timeout was abandoned. */
  claimedAt: string;
  /** Closing its page or returning its money after the order ended (orders/settle.ts): failed tries, when to try next, and why it failed. */
  settle: { tries: number; nextAt: string | null; error: string | null };
  /** Kept by the shop as a lay-by's cancellation fee when the plan ended: never returned (lib/layby/refunds.ts). */
  keptAsFee: boolean;
}

function toAttempt(row: Row): PaymentAttempt {
  return {
    ...toPayment(row),
    redirectUrl: textOrNull(row.redirect_url),
    submitState: row.submit_state as SubmitState,
    claimedAt: iso(row.created_at),
    settle: { tries: int(row.settle_tries ?? 0), nextAt: isoOrNull(row.settle_next_at), error: textOrNull(row.settle_error) },
    keptAsFee: row.kept_as_fee === true,
  };
}

/** A refund that is not live: refused, or left `sending` past its lease by a process that died (refunds.ts). */
const LIVE_REFUND = `r.status <> 'failed' and not (r.status = 'sending' and r.updated_at < now() - make_interval(secs => ${REFUND_LEASE_SECONDS}))`;

/**
 * Payment attempts of online checkout. `claim` is the lock: the partial unique index
 * payments_one_submit_in_flight lets one attempt per order be 'submitting', and merchant
 * references are unique, so of many concurrent claims exactly one wins.
 */
export function paymentAttemptsRepo(sql: Sql) {
  return {
    /** An attempt, locked until the transaction ends (status updates decide under this lock). */
    async lock(paymentId: string): Promise<PaymentAttempt | null> {
      const [row] = await sql.query(`select * from public.payments where id = $1 for update`, [paymentId]);
      return row ? toAttempt(row) : null;
    },

    /** The order a payment belongs to (it never changes): its row is locked before the payment's, always in that order. */
    async orderIdOf(paymentId: string): Promise<string | null> {
      const [row] = await sql.query<{ order_id: string }>(`select order_id from public.payments where id = $1`, [paymentId]);
      return row?.order_id ?? null;
    },

    /** The order's attempts, newest first. */
    async forOrder(orderId: string): Promise<PaymentAttempt[]> {
      const rows = await sql.query(`select * from public.payments where order_id = $1 order by created_at desc, merchant_reference desc`, [
        orderId,
      ]);
      return rows.map(toAttempt);
    },

    /** Starts an attempt in state 'submitting'; null when another request holds the claim. */
    async claim(input: {
      orderId: string;
      merchantReference: string;
      amountCents: number;
      currency: string;
    }): Promise<PaymentAttempt | null> {
      const [row] = await sql.query(
        `insert into public.payments (order_id, user_id, provider, merchant_reference, amount_cents, currency, submit_state)
         select o.id, o.user_id, 'pesapal', $2, $3, $4, 'submitting' from public.orders o where o.id = $1
         on conflict do nothing returning *`,
        [input.orderId, input.merchantReference, input.amountCents, input.currency],
      );
      return row ? toAttempt(row) : null;
    },

    /** SubmitOrderRequest answered: keep the tracking id and the hosted page. */
    async answered(paymentId: string, orderTrackingId: string, redirectUrl: string): Promise<PaymentAttempt> {
      const [row] = await sql.query(
        `update public.payments set submit_state = 'answered', order_tracking_id = $2, redirect_url = $3 where id = $1 returning *`,
        [paymentId, orderTrackingId, redirectUrl],
      );
      if (!row) throw new Error(`No payment ${paymentId}`);
      return toAttempt(row);
    },

    /** SubmitOrderRequest failed (or was abandoned): the attempt is over and the next one may start. */
    async failed(paymentId: string, message: string): Promise<void> {
      await sql.query(
        `update public.payments set submit_state = 'failed', status = 'FAILED', status_message = left($2, 500),
           status_history = status_history || jsonb_build_array(jsonb_build_object('at', now(), 'source', 'submit', 'status', 'FAILED', 'raw', $2::text))
         where id = $1 and submit_state = 'submitting'`,
        [paymentId, message],
      );
    },

    /** Whether the payment has a refund asked, being asked or done (one left `sending` by a crash does not count). */
    async hasLiveRefund(paymentId: string): Promise<boolean> {
      const rows = await sql.query(`select 1 from public.refunds r where r.payment_id = $1 and ${LIVE_REFUND}`, [paymentId]);
      return rows.length > 0;
    },

    /**
     * Pesapal closed the attempt's page at the shop's request (CancelOrder): it reads CANCELLED, with
     * the step in its history, and owes nothing more. False when it was no longer open (it moved meanwhile).
     */
    async closed(paymentId: string, message: string): Promise<boolean> {
      const rows = await sql.query(
        `update public.payments set status = 'CANCELLED', status_message = left($2, 500),
           status_history = status_history || jsonb_build_array(jsonb_build_object('at', now(), 'source', 'cancel', 'status', 'CANCELLED', 'raw', $2::text)),
           settle_tries = 0, settle_next_at = null, settle_error = null
         where id = $1 and status in ('PENDING', 'FAILED') returning id`,
        [paymentId, message],
      );
      return rows.length > 0;
    },

    /**
     * Closing the page or returning the money failed: counted, and tried again `waitMs(tries)` after
     * `now`. Answers how many tries have failed now.
     */
    async settleFailed(paymentId: string, error: string, now: Date, waitMs: (tries: number) => number): Promise<number> {
      const [row] = await sql.query<{ settle_tries: number }>(
        `update public.payments set settle_tries = settle_tries + 1, settle_error = left($2, 500) where id = $1 returning settle_tries`,
        [paymentId, error],
      );
      const tries = int(row?.settle_tries ?? 0);
      await sql.query(`update public.payments set settle_next_at = $2 where id = $1`, [
        paymentId,
        new Date(now.getTime() + waitMs(tries)).toISOString(),
      ]);
      return tries;
    },

    /** What was owed on the payment is done (its refund asked): the schedule is cleared. */
    async settled(paymentId: string): Promise<void> {
      await sql.query(
        `update public.payments set settle_tries = 0, settle_next_at = null, settle_error = null where id = $1 and settle_tries > 0`,
        [paymentId],
      );
    },

    /**
     * The orders that owe something on a payment and are due to try again at `now`, at most
     * `limit`, longest waiting first: an order that has ended (cancelled, or its refund asked or
     * done) with a page still open at Pesapal, or a completed payment without a live refund. The
     * step itself is decided again per payment (lib/orders/settle.ts). After `maxTries` failures
     * the sweep leaves a payment to the team.
     */
    async dueForSettling(now: Date, limit: number, maxTries: number): Promise<string[]> {
      const rows = await sql.query<{ order_id: string }>(
        `select p.order_id, min(coalesce(p.settle_next_at, p.updated_at)) as since
           from public.payments p join public.orders o on o.id = p.order_id
          where p.provider = 'pesapal'
            and p.status in ('PENDING', 'FAILED', 'COMPLETED')
            and (o.cancelled_at is not null or o.delivery_status = 'cancelled' or o.status in ('cancelled', 'refund_requested', 'refunded'))
            and (p.settle_next_at is null or p.settle_next_at <= $1)
            and p.settle_tries < $3
            and ((p.status = 'COMPLETED' and not p.kept_as_fee and not exists (select 1 from public.refunds r where r.payment_id = p.id and ${LIVE_REFUND}))
              or (p.status in ('PENDING', 'FAILED') and p.submit_state = 'answered' and p.order_tracking_id is not null))
          group by p.order_id order by since limit $2`,
        [now.toISOString(), limit, maxTries],
      );
      return rows.map((row) => row.order_id);
    },

    /**
     * An answered attempt whose page can no longer be paid (Pesapal does not know it, or cancelled
     * it): over, so that the next one may start. Never one that Pesapal reported paid or reversed.
     * False when the attempt was not retired (it moved meanwhile).
     */
    async retire(paymentId: string, message: string): Promise<boolean> {
      const rows = await sql.query(
        `update public.payments set submit_state = 'failed', status = case when status = 'PENDING' then 'FAILED' else status end,
           status_message = left($2, 500),
           status_history = status_history || jsonb_build_array(jsonb_build_object('at', now(), 'source', 'submit',
             'status', case when status = 'PENDING' then 'FAILED' else status end, 'raw', $2::text))
         where id = $1 and submit_state = 'answered' and status in ('PENDING', 'FAILED', 'CANCELLED') returning id`,
        [paymentId, message],
      );
      return rows.length > 0;
    },
  };
}
