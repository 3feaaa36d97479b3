import { MAX_FAVOURITES } from './limits.ts';

/**
 * Which of this browser's favourites join the account's on sign-in: those the account lacks and
 * the catalogue sells, each once, in the browser's order (oldest first), as many as the cap leaves
 * room for (the browser's newest kept when it does not leave room for all). The account's own are
 * never dropped. Pure: the API's merge (src/server/routes/favourites.ts) and its tests use it.
 */
export function favouritesToAdd(
  account: readonly string[],
  browser: readonly string[],
  sold: (productId: string) => boolean,
  max: number = MAX_FAVOURITES,
): string[] {
  const have = new Set(account);
  const fresh = [...new Set(browser)].filter((id) => !have.has(id) && sold(id));
  const room = Math.max(0, max - have.size);
  return room === 0 ? [] : fresh.slice(-room);
}

/**
 * What the browser does with its list when it learns who is signed in. `owner` is the account
 * the browser's list last mirrored (kept beside it), null for a guest's list:
 *   - merge: a guest's list meets an account: it is sent to be merged, and the answer kept;
 *   - adopt: the list mirrors an account already (this one, or one signed in here before whose
 *     sign-out this browser did not see): the account's list replaces it, so a heart removed on
 *     another phone goes here too, and one account's list never joins another's;
 *   - clear: signed out after being signed in: the account's list leaves this browser;
 *   - keep: a guest stays a guest.
 */
export type FavouritesSync = 'merge' | 'adopt' | 'clear' | 'keep';

export function favouritesSync(owner: string | null, user: string | null): FavouritesSync {
  if (user === null) return owner === null ? 'keep' : 'clear';
  return owner === null ? 'merge' : 'adopt';
}
