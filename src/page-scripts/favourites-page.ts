import { loadListingRecords } from '../client/listing.ts';
import { loadStock } from '../client/stock.ts';
import { storedSession } from '../client/auth/stored-session.ts';
import type { ListingRecord } from '../lib/filters/listing-record.ts';
import type { ShopperStock } from '../lib/stock/state.ts';
import { stockIdsToAsk } from '../lib/stock/stock-request.ts';
import { $wishlist, $wishlistSynced, toggleWishlist } from '../stores/wishlist.ts';
import { pageWords } from '../i18n/page-words.ts';
import { drawCard } from './listing-cards.ts';
import { loadAuthUi } from './auth-ui/load.ts';

/**
 * The favourites page: the saved products, newest first, each as a listing card with its price
 * and whether it can be bought (In stock, Only 3 left, Out of stock: the build's word, then the
 * live one from GET /api/stock, as the other cards), Add to Cart (the shared handler's) and a
 * Remove button. It follows the wishlist store, so a heart pressed in another tab shows here too;
 * signed in, the store holds the account's list (src/client/favourites-sync.ts), and the page waits
 * for it rather than call an empty browser empty. A product the shop no longer lists is left out.
 */
const root = document.querySelector<HTMLElement>('[data-favourites]');
const template = root?.querySelector<HTMLTemplateElement>('template[data-favourite-card]');

if (root && template) {
  const data = root.dataset;
  const grid = root.querySelector<HTMLUListElement>('[data-favourites-grid]')!;
  const status = root.querySelector<HTMLElement>('[data-favourites-status]')!;
  const empty = root.querySelector<HTMLElement>('[data-favourites-empty]')!;
  const heading = root.querySelector<HTMLElement>('h1')!;
  const sources = JSON.parse(data.sources ?? '[]') as string[];
  // The page's words (favourites.astro writes them): its own, the listing card's and the stock line's.
  const t = pageWords();
  /** The latest draw: an older one that finishes later draws nothing. */
  let generation = 0;
  /** The status line says 'Loading…' until the first draw, then what was removed. */
  let loading = true;
  /** After a removal, the place in the list whose Remove button takes the focus. */
  let focusAt: number | null = null;

  /**
   * A card's stock line and Add to Cart say `stock`: stockText's words (src/lib/stock/stock-words.ts),
   * said here without it, as importing it would split it out of the product page's one script.
   */
  const showStock = (li: HTMLElement, stock: ShopperStock): void => {
    const line = li.querySelector<HTMLElement>('.favourites__stock')!;
    const { state, left } = stock;
    line.textContent =
      state === 'out_of_stock'
        ? t('product.outOfStock')
        : state === 'low' && left !== null
          ? t('product.stockLow', { count: left })
          : t('product.inStock');
    line.dataset.state = stock.state;
    const add = li.querySelector<HTMLButtonElement>('button[data-add-to-cart]');
    const out = stock.state === 'out_of_stock';
    if (!add || add.disabled === out || add.classList.contains('is-added')) return;
    add.disabled = out;
    if (add.firstChild) add.firstChild.textContent = t(out ? 'card.unavailable' : 'card.addToCart');
  };

  const item = (record: ListingRecord): HTMLLIElement => {
    const li = drawCard(template, record, t);
    // Remove stands for the heart here.
    li.querySelector('[data-favourite]')?.remove();
    const line = document.createElement('p');
    line.className = 'favourites__stock';
    li.querySelector('.product-card__row')?.after(line);
    showStock(li, { state: record.inStock ? 'in_stock' : 'out_of_stock', left: null });
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'button button--ghost favourites__remove';
    remove.dataset.favouriteRemove = record.id;
    remove.dataset.name = record.name;
    const name = document.createElement('span');
    name.className = 'visually-hidden';
    name.textContent = `: ${record.name}`;
    remove.append(t('favourites.remove'), name);
    li.append(remove);
    return li;
  };

  const draw = async (ids: readonly string[]): Promise<void> => {
    const mine = ++generation;
    // Signed in: the account's list is on its way; an empty browser is not an empty list yet.
    if (ids.length === 0 && storedSession() !== null && !$wishlistSynced.get()) return;
    const records = ids.length === 0 ? [] : await loadListingRecords(sources);
    if (mine !== generation) return;
    if (!records) {
      status.textContent = t('favourites.loadFailed');
      return;
    }
    const byId = new Map(records.map((record) => [record.id, record]));
    const saved = [...ids].reverse().flatMap((id) => byId.get(id) ?? []);
    const items = saved.map(item);
    grid.replaceChildren(...items);
    empty.hidden = saved.length > 0;
    if (loading) status.textContent = '';
    loading = false;
    if (focusAt !== null) {
      const buttons = grid.querySelectorAll<HTMLButtonElement>('[data-favourite-remove]');
      (buttons[Math.min(focusAt, buttons.length - 1)] ?? heading).focus();
      focusAt = null;
    }
    // What can be bought now: the build's word stands until the answer, and where none comes.
    const stock = await loadStock(stockIdsToAsk(saved.map((record) => record.id)));
    if (mine !== generation || !stock) return;
    items.forEach((li, i) => {
      const now = stock.get(saved[i]!.id);
      if (now) showStock(li, now);
    });
  };

  grid.addEventListener('click', (event) => {
    const remove = (event.target as Element).closest<HTMLButtonElement>('[data-favourite-remove]');
    if (!remove) return;
    focusAt = [...grid.querySelectorAll('[data-favourite-remove]')].indexOf(remove);
    status.textContent = t('favourites.removed', { name: remove.dataset.name ?? '' });
    toggleWishlist(remove.dataset.favouriteRemove ?? '');
  });

  // Signed in, the page shows the account's list: its sync loads now, where catalogue pages load it on a press (issue 49).
  if (storedSession() !== null) void loadAuthUi();
  $wishlist.subscribe((ids) => void draw(ids));
  $wishlistSynced.listen(() => void draw($wishlist.get()));
}
