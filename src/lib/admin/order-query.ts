import { DELIVERY_STATUSES, ORDER_STATUSES, type DeliveryStatus, type OrderStatus } from '../order-types.ts';
import { PERIODS, type Period } from './periods.ts';

/**
 * What the admin orders table shows, as kept in its URL and sent to `GET /api/orders`: the same
 * names in both places, so the dashboard links straight into a filtered table. The API checks a
 * query with its schema (./order-query-schema.ts) and refuses a bad one; the orders page reads its
 * own URL here without a schema library (issue 27), keeping what it can.
 */

/** Rows per page of the admin orders table, unless the URL asks otherwise. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;
export const MAX_SEARCH_LENGTH = 100;

export interface OrderQuery {
  payment: OrderStatus[];
  delivery: DeliveryStatus[];
  period?: Period | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
}

/** The filters of a query without its paging: what a dashboard figure counts. */
export interface OrderFilter {
  payment?: readonly OrderStatus[] | undefined;
  delivery?: readonly DeliveryStatus[] | undefined;
  period?: Period | undefined;
  q?: string | undefined;
}

/** A comma-separated list (`payment=paid,cash_on_delivery`) as its parts, each once, blanks dropped. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The orders page's view of its URL: a valid query reads as the API reads it; a part that is not
 * (a status that does not exist, page 0) is left out or falls back to its default, so a mistyped
 * link still opens the table.
 */
export function readOrderQuery(params: URLSearchParams): OrderQuery {
  const listed = <T extends string>(name: string, allowed: readonly T[]) =>
    splitList(params.get(name) ?? '').filter((value): value is T => (allowed as readonly string[]).includes(value));
  const whole = (name: string, max: number, fallback: number) => {
    const text = params.get(name);
    const value = text === null || text.trim() === '' ? fallback : Number(text);
    return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
  };
  const period = PERIODS.find((known) => known === params.get('period'));
  const q = params.get('q')?.trim();
  return {
    payment: listed('payment', ORDER_STATUSES),
    delivery: listed('delivery', DELIVERY_STATUSES),
    ...(period ? { period } : {}),
    ...(q && q.length <= MAX_SEARCH_LENGTH ? { q } : {}),
    page: whole('page', MAX_PAGE, 1),
    pageSize: whole('pageSize', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  };
}

/** The query string for `query`, leaving out defaults so links stay short and stable. */
export function orderQueryToSearch(query: OrderFilter & Partial<Pick<OrderQuery, 'page' | 'pageSize'>>): string {
  const params = new URLSearchParams();
  if (query.payment?.length) params.set('payment', query.payment.join(','));
  if (query.delivery?.length) params.set('delivery', query.delivery.join(','));
  if (query.period) params.set('period', query.period);
  if (query.q) params.set('q', query.q);
  if (query.page && query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize && query.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}
