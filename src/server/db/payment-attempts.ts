import type { Row, Sql } from './sql.ts';
import type { Payment } from '../../lib/order-types.ts';
import { toPayment } from './payments.ts';
import { iso, textOrNull } from './values.ts';

/** Where the SubmitOrderRequest of a payment attempt stands. */
export type SubmitState = 'submitting' | 'answered' | 'failed';

/** A payment attempt with what checkout needs to repeat or retry it. */
export interface PaymentAttempt extends Payment {
  /** Pesapal's hosted page for this attempt, once SubmitOrderRequest answered. */
  redirectUrl: string | null;
  submitState: SubmitState;
  /** When the attempt was claimed: an in-flight submit older than the door's timeout was abandoned. */
  claimedAt: string;
}

function toAttempt(row: Row): PaymentAttempt {
  return {
    ...toPayment(row),
    redirectUrl: textOrNull(row.redirect_url),
    submitState: row.submit_state as SubmitState,
    claimedAt: iso(row.created_at),
  };
}

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

export type PaymentAttemptsRepo = ReturnType<typeof paymentAttemptsRepo>;
