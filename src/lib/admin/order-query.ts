import * as z from 'zod/mini';
import { DELIVERY_STATUSES, ORDER_STATUSES, type DeliveryStatus, type OrderStatus } from '../order-types.ts';
import { PERIODS, type Period } from './periods.ts';

/** Rows per page of the admin orders table, unless the URL asks otherwise. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** A comma-separated list of allowed values (`payment=paid,cash_on_delivery`), each at most once. */
function listOf<T extends readonly [string, ...string[]]>(values: T) {
  const parts = z.transform((text: string | undefined) => (text === undefined ? [] : [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean))]));
  return z.pipe(z.pipe(z.optional(z.string()), parts), z.array(z.enum(values)));
}

/** A whole number from 1 to `max` in the URL, `fallback` when absent. */
const count = (max: number, fallback: number) => z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(max))), fallback);

/**
 * What the admin orders table shows, as kept in its URL and sent to `GET /api/orders`: the same
 * names in both places, so the dashboard links straight into a filtered table. Written with zod's
 * smaller build (`zod/mini`): the orders page reads its URL with it too (issue 27).
 */
export const orderQuerySchema = z.object({
  /** Payment statuses (the order's status) to include; none means all. */
  payment: listOf(ORDER_STATUSES),
  /** Delivery statuses to include; none means all. */
  delivery: listOf(DELIVERY_STATUSES),
  /** Orders placed today, this week or this month on the shop's calendar. */
  period: z.optional(z.enum(PERIODS)),
  /** Order id (or its start), customer name, phone, e-mail, Pesapal tracking id or confirmation code. */
  q: z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(100))), z.transform((q: string | undefined) => q || undefined)),
  page: count(100_000, 1),
  pageSize: count(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});

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

export type ParsedOrderQuery = { ok: true; query: OrderQuery } | { ok: false; error: z.core.$ZodError };

/** Reads a query string (the last value of a repeated name wins); unknown names are ignored. */
export function parseOrderQuery(params: URLSearchParams | Record<string, string | undefined>): ParsedOrderQuery {
  const record = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
  const parsed = orderQuerySchema.safeParse(record);
  return parsed.success ? { ok: true, query: parsed.data } : { ok: false, error: parsed.error };
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
