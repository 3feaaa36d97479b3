import type { Row, Sql } from './sql.ts';
import type { PaymentMethod, NewPayment, Payment, PaymentStatus, PaymentStatusUpdate } from '../../lib/order-types.ts';
import { int, iso, isoOrNull, text, textOrNull } from './values.ts';

export function toPayment(row: Row): Payment {
  return {
    id: text(row.id),
    orderId: text(row.order_id),
    userId: textOrNull(row.user_id),
    provider: text(row.provider) as Payment['provider'],
    merchantReference: text(row.merchant_reference),
    orderTrackingId: textOrNull(row.order_tracking_id),
    status: text(row.status) as PaymentStatus,
    reportedMethod: textOrNull(row.payment_method),
    amountCents: int(row.amount_cents),
    currency: text(row.currency),
    confirmationCode: textOrNull(row.confirmation_code),
    statusMessage: textOrNull(row.status_message),
    statusReason: textOrNull(row.status_reason),
    completedAt: isoOrNull(row.completed_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** A payment with the method its order chose at checkout (the payment pages' status answer names both). */
export interface TrackedPayment extends Payment {
  chosenMethod: PaymentMethod;
}

/** payments: the attempts to pay an order, with Pesapal's answers kept in status_history. */
export function paymentsRepo(sql: Sql) {
  return {
    /** Starts a payment attempt; the order's user is copied so customers can list their own. */
    async create(input: NewPayment): Promise<Payment> {
      const [row] = await sql.query(
        `insert into public.payments (order_id, user_id, provider, merchant_reference, order_tracking_id, amount_cents, currency, payment_method)
         select o.id, o.user_id, $2, coalesce($3, o.id::text), $4, $5, $6, $7 from public.orders o where o.id = $1
         returning *`,
        [
          input.orderId,
          input.provider ?? 'pesapal',
          input.merchantReference ?? null,
          input.orderTrackingId ?? null,
          input.amountCents,
          input.currency ?? 'KES',
          input.reportedMethod ?? null,
        ],
      );
      if (!row) throw new Error(`No order ${input.orderId}`);
      return toPayment(row);
    },

    /** Stores Pesapal's order_tracking_id once SubmitOrderRequest answered. */
    async setTrackingId(paymentId: string, orderTrackingId: string): Promise<Payment> {
      const [row] = await sql.query(`update public.payments set order_tracking_id = $2 where id = $1 returning *`, [
        paymentId,
        orderTrackingId,
      ]);
      if (!row) throw new Error(`No payment ${paymentId}`);
      return toPayment(row);
    },

    /** The payment Pesapal knows by this tracking id, with the method its order chose at checkout. */
    async byTrackingId(orderTrackingId: string): Promise<TrackedPayment | null> {
      const [row] = await sql.query(
        `select p.*, o.payment_method as chosen_method from public.payments p join public.orders o on o.id = p.order_id
         where p.order_tracking_id = $1`,
        [orderTrackingId],
      );
      return row ? { ...toPayment(row), chosenMethod: text(row.chosen_method) as PaymentMethod } : null;
    },

    async byMerchantReference(merchantReference: string): Promise<Payment | null> {
      const [row] = await sql.query(`select * from public.payments where merchant_reference = $1`, [merchantReference]);
      return row ? toPayment(row) : null;
    },

    async listForOrder(orderId: string): Promise<Payment[]> {
      const rows = await sql.query(`select * from public.payments where order_id = $1 order by created_at desc, id`, [orderId]);
      return rows.map(toPayment);
    },

    /**
     * Records what a status check learned: appends the raw answer to the history and updates the
     * status. COMPLETED sets completed_at the first time only. Returns the payment before and after,
     * so the caller can tell a first confirmation from a repeat.
     */
    recordStatus(paymentId: string, update: PaymentStatusUpdate): Promise<{ before: Payment; after: Payment }> {
      return sql.transaction(async (tx) => {
        const [beforeRow] = await tx.query(`select * from public.payments where id = $1 for update`, [paymentId]);
        if (!beforeRow) throw new Error(`No payment ${paymentId}`);
        const entry = JSON.stringify([
          { at: new Date().toISOString(), source: update.source, status: update.status, raw: update.raw ?? null },
        ]);
        const [afterRow] = await tx.query(
          `update public.payments set
             status = $2,
             payment_method = coalesce($3, payment_method),
             confirmation_code = coalesce($4, confirmation_code),
             status_message = $5,
             status_reason = $7,
             completed_at = case when $2 = 'COMPLETED' then coalesce(completed_at, now()) else completed_at end,
             status_history = status_history || $6::text::jsonb
           where id = $1 returning *`,
          [
            paymentId,
            update.status,
            update.reportedMethod || null,
            update.confirmationCode || null,
            update.message ?? null,
            entry,
            update.reason?.trim().slice(0, 100) || null,
          ],
        );
        return { before: toPayment(beforeRow), after: toPayment(afterRow as Row) };
      });
    },

    /**
     * A cash order's record, completed once its drivers' collections cover what it owes: its amount
     * becomes what they brought in all (the goods and the fee the driver took), its code the M-PESA
     * receipt when the last collection had one, its history the collection that completed it.
     */
    async settleCash(paymentId: string, input: { amountCents: number; confirmationCode: string | null; raw: unknown }): Promise<void> {
      await sql.query(`update public.payments set amount_cents = $2 where id = $1 and provider = 'cash'`, [paymentId, input.amountCents]);
      await paymentsRepo(sql).recordStatus(paymentId, {
        status: 'COMPLETED',
        confirmationCode: input.confirmationCode,
        source: 'admin',
        raw: input.raw,
      });
    },

    /** The raw answers recorded for a payment, oldest first. */
    async statusHistory(paymentId: string): Promise<Array<{ at: string; source: string; status: PaymentStatus; raw: unknown }>> {
      const [row] = await sql.query<{ status_history: Array<{ at: string; source: string; status: PaymentStatus; raw: unknown }> }>(
        `select status_history from public.payments where id = $1`,
        [paymentId],
      );
      return row?.status_history ?? [];
    },
  };
}
