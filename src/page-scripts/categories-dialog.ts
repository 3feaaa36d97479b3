import { keepTabInside } from './focus-trap.ts';

/**
 * The mobile 'Shop Categories' dialog. The Shop tab is a link to /shop/categories, so it works
 * without JavaScript; with it, the tab opens a modal dialog (the rest of the page is inert, so
 * focus stays inside) and focus returns to the tab when it closes.
 */
const dialog = document.querySelector<HTMLDialogElement>('dialog[data-categories-dialog]');
const shopLink = document.querySelector<HTMLAnchorElement>('a[data-open-categories]');

if (dialog && shopLink && typeof dialog.showModal === 'function') {
  shopLink.addEventListener('click', (event) => {
    event.preventDefault();
    dialog.showModal();
    dialog.querySelector<HTMLElement>('a[href]')?.focus();
  });
  dialog.addEventListener('close', () => shopLink.focus());
  dialog.querySelector('[data-close-dialog]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => keepTabInside(dialog, event));
  window.addEventListener('pageshow', () => dialog.open && dialog.close());
}
