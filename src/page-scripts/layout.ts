/**
 * The scripts of the layout every page shares, as one module (issue 30): one request and one
 * gzip stream where there were five, run in the order the components stand on the page.
 * Each component that needs one says so in a comment beside its markup.
 */
import './auth-boot.ts';
import './header.ts';
import './categories-dialog.ts';
import './toast.ts';
import './add-to-cart.ts';
import './cart-drawer-trigger.ts';
import './stock-live.ts';

// The hearts (FavouriteButton.astro), on a page that shows one: a chunk of their own, as most of the pages that carry this script show none.
if (document.querySelector('[data-favourite]')) void import('./favourite-hearts.ts');
