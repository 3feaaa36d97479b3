/**
 * The header's cart link opens the cart drawer. The drawer's code loads on the first open, so
 * pages that never open it do not pay for it; without JavaScript the link still goes to /cart.
 */
import { withoutLocale } from '../i18n/locales.ts';

const dialog = document.querySelector<HTMLDialogElement>('dialog[data-cart-drawer]');
const onCartPage = withoutLocale(window.location.pathname.replace(/\/$/, '')) === '/cart';

/** Loads the drawer's code (once; the browser keeps the module). */
function loadCartDrawer() {
  return import('./cart-drawer.ts');
}

if (dialog && !onCartPage) {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-cart-link]')) {
    link.setAttribute('aria-haspopup', 'dialog');
    link.addEventListener('pointerenter', () => void loadCartDrawer(), { once: true });
  }
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-cart-link]');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    loadCartDrawer().then(
      (drawer) => drawer.openCartDrawer(dialog, link),
      () => window.location.assign(link.href),
    );
  });
}
