import type { ControlUnitSignature, TaxDocument, TaxDocumentKind, TaxDocumentLine, TaxDocumentStatus } from '../../lib/tax/documents.ts';
import type { TaxType } from '../../lib/tax/tax-types.ts';
import type { TaxTypeTotals } from '../../lib/tax/vat.ts';
import type { Sql } from './sql.ts';
import { int, isoOrNull } from './values.ts';
import { etimsRegistryRepo, type BranchKey } from './etims-registry.ts';
import { toDocument } from './tax-document-rows.ts';
import { PERIOD_WHERE, periodParams } from './tax-reports.ts';

/** What prepare.ts makes of a queued document: its lines and sums, and who it is made out to. */
export interface PreparedDocument {
  lines: TaxDocumentLine[];
  taxableCents: number;
  vatCents: number;
  byType: Record<TaxType, TaxTypeTotals>;
  buyer: { name: string; pin: string } | null;
}

/** What KRA signed a document with. */
export interface SignedReceipt {
  signature: ControlUnitSignature;
  resultDt: string | null;
  qrUrl: string;
}

export interface TaxDocumentPeriod {
  /** ISO instants; documents whose tax point is in [from, to). */
  from: string;
  to: string;
  kind?: TaxDocumentKind | undefined;
  /** One status, or any of several (the pages' waiting is queued or sending). */
  status?: TaxDocumentStatus | readonly TaxDocumentStatus[] | undefined;
  limit: number;
  offset: number;
}

export interface TaxBacklog {
  /** Queued or sending. */
  waiting: number;
  /** When the longest-waiting one was queued; null when none waits. */
  oldestWaitingSince: string | null;
  failed: number;
}

/**
 * public.tax_documents and the eTIMS tables (migration 20261130000300). The triggers queue the
 * documents; the reads are the pages' and the admin's; the rest is the worker's (src/server/etims/worker.ts),
 * which holds the branch's lease (claimBranch) while it numbers and sends.
 */
export function taxDocumentsRepo(sql: Sql) {
  return {
    async forOrder(orderId: string): Promise<TaxDocument[]> {
      const rows = await sql.query(`select * from public.tax_documents where order_id = $1 order by created_at, id`, [orderId]);
      return rows.map(toDocument);
    },

    async byId(id: string): Promise<TaxDocument | null> {
      const [row] = await sql.query(`select * from public.tax_documents where id = $1`, [id]);
      return row ? toDocument(row) : null;
    },

    /** Invoices and credit notes whose tax point falls in the period, oldest first, with how many there are in all. */
    async list(period: TaxDocumentPeriod): Promise<{ documents: TaxDocument[]; total: number }> {
      const where = PERIOD_WHERE;
      const statuses = period.status === undefined ? undefined : typeof period.status === 'string' ? [period.status] : period.status;
      const params = periodParams({ ...period, statuses });
      const rows = await sql.query(
        `select * from public.tax_documents where ${where} order by occurred_at, created_at, id limit $5 offset $6`,
        [...params, period.limit, period.offset],
      );
      const [count] = await sql.query(`select count(*) as n from public.tax_documents where ${where}`, params);
      return { documents: rows.map(toDocument), total: int(count?.n ?? 0) };
    },

    /** How the queue stands: for the health line and the dashboard. */
    async backlog(): Promise<TaxBacklog> {
      const [row] = await sql.query(
        `select count(*) filter (where status in ('queued', 'sending')) as waiting,
                min(created_at) filter (where status in ('queued', 'sending')) as oldest,
                count(*) filter (where status = 'failed') as failed
           from public.tax_documents where status <> 'signed'`,
      );
      return { waiting: int(row?.waiting ?? 0), oldestWaitingSince: isoOrNull(row?.oldest), failed: int(row?.failed ?? 0) };
    },

    /** The team's retry of a document KRA refused: queued again, due now; null when it is not failed. */
    async retry(id: string): Promise<TaxDocument | null> {
      const [row] = await sql.query(
        `update public.tax_documents set status = 'queued', attempts = 0, next_attempt_at = now(), lines = null
          where id = $1 and status = 'failed' returning *`,
        [id],
      );
      return row ? toDocument(row) : null;
    },

    // The worker's.

    /** Whether any document waits (queued or sending): one look at a partial index, what an idle round costs. */
    async anyOpen(): Promise<boolean> {
      const rows = await sql.query(`select 1 from public.tax_documents where status in ('queued', 'sending') limit 1`);
      return rows.length > 0;
    },

    /** Queued documents not yet prepared (their lines made), oldest first. */
    async unprepared(limit: number): Promise<TaxDocument[]> {
      const rows = await sql.query(
        `select * from public.tax_documents where status = 'queued' and lines is null order by created_at, id limit $1`,
        [limit],
      );
      return rows.map(toDocument);
    },

    async prepared(id: string, prepared: PreparedDocument): Promise<void> {
      await sql.query(
        `update public.tax_documents set lines = $2::text::jsonb, taxable_cents = $3, vat_cents = $4, by_type = $5::text::jsonb,
           buyer_name = $6, buyer_pin = $7
         where id = $1 and status = 'queued'`,
        [
          id,
          JSON.stringify(prepared.lines),
          prepared.taxableCents,
          prepared.vatCents,
          JSON.stringify(prepared.byType),
          prepared.buyer?.name ?? null,
          prepared.buyer?.pin ?? null,
        ],
      );
    },

    /** A document that cannot be made (no invoice to credit, say): failed with the reason, for the team. */
    async cannotPrepare(id: string, message: string): Promise<void> {
      await sql.query(
        `update public.tax_documents set status = 'failed', result_cd = null, result_msg = $2 where id = $1 and status = 'queued'`,
        [id, message.slice(0, 1000)],
      );
    },

    /**
     * Takes the branch for `leaseMs`: only the holder numbers and sends, so documents reach KRA one
     * at a time and in order. False while another worker holds it.
     */
    async claimBranch(key: BranchKey, owner: string, leaseMs: number): Promise<boolean> {
      await sql.query(`insert into public.etims_sequences (env, tin, branch_id) values ($1, $2, $3) on conflict do nothing`, [
        key.env,
        key.tin,
        key.branchId,
      ]);
      const rows = await sql.query(
        `update public.etims_sequences set locked_until = now() + make_interval(secs => $5::float8 / 1000), lock_owner = $4
          where env = $1 and tin = $2 and branch_id = $3 and (locked_until is null or locked_until < now() or lock_owner = $4)
          returning 1`,
        [key.env, key.tin, key.branchId, owner, leaseMs],
      );
      return rows.length > 0;
    },

    async releaseBranch(key: BranchKey, owner: string): Promise<void> {
      await sql.query(
        `update public.etims_sequences set locked_until = null, lock_owner = null
          where env = $1 and tin = $2 and branch_id = $3 and lock_owner = $4`,
        [key.env, key.tin, key.branchId, owner],
      );
    },

    /**
     * The branch's next document: one numbered and sent whose answer never came (it must be settled
     * before any other number is used), else the oldest prepared and due one, a credit note only once
     * its invoice is signed. Null when none is due.
     */
    async head(key: BranchKey): Promise<TaxDocument | null> {
      const [sending] = await sql.query(
        `select *, next_attempt_at <= now() as due from public.tax_documents
          where status = 'sending' and env = $1 and tin = $2 and branch_id = $3 order by invc_no limit 1`,
        [key.env, key.tin, key.branchId],
      );
      if (sending) return sending.due === true ? toDocument(sending) : null;
      const [queued] = await sql.query(
        `select d.* from public.tax_documents d
          where d.status = 'queued' and d.lines is not null and d.next_attempt_at <= now()
            and (d.original_id is null or exists (select 1 from public.tax_documents o where o.id = d.original_id and o.status = 'signed'))
          order by d.created_at, d.id limit 1`,
      );
      return queued ? toDocument(queued) : null;
    },

    /**
     * Gives the document the branch's next number and keeps the request it is sent with, in one
     * transaction: 'sending' from here until KRA's answer is recorded.
     */
    async number(
      id: string,
      key: BranchKey,
      request: (invcNo: number, orgInvcNo: number) => Record<string, unknown>,
    ): Promise<{ invcNo: number; request: Record<string, unknown> }> {
      return sql.transaction(async (tx) => {
        const [seq] = await tx.query(
          `update public.etims_sequences set last_invc_no = last_invc_no + 1 where env = $1 and tin = $2 and branch_id = $3
           returning last_invc_no`,
          [key.env, key.tin, key.branchId],
        );
        const invcNo = int(seq?.last_invc_no);
        const [original] = await tx.query(
          `select o.invc_no from public.tax_documents d join public.tax_documents o on o.id = d.original_id where d.id = $1`,
          [id],
        );
        const orgInvcNo = original ? int(original.invc_no) : 0;
        const body = request(invcNo, orgInvcNo);
        const updated = await tx.query(
          `update public.tax_documents set status = 'sending', env = $2, tin = $3, branch_id = $4, invc_no = $5, org_invc_no = $6,
             request = $7::text::jsonb, attempts = attempts + 1, result_cd = null, result_msg = null
           where id = $1 and status = 'queued' returning id`,
          [id, key.env, key.tin, key.branchId, invcNo, original ? orgInvcNo : null, JSON.stringify(body)],
        );
        if (updated.length === 0) throw new Error(`Tax document ${id} is no longer queued`);
        return { invcNo, request: body };
      });
    },

    async signed(id: string, receipt: SignedReceipt): Promise<void> {
      const s = receipt.signature;
      await sql.query(
        `update public.tax_documents set status = 'signed', signed_at = now(), sdc_id = $2, mrc_no = $3, cur_rcpt_no = $4,
           tot_rcpt_no = $5, intrl_data = $6, rcpt_sign = $7, cu_signed_at = $8::text::timestamptz, sdc_date_time = $8::text, result_cd = '000',
           result_msg = null, result_dt = $9, qr_url = $10
         where id = $1 and status = 'sending'`,
        [
          id,
          s.sdcId,
          s.mrcNo,
          s.receiptNumber,
          s.totalReceiptNumber,
          s.internalData,
          s.signature,
          s.signedAt,
          receipt.resultDt,
          receipt.qrUrl,
        ],
      );
    },

    /**
     * KRA refused it: failed with KRA's code and message, and its number given back (the sequence
     * steps back), so the next document takes it and no gap is left. Only the lease holder numbers,
     * so the number is the branch's last.
     */
    async refused(id: string, code: string | null, message: string): Promise<void> {
      await sql.transaction(async (tx) => {
        const [doc] = await tx.query(`select env, tin, branch_id, invc_no from public.tax_documents where id = $1 for update`, [id]);
        if (!doc || doc.invc_no === null) return;
        const given = await tx.query(
          `update public.etims_sequences set last_invc_no = last_invc_no - 1
            where env = $1 and tin = $2 and branch_id = $3 and last_invc_no = $4 returning 1`,
          [doc.env, doc.tin, doc.branch_id, doc.invc_no],
        );
        if (given.length === 0) throw new Error(`Tax document ${id}: its number ${String(doc.invc_no)} is not the branch's last`);
        await tx.query(
          `update public.tax_documents set status = 'failed', invc_no = null, org_invc_no = null, result_cd = $2, result_msg = $3
            where id = $1`,
          [id, code, message.slice(0, 1000)],
        );
      });
    },

    /** No answer (KRA down, a timeout): stays as it is, due again after `delayMs`, with why. */
    async later(id: string, message: string, delayMs: number): Promise<void> {
      await sql.query(
        `update public.tax_documents set result_cd = null, result_msg = $2, next_attempt_at = now() + make_interval(secs => $3::float8 / 1000)
          where id = $1 and status in ('queued', 'sending')`,
        [id, message.slice(0, 1000), delayMs],
      );
    },

    /** Sent once more under the same number (after KRA said it does not have it): counts the attempt. */
    async resending(id: string): Promise<void> {
      await sql.query(`update public.tax_documents set attempts = attempts + 1 where id = $1 and status = 'sending'`, [id]);
    },
    ...etimsRegistryRepo(sql),
  };
}
