import { z } from 'zod';
import { DELIVERY_STATUSES, ORDER_STATUSES } from '../order-types.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, splitList, type OrderQuery } from './order-query.ts';
import { PERIODS } from './periods.ts';

/** A comma-separated list of allowed values (`payment=paid,cash_on_delivery`), each at most once. */
function listOf<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .transform(splitList)
    .pipe(z.array(z.enum(values)))
    .optional()
    .transform((list) => list ?? []);
}

/** `GET /api/orders`'s query (./order-query.ts names its parts): a value that is not one of these is refused, naming its field. */
const orderQuerySchema = z.object({
  /** Payment statuses (the order's status) to include; none means all. */
  payment: listOf(ORDER_STATUSES),
  /** Delivery statuses to include; none means all. */
  delivery: listOf(DELIVERY_STATUSES),
  /** Orders placed today, this week or this month on the shop's calendar. */
  period: z.enum(PERIODS).optional(),
  /** Order id (or its start), customer name, phone, e-mail, Pesapal tracking id or confirmation code. */
  q: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH)
    .optional()
    .transform((q) => q || undefined),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export type ParsedOrderQuery = { ok: true; query: OrderQuery } | { ok: false; error: z.ZodError };

/** Reads a query string (the last value of a repeated name wins); unknown names are ignored. */
export function parseOrderQuery(params: URLSearchParams | Record<string, string | undefined>): ParsedOrderQuery {
  const record = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
  const parsed = orderQuerySchema.safeParse(record);
  return parsed.success ? { ok: true, query: parsed.data } : { ok: false, error: parsed.error };
}
