import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { FavouritesAnswer } from '../../api/favourites.ts';
import { favouritesToAdd } from '../../lib/favourites/merge.ts';
import { MAX_FAVOURITES } from '../../lib/favourites/limits.ts';
import { favouriteProductId, favouritesMergeRequest } from '../../lib/favourites/request.ts';
import { signedIn, type AuthEnv } from '../auth/middleware.ts';
import type { SignedInUsers } from '../auth/signed-in.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { Database } from '../db/index.ts';
import type { Favourite } from '../db/favourites.ts';
import { ApiError, validationError } from '../errors.ts';
import { jsonBody } from '../request-body.ts';

const productPath = z.object({ productId: favouriteProductId });

/**
 * The signed-in shopper's favourites (issue 46): GET the list; PUT /{productId} keeps one (404 for a
 * product the catalogue does not list, 409 FAVOURITES_FULL past MAX_FAVOURITES); DELETE /{productId}
 * lets one go; POST /merge adds this browser's list on sign-in, leaving out what the catalogue no
 * longer lists and what does not fit. Each answers the whole list after it. Rate-limited in app.ts.
 */
export function favouritesRoutes(deps: { db: Database; users: SignedInUsers; catalogue: CatalogueSource }) {
  const { db } = deps;
  const answer = (c: Context<AuthEnv>, favourites: Favourite[], status: 200 = 200) =>
    c.json({ favourites } satisfies FavouritesAnswer, status);
  const productIdOf = (c: Context<AuthEnv>): string => {
    const parsed = productPath.safeParse({ productId: c.req.param('productId') });
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data.productId;
  };
  const sold = async (): Promise<(productId: string) => boolean> => {
    const { products } = await deps.catalogue();
    return (productId) => Object.hasOwn(products, productId);
  };

  const signed = signedIn(deps.users);
  return new Hono<AuthEnv>()
    .get('/', signed, async (c) => answer(c, await db.favourites.list(c.get('user').id)))
    .post('/merge', signed, async (c) => {
      const parsed = favouritesMergeRequest.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const userId = c.get('user').id;
      const favourites = await db.transaction(async (tx) => {
        const account = (await tx.favourites.list(userId)).map((f) => f.productId);
        return tx.favourites.addAll(userId, favouritesToAdd(account, parsed.data.productIds, await sold()));
      });
      return answer(c, favourites);
    })
    .put('/:productId', signed, async (c) => {
      const productId = productIdOf(c);
      if (!(await sold())(productId)) throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'api.error.productNotFound', 'productId');
      const userId = c.get('user').id;
      const outcome = await db.favourites.add(userId, productId, MAX_FAVOURITES);
      if (outcome === 'full') throw new ApiError(409, 'FAVOURITES_FULL', 'favourites.error.full', 'productId', { max: MAX_FAVOURITES });
      return answer(c, await db.favourites.list(userId));
    })
    .delete('/:productId', signed, async (c) => {
      const userId = c.get('user').id;
      await db.favourites.remove(userId, productIdOf(c));
      return answer(c, await db.favourites.list(userId));
    });
}
