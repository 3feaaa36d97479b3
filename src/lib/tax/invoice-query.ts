import { z } from 'zod';
import { dayRange } from '../orders/cash-day.ts';
import { TAX_DOCUMENT_KINDS, type TaxDocumentKind, type TaxDocumentState } from './documents.ts';
import { completePeriod, INVOICE_STATES, MAX_PERIOD_DAYS, periodDays, type InvoicePeriod } from './invoice-period.ts';

/**
 * GET /api/admin/invoices and /export.csv's query, checked on the server: `from` and `to` as
 * calendar days (YYYY-MM-DD, inclusive; this month when left out), `kind` (invoice, credit_note),
 * `status` (the state the pages show: waiting, issued, failed) and `page` (from 1). A field that is
 * wrong is named in the 400.
 */

/** Documents per page of the list. */
export const INVOICE_PAGE_SIZE = 50;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && dayRange(value) !== null;

const day = z.string({ error: 'admin.invoices.error.day' }).refine(isDay, { error: 'admin.invoices.error.day' }).optional();

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const invoiceQuerySchema = z.object({
  from: z.preprocess(blankAsMissing, day),
  to: z.preprocess(blankAsMissing, day),
  kind: z.preprocess(blankAsMissing, z.enum(TAX_DOCUMENT_KINDS, { error: 'admin.invoices.error.kind' }).optional()),
  status: z.preprocess(blankAsMissing, z.enum(INVOICE_STATES, { error: 'admin.invoices.error.status' }).optional()),
  page: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'admin.invoices.error.page' })
      .int({ error: 'admin.invoices.error.page' })
      .min(1, { error: 'admin.invoices.error.page' })
      .max(100_000, { error: 'admin.invoices.error.page' })
      .default(1),
  ),
});

export interface InvoiceQuery {
  period: InvoicePeriod;
  kind: TaxDocumentKind | undefined;
  state: TaxDocumentState | undefined;
  page: number;
}

/** The query of a URL, or zod's error naming the field (`to` for a period that ends before it starts or runs past a year). */
export function parseInvoiceQuery(
  params: URLSearchParams,
  now: Date,
): { ok: true; query: InvoiceQuery } | { ok: false; error: z.core.$ZodError } {
  const parsed = invoiceQuerySchema
    .superRefine((q, ctx) => {
      // Zod runs this even when a day is wrong: that day's own issue says so.
      if ((q.from === undefined && q.to === undefined) || ![q.from, q.to].every((d) => d === undefined || isDay(d))) return;
      const period = completePeriod(q.from, q.to, now);
      const days = periodDays(period);
      if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'admin.invoices.error.order' });
      else if (days > MAX_PERIOD_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'admin.invoices.error.long' });
    })
    .safeParse(Object.fromEntries(params));
  if (!parsed.success) return { ok: false, error: parsed.error };
  const q = parsed.data;
  return { ok: true, query: { period: completePeriod(q.from, q.to, now), kind: q.kind, state: q.status, page: q.page } };
}
