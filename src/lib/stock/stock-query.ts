/**
 * What the admin's stock page shows, as kept in its URL (`/admin/stock?filter=low`: the daily
 * low-stock e-mail links there) and sent to `GET /api/admin/stock`: the filter, the category and
 * the search by the same names in both places; the page of the table, its size and the product
 * opened stay in the page's URL only. Read without a schema library (the admin bundle carries no
 * zod), keeping what it can: a mistyped link still opens the page.
 */

/** all: every product; low: some available, at or below its threshold; out: none available; untracked: not counted. */
export const STOCK_FILTERS = ['all', 'low', 'out', 'untracked'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

const STOCK_PAGE_SIZE = 50;
const STOCK_MAX_PAGE_SIZE = 100;
export const STOCK_MAX_SEARCH = 100;

export interface StockListQuery {
  filter: StockFilter;
  category?: string | undefined;
  q?: string | undefined;
}

export interface StockPageQuery extends StockListQuery {
  page: number;
  pageSize: number;
  /** The product whose stock is open. */
  product?: string | undefined;
}

/** The page's view of its URL. */
export function readStockQuery(params: URLSearchParams): StockPageQuery {
  const text = (name: string, max: number) => {
    const value = params.get(name)?.trim();
    return value && value.length <= max ? value : undefined;
  };
  const whole = (name: string, max: number, fallback: number) => {
    const value = Number(params.get(name) ?? fallback);
    return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
  };
  const category = text('category', 100);
  const q = text('q', STOCK_MAX_SEARCH);
  const product = text('product', 200);
  return {
    filter: STOCK_FILTERS.find((known) => known === params.get('filter')) ?? 'all',
    ...(category ? { category } : {}),
    ...(q ? { q } : {}),
    page: whole('page', 100_000, 1),
    pageSize: whole('pageSize', STOCK_MAX_PAGE_SIZE, STOCK_PAGE_SIZE),
    ...(product ? { product } : {}),
  };
}

function filterParams(query: StockListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.filter !== 'all') params.set('filter', query.filter);
  if (query.category) params.set('category', query.category);
  if (query.q) params.set('q', query.q);
  return params;
}

const search = (params: URLSearchParams) => (params.toString() ? `?${params}` : '');

/** The API's query string: the filters only, defaults left out. */
export function stockListSearch(query: StockListQuery): string {
  return search(filterParams(query));
}

/** The page's query string: the filters, then the table's page and size and the product open, defaults left out. */
export function stockPageSearch(query: StockPageQuery): string {
  const params = filterParams(query);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== STOCK_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  if (query.product) params.set('product', query.product);
  return search(params);
}
