import { z } from 'zod';

/**
 * What GET, PUT and DELETE /api/favourites(/{productId}) and POST /api/favourites/merge answer: the
 * signed-in shopper's whole list after the call, oldest first. A product the catalogue no longer
 * lists stays in it (it may come back); pages leave it out.
 */
export const favouritesAnswer = z.object({
  favourites: z.array(z.object({ productId: z.string(), addedAt: z.string() })),
});
export type FavouritesAnswer = z.infer<typeof favouritesAnswer>;
