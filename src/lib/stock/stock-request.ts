/**
 * Which products a page asks `GET /api/stock` about (issue 44): each product it shows once, in the
 * order it shows them, at most STOCK_IDS_PER_REQUEST, so a page makes one request however many
 * cards it has. The first ones are asked when there are more: they are the ones in view.
 */

/** The most ids one request carries: the route refuses more (src/server/routes/stock.ts). */
export const STOCK_IDS_PER_REQUEST = 100;

/** The ids to ask about: well-formed (as the route takes them), each once, at most STOCK_IDS_PER_REQUEST. */
export function stockIdsToAsk(ids: readonly (string | null | undefined)[]): string[] {
  return [...new Set(ids.filter((id): id is string => /^[\w.-]{1,200}$/.test(id ?? '')))].slice(0, STOCK_IDS_PER_REQUEST);
}

/** The request's address for those ids (their characters need no escaping). */
export function stockPath(ids: readonly string[]): string {
  return `/api/stock?ids=${ids.join(',')}`;
}
