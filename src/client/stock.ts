import type { stockAnswer } from '../api/stock.ts';
import type { ShopperStock } from '../lib/stock/state.ts';
import { stockPath } from '../lib/stock/stock-request.ts';
import type { AnswerOf } from './api.ts';

/**
 * The live stock of products a page shows (GET /api/stock, issue 44), by id: what the page's
 * script and the cart correct the build's state with. The answer is public and cached for seconds:
 * catalogue pages let the browser keep it as the route says (`cache: 'default'`); the cart asks
 * anew each time it opens (`'no-store'`), as a shopper sent back from checkout must see the count
 * that refused them. Null when it cannot be had: the page keeps what it knew, and checkout stays
 * the authority.
 *
 * A plain fetch rather than `call()` (./api.ts): every catalogue page loads this, within its
 * 10 KB, and a public GET needs none of call()'s token, language or error reading (issue 44).
 */
export async function loadStock(
  ids: readonly string[],
  { cache = 'default', fetcher = fetch }: { cache?: RequestCache; fetcher?: typeof fetch } = {},
): Promise<Map<string, ShopperStock> | null> {
  if (ids.length === 0) return new Map();
  try {
    const response = await fetcher(stockPath(ids), { cache, headers: { accept: 'application/json' } });
    const answer = (response.ok ? await response.json() : null) as Partial<AnswerOf<typeof stockAnswer>> | null;
    if (!Array.isArray(answer?.stock)) return null;
    return new Map(answer.stock.map(({ id, state, left }) => [id, { state, left }]));
  } catch {
    return null;
  }
}
