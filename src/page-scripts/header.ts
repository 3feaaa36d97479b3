import { badgeText } from '../lib/badge.ts';
import { keepTabInside } from './focus-trap.ts';
import { searchUrl } from '../lib/search-url.ts';
import { $cartCount } from '../stores/cart.ts';
import { localizedPath } from '../i18n/locales.ts';
import { pageWords } from '../i18n/page-words.ts';
import { writeStored } from '../client/storage.ts';
import { pageLocale } from '../i18n/page-locale.ts';

/** Header behaviour without React: menus, search and the cart badge. */

const menus = [...document.querySelectorAll<HTMLDetailsElement>('details[data-closable]')];

function close(menu: HTMLDetailsElement, returnFocus: boolean): void {
  if (!menu.open) return;
  menu.open = false;
  if (returnFocus) menu.querySelector('summary')?.focus();
}

for (const menu of menus) {
  menu.addEventListener('toggle', () => {
    if (!menu.open) return;
    for (const other of menus) if (other !== menu) close(other, false);
    menu.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
  });
  menu.addEventListener('click', (event) => {
    if ((event.target as HTMLElement).closest('a[href]')) close(menu, false);
  });
  if (menu.hasAttribute('data-trap-focus')) {
    menu.addEventListener('keydown', (event) => {
      if (menu.open) keepTabInside(menu, event);
    });
  }
}

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const menu of menus) close(menu, menu.contains(document.activeElement));
});

document.addEventListener('click', (event) => {
  for (const menu of menus) if (!menu.contains(event.target as Node)) close(menu, false);
});

// A page restored from the back-forward cache comes back with its menus closed.
window.addEventListener('pageshow', () => menus.forEach((menu) => close(menu, false)));

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-search-form]')) {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const sync = () => {
    if (submit && input) submit.disabled = searchUrl(input.value) === null;
  };
  input?.addEventListener('input', sync);
  sync();
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const url = input ? searchUrl(input.value) : null;
    if (url) window.location.assign(localizedPath(url, pageLocale()));
  });
}

const t = pageWords();

$cartCount.subscribe((count) => {
  const text = badgeText(count);
  for (const badge of document.querySelectorAll<HTMLElement>('[data-cart-badge]')) {
    badge.textContent = text;
    badge.hidden = text === '';
  }
  // An icon's link is named by its label; the tab bar's, which shows the word Cart, by a count beside the word.
  // Their words: CartLink.astro and MobileTabBar.astro write them for pageWords().
  for (const link of document.querySelectorAll<HTMLElement>('[data-cart-link][aria-label]'))
    link.setAttribute('aria-label', t('a11y.cartWithCount', { count }));
  for (const words of document.querySelectorAll<HTMLElement>('[data-cart-count]'))
    words.textContent = count > 0 ? t('a11y.cartCount', { count }) : '';
});

// The language switch keeps the query (a search, a listing's filters) and is remembered: BaseLayout
// opens links shared in the other language in this one. One listener on the document, so nothing is
// looked up at load (issue 30) and a click that comes before any set-up still counts.
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-locale-switch]');
  if (!link) return;
  writeStored('local', 'locale', link.dataset.localeSwitch ?? '');
  link.search = location.search;
  link.hash = location.hash;
});
