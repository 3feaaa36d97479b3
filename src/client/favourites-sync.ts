import { favouritesSync } from '../lib/favourites/merge.ts';
import { $auth } from '../stores/auth.ts';
import { $wishlist, $wishlistSynced, onWishlistToggle, setWishlist, toggled, UNSENT_KEY, unsentPresses } from '../stores/wishlist.ts';
import * as account from './favourites.ts';
import { readStored, removeStored, writeStored } from './storage.ts';

/**
 * Keeps this browser's favourites and the signed-in account's in step (issue 46). The wishlist
 * store stays the UI's one source; this loads with the sign-in code (src/page-scripts/auth-ui/mount.ts),
 * which a page loads when the sign-in dialog or a signed-in shopper's menu opens, a heart is pressed
 * signed in, or the favourites page opens signed in: no catalogue page carries it on load (issue 49).
 *
 * - On sign-in a guest's list is merged into the account's, and the merged list kept here.
 * - On a page opened signed in, the account's list replaces this browser's: a heart removed on
 *   another phone is gone here too. Which of the two happens is told by the account this browser's
 *   list last mirrored (OWNER_KEY; src/lib/favourites/merge.ts).
 * - Each heart pressed here is sent at once; one the server did not take is undone, and `failed` says so.
 * - A heart pressed signed in before this loaded (or on a page left before it answered) waits in
 *   storage (unsentPresses): it is sent as soon as the account is known, before its list is read,
 *   so the account's list never overwrites it. One the network did not carry waits for the next page.
 * - On sign-out the account's list leaves this browser (a shared phone keeps no one's favourites).
 *
 * `api` is the server's door (./favourites.ts); tests pass their own.
 */
const OWNER_KEY = 'wishlist-owner';

/** The account took (or refused) the press that kept `id` `on`: forgotten, unless pressed again since. */
function pressSent(id: string, on: unknown): void {
  const { [id]: latest, ...rest } = unsentPresses();
  if (latest !== on) return;
  if (Object.keys(rest).length > 0) writeStored('local', UNSENT_KEY, JSON.stringify(rest));
  else removeStored('local', UNSENT_KEY);
}

export function syncFavourites(failed: () => void, api: typeof account = account): void {
  let user: string | null | undefined;

  const sendUnsent = () =>
    Promise.all(
      Object.entries(unsentPresses()).map(async ([id, on]) => {
        if (typeof on !== 'boolean') return pressSent(id, on);
        const answer = await api.setFavourite(id, on);
        if (answer.ok || answer.status !== 0) pressSent(id, on);
      }),
    );

  const follow = async (next: string | null): Promise<void> => {
    if (next === user) return;
    user = next;
    if (next === null) removeStored('local', UNSENT_KEY);
    else await sendUnsent();
    if (user !== next) return;
    const plan = favouritesSync(readStored('local', OWNER_KEY), next);
    if (plan === 'clear') {
      setWishlist([]);
      removeStored('local', OWNER_KEY);
    }
    if (plan === 'merge' || plan === 'adopt') {
      const answer = plan === 'merge' ? await api.mergeFavourites($wishlist.get()) : await api.accountFavourites();
      if (user !== next) return;
      if (answer.ok) {
        setWishlist(answer.data);
        writeStored('local', OWNER_KEY, next!);
      } else console.error('Favourites could not be kept in step with the account', answer.code, answer.message);
    }
    $wishlistSynced.set(true);
  };

  $auth.subscribe(({ user: signedIn, loading }) => {
    if (!loading) void follow(signedIn?.id ?? null);
  });

  onWishlistToggle((id, on) => {
    if (!user) return;
    void api.setFavourite(id, on).then((answer) => {
      pressSent(id, on);
      if (answer.ok) return;
      // Undone here too, unless pressed again meanwhile.
      if ($wishlist.get().includes(id) === on) setWishlist(toggled($wishlist.get(), id));
      failed();
    });
  });
}
