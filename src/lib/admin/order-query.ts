import { z } from 'zod';
import { DELIVERY_STATUSES, ORDER_STATUSES, type DeliveryStatus, type OrderStatus } from '../order-types.ts';
import { PERIODS, type Period } from './periods.ts';

/** Rows per page of the admin orders table, unless the URL asks otherwise. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** A comma-separated list of allowed values (`payment=paid,cash_on_delivery`), each at most once. */
function listOf<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .transform((text) => [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean))])
    .pipe(z.array(z.enum(values)))
    .optional()
    .transform((list) => list ?? []);
}

/**
 * What the admin orders table shows, as kept in its URL and sent to `GET /api/orders`: the same
 * names in both places, so the dashboard links straight into a filtered table.
 */
export const orderQuerySchema = z.object({
  /** Payment statuses (the order's status) to include; none means all. */
  payment: listOf(ORDER_STATUSES),
  /** Delivery statuses to include; none means all. */
  delivery: listOf(DELIVERY_STATUSES),
  /** Orders placed today, this week or this month on the shop's calendar. */
  period: z.enum(PERIODS).optional(),
  /** Order id (or its start), customer name, phone, e-mail, Pesapal tracking id or confirmation code. */
  q: z.string().trim().max(100).optional().transform((q) => q || undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
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

export type ParsedOrderQuery = { ok: true; query: OrderQuery } | { ok: false; error: z.ZodError };

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
