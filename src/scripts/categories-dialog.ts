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
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const items = [...dialog.querySelectorAll<HTMLElement>('a[href], button')];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  window.addEventListener('pageshow', () => dialog.open && dialog.close());
}
