import { loadListingRecords } from '../client/listing.ts';
import type { ListingRecord } from '../lib/filters/listing-record.ts';
import { $wishlist, toggleWishlist } from '../stores/wishlist.ts';
import { fill } from '../i18n/fill.ts';
import { drawCard } from './listing-cards.ts';

/**
 * The favourites page: the saved products, newest first, each as a listing card (Add to Cart is
 * the shared handler's) with a Remove button. It follows the wishlist store, so a heart pressed
 * in another tab shows here too. A product the shop no longer lists is left out.
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
  const labels = { add: data.addLabel ?? '', unavailable: data.unavailableLabel ?? '' };
  /** The latest draw: an older one that finishes later draws nothing. */
  let generation = 0;
  /** The status line says 'Loading…' until the first draw, then what was removed. */
  let loading = true;
  /** After a removal, the place in the list whose Remove button takes the focus. */
  let focusAt: number | null = null;

  const item = (record: ListingRecord): HTMLLIElement => {
    const li = drawCard(template, record, labels);
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'button button--ghost favourites__remove';
    remove.dataset.favouriteRemove = record.id;
    remove.dataset.name = record.name;
    const name = document.createElement('span');
    name.className = 'visually-hidden';
    name.textContent = `: ${record.name}`;
    remove.append(data.removeLabel ?? '', name);
    li.append(remove);
    return li;
  };

  const draw = async (ids: readonly string[]): Promise<void> => {
    const mine = ++generation;
    const records = ids.length === 0 ? [] : await loadListingRecords(sources);
    if (mine !== generation) return;
    if (!records) {
      status.textContent = data.loadFailed ?? '';
      return;
    }
    const byId = new Map(records.map((record) => [record.id, record]));
    const saved = [...ids].reverse().flatMap((id) => byId.get(id) ?? []);
    grid.replaceChildren(...saved.map(item));
    empty.hidden = saved.length > 0;
    if (loading) status.textContent = '';
    loading = false;
    if (focusAt !== null) {
      const buttons = grid.querySelectorAll<HTMLButtonElement>('[data-favourite-remove]');
      (buttons[Math.min(focusAt, buttons.length - 1)] ?? heading).focus();
      focusAt = null;
    }
  };

  grid.addEventListener('click', (event) => {
    const remove = (event.target as Element).closest<HTMLButtonElement>('[data-favourite-remove]');
    if (!remove) return;
    focusAt = [...grid.querySelectorAll('[data-favourite-remove]')].indexOf(remove);
    status.textContent = fill(data.removed, { name: remove.dataset.name ?? '' });
    toggleWishlist(remove.dataset.favouriteRemove ?? '');
  });

  $wishlist.subscribe((ids) => void draw(ids));
}
