import type { InvoiceListAnswer, InvoiceRetryAnswer } from '../api/admin-invoices.ts';
import type { TaxDocumentKind, TaxDocumentState } from '../lib/tax/documents.ts';
import type { InvoicePeriod } from '../lib/tax/invoice-period.ts';
import { adminFile } from './admin-file.ts';
import { call, type ApiResult } from './api.ts';

/** The tax invoices' calls (issue 45), with the session's token; the server decides whether the caller is an admin. */

export interface InvoiceListQuery {
  period: InvoicePeriod | null;
  kind: TaxDocumentKind | null;
  state: TaxDocumentState | null;
  page: number;
}

/** The query as the page's address and the API's take it: ?from=&to=&kind=&status=&page= (what is left out, left out). */
export function invoiceSearch(query: InvoiceListQuery): string {
  const params = new URLSearchParams();
  if (query.period) {
    params.set('from', query.period.from);
    params.set('to', query.period.to);
  }
  if (query.kind) params.set('kind', query.kind);
  if (query.state) params.set('status', query.state);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /api/admin/invoices{search}. */
export function loadInvoiceList(path: string): Promise<ApiResult<InvoiceListAnswer>> {
  return call<InvoiceListAnswer>(path, { auth: 'required' });
}

/** POST /api/admin/orders/{orderId}/invoices/{documentId}/retry: a document KRA refused, queued again. */
export function retryInvoice(orderId: string, documentId: string): Promise<ApiResult<InvoiceRetryAnswer>> {
  return call<InvoiceRetryAnswer>(`/api/admin/orders/${encodeURIComponent(orderId)}/invoices/${encodeURIComponent(documentId)}/retry`, {
    method: 'POST',
    auth: 'required',
  });
}

/** GET /api/admin/invoices/export.csv?from=&to=: every document of the period, for the accountant. */
export function exportInvoiceCsv(period: InvoicePeriod): Promise<ApiResult<{ file: Blob; name: string }>> {
  return adminFile(`/api/admin/invoices/export.csv${invoiceSearch({ period, kind: null, state: null, page: 1 })}`, 'tax-invoices.csv');
}
