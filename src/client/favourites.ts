import type { favouritesAnswer } from '../api/favourites.ts';
import { MAX_FAVOURITES } from '../lib/favourites/limits.ts';
import { call, type AnswerOf, type ApiResult } from './api.ts';

/**
 * The signed-in shopper's favourites on the server (src/server/routes/favourites.ts): each call
 * answers the whole list after it, as product ids, oldest first, or the failure.
 */
type Answer = AnswerOf<typeof favouritesAnswer>;

const ids = (result: ApiResult<Answer>): ApiResult<string[]> =>
  result.ok ? { ok: true, data: result.data.favourites.map((favourite) => favourite.productId) } : result;

const path = (productId: string) => `/api/favourites/${encodeURIComponent(productId)}`;

/** The account's list. */
export async function accountFavourites(): Promise<ApiResult<string[]>> {
  return ids(await call<Answer>('/api/favourites', { auth: 'required' }));
}

/** Adds this browser's list (its newest MAX_FAVOURITES) to the account's, and answers the merged list. */
export async function mergeFavourites(productIds: readonly string[]): Promise<ApiResult<string[]>> {
  const body = { productIds: productIds.slice(-MAX_FAVOURITES) };
  return ids(await call<Answer>('/api/favourites/merge', { method: 'POST', body, auth: 'required' }));
}

/** Keeps one product (`on`) or lets it go. */
export async function setFavourite(productId: string, on: boolean): Promise<ApiResult<string[]>> {
  return ids(await call<Answer>(path(productId), { method: on ? 'PUT' : 'DELETE', auth: 'required' }));
}
