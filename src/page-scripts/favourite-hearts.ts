import { $wishlist, toggleWishlist } from '../stores/wishlist.ts';

/**
 * Every heart on the page (FavouriteButton.astro on cards and the product page, the search
 * template's), now or drawn later: pressed when its product is a favourite, a press toggles it.
 * A heart is not shown until painted here (no aria-pressed yet: FavouriteButton's style), and not
 * at all without scripts (data-needs-js). The layout's script loads this (`import()`) on a page
 * that shows a heart, the search page with its own script. Signed in, a press is noted in storage
 * (toggleWishlist) and loads the sync that sends it (./auth-ui/account-menu.ts, issue 49).
 */
const HEART = '[data-favourite]';

function paint(root: Element | Document, ids: readonly string[]): void {
  const hearts = [...root.querySelectorAll<HTMLElement>(HEART)];
  if (root instanceof HTMLElement && root.matches(HEART)) hearts.push(root);
  for (const heart of hearts) heart.setAttribute('aria-pressed', String(ids.includes(heart.dataset.favourite ?? '')));
}

document.addEventListener('click', (event) => {
  const heart = (event.target as Element | null)?.closest?.<HTMLButtonElement>(HEART);
  if (heart?.dataset.favourite) toggleWishlist(heart.dataset.favourite);
});
$wishlist.subscribe((ids) => paint(document, ids));
// Cards drawn later (search results, filtered listings, the favourites page) are painted as they arrive.
new MutationObserver((changes) => {
  for (const change of changes) for (const node of change.addedNodes) if (node instanceof Element) paint(node, $wishlist.get());
}).observe(document.body, { childList: true, subtree: true });
