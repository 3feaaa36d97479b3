import type { AdminOrderPage } from '../api/admin.ts';
import type { StockImportAnswer } from '../api/stock-csv.ts';
import type { adminStockList, stockChangeAnswer, stockHistoryAnswer, StockFigures } from '../api/stock.ts';
import { stockListSearch, type StockListQuery } from '../lib/stock/stock-query.ts';
import { adminFile } from './admin-file.ts';
import { call, type AnswerOf, type ApiResult } from './api.ts';

/** The stock page's calls (issue 44), with the session's token; the server decides whether the caller is an admin. */

export type AdminStockListView = AnswerOf<typeof adminStockList>;
export type StockHistoryView = AnswerOf<typeof stockHistoryAnswer>;

const productPath = (productId: string) => `/api/admin/stock/${encodeURIComponent(productId)}`;

/** GET /api/admin/stock{search}: the path for a query, as useAdminData loads it. */
export const stockListPath = (query: StockListQuery) => `/api/admin/stock${stockListSearch(query)}`;

export function loadStockList(path: string): Promise<ApiResult<AdminStockListView>> {
  return call(path, { auth: 'required' });
}

/** A product's movements, newest first, a page at a time: `before` is the `next` of the page before. */
export function loadStockHistory(productId: string, before?: string): Promise<ApiResult<StockHistoryView>> {
  return call(`${productPath(productId)}/history${before ? `?before=${encodeURIComponent(before)}` : ''}`, { auth: 'required' });
}

async function change(path: string, method: 'PUT' | 'PATCH' | 'POST', body: object): Promise<ApiResult<StockFigures>> {
  const answer = await call<AnswerOf<typeof stockChangeAnswer>>(path, { method, body, auth: 'required' });
  return answer.ok ? { ok: true, data: answer.data.stock } : answer;
}

/** Sets the count on hand after a stocktake. */
export const setStockCount = (productId: string, body: { quantity: number; note?: string }) => change(productPath(productId), 'PUT', body);

/** Units in from a supplier. */
export const receiveStock = (productId: string, body: { quantity: number; note?: string }) =>
  change(`${productPath(productId)}/receive`, 'POST', body);

/** A correction up or down, with its reason. */
export const adjustStock = (productId: string, body: { change: number; reason: string }) =>
  change(`${productPath(productId)}/adjust`, 'POST', body);

/** The low-stock threshold. */
export const setLowThreshold = (productId: string, lowThreshold: number) => change(productPath(productId), 'PATCH', { lowThreshold });

/** Units of a delivered order taken back. */
export const takeBackReturn = (productId: string, body: { orderId: string; quantity: number; note?: string }) =>
  change(`${productPath(productId)}/return`, 'POST', body);

/**
 * The orders whose id starts with an 8-character reference, found through the orders desk's search
 * (GET /api/orders?q=, which matches an id's first characters): their ids.
 */
export async function ordersWithReference(reference: string): Promise<ApiResult<string[]>> {
  const answer = await call<AdminOrderPage>(`/api/orders?q=${encodeURIComponent(reference)}&pageSize=100`, { auth: 'required' });
  if (!answer.ok) return answer;
  const prefix = reference.toLowerCase();
  return { ok: true, data: answer.data.orders.map((order) => order.order_id).filter((id) => id.startsWith(prefix)) };
}

/** POST /api/admin/stock/import: a stocktake's CSV; a refusal carries each wrong line (`lines`) and changes nothing. */
export function importStockCsv(text: string, note: string): Promise<ApiResult<StockImportAnswer>> {
  const search = note ? `?note=${encodeURIComponent(note)}` : '';
  return call(`/api/admin/stock/import${search}`, { method: 'POST', body: text, contentType: 'text/csv', auth: 'required' });
}

/** GET /api/admin/stock/export.csv: the file and the name the server gives it. */
export function exportStockCsv(): Promise<ApiResult<{ file: Blob; name: string }>> {
  return adminFile('/api/admin/stock/export.csv', 'stock.csv');
}
