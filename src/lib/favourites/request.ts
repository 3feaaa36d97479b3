import { z } from 'zod';
import type { MessageKey } from '../../i18n/index.ts';
import { MAX_FAVOURITES } from './limits.ts';

const says = (key: MessageKey) => ({ error: key });

/** A product's catalogue id, as a path parameter or in a list: 1 to 200 characters, as the table keeps it. */
export const favouriteProductId = z
  .string(says('favourites.error.productId'))
  .trim()
  .min(1, says('favourites.error.productId'))
  .max(200, says('favourites.error.productId'));

/**
 * POST /api/favourites/merge: this browser's favourites, oldest first, to add to the account's
 * (the browser sends at most MAX_FAVOURITES, its newest).
 */
export const favouritesMergeRequest = z.object({
  productIds: z.array(favouriteProductId, says('favourites.error.productIds')).max(MAX_FAVOURITES, says('favourites.error.productIds')),
});
