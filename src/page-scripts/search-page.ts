import { formatKes } from '../lib/money.ts';
import { parseSearchState, searchProducts, searchStateToQuery, type SearchRecord, type SearchState } from '../lib/filters/search.ts';
import { $wishlist, toggleWishlist } from '../stores/wishlist.ts';
import { loadSearchIndex } from '../client/catalogue.ts';
import { fill } from '../i18n/fill.ts';

/**
 * The search page: loads /search-index.json once, filters and sorts it as the shopper types,
 * keeps the query in the URL, renders two-column result cards with a favourite heart.
 */
const ADDED_MS = 1500;

const page = document.querySelector<HTMLElement>('[data-search-page]');
const form = page?.querySelector<HTMLFormElement>('form[data-search-page-form]');

function text(element: HTMLElement | null, template: string | undefined, params: Record<string, string | number>): void {
  if (!element) return;
  element.textContent = fill(template, params);
}

if (page && form) {
  const results = page.querySelector<HTMLUListElement>('[data-search-results]')!;
  const template = page.querySelector<HTMLTemplateElement>('template[data-result-template]')!;
  const heading = page.querySelector<HTMLElement>('[data-search-heading]')!;
  const count = page.querySelector<HTMLElement>('[data-search-count]')!;
  const status = page.querySelector<HTMLElement>('[data-search-status]')!;
  const empty = page.querySelector<HTMLElement>('[data-search-empty]')!;
  const toggle = form.querySelector<HTMLButtonElement>('[data-filter-toggle]')!;
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
  let records: SearchRecord[] = [];

  const readForm = (): SearchState =>
    parseSearchState(
      new URLSearchParams(
        [...new FormData(form).entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
    );

  const writeForm = (state: SearchState): void => {
    field('q').value = state.q;
    field('category').value = state.category;
    field('min').value = state.min === null ? '' : String(state.min);
    field('max').value = state.max === null ? '' : String(state.max);
    field('sort').value = state.sort;
    field('order').value = state.order;
    if (field('category').value !== state.category) field('category').value = 'all';
  };

  const card = (record: SearchRecord): HTMLLIElement => {
    const item = template.content.firstElementChild!.cloneNode(true) as HTMLLIElement;
    const media = item.querySelector<HTMLAnchorElement>('.result__media')!;
    if (record.image) {
      media.href = record.url;
      media.querySelector('img')!.src = record.image;
    } else {
      media.querySelector('img')!.remove();
      media.removeAttribute('href');
    }
    const name = item.querySelector<HTMLAnchorElement>('.result__name a')!;
    name.href = record.url;
    name.textContent = record.name;
    item.querySelector('.result__brand')!.textContent = record.brand;
    item.querySelector('.result__price')!.textContent = formatKes(record.price);
    const heart = item.querySelector<HTMLButtonElement>('[data-favourite]')!;
    heart.dataset.favourite = record.id;
    heart.dataset.name = record.name;
    const add = item.querySelector<HTMLButtonElement>('[data-add-to-cart]')!;
    add.dataset.addToCart = JSON.stringify({ id: record.id, name: record.name, price: record.price, brand: record.brand, category: record.category, image: record.image });
    add.disabled = !record.inStock;
    // A sold-out product says why it cannot be added, in the listing cards' words.
    if (!record.inStock) add.firstChild!.textContent = add.dataset.unavailableText ?? '';
    const label = document.createElement('span');
    label.className = 'visually-hidden';
    label.textContent = `: ${record.name}`;
    add.append(label);
    return item;
  };

  const paintHearts = (ids: readonly string[]): void => {
    for (const heart of results.querySelectorAll<HTMLButtonElement>('[data-favourite]')) {
      const on = ids.includes(heart.dataset.favourite ?? '');
      heart.setAttribute('aria-pressed', String(on));
      heart.setAttribute('aria-label', fill(on ? heart.dataset.labelOn : heart.dataset.labelOff, { name: heart.dataset.name ?? '' }));
    }
  };

  const showHeading = (state: SearchState): void => {
    if (state.q === '') heading.textContent = heading.dataset.all ?? '';
    else text(heading, heading.dataset.template, { query: state.q });
  };

  const render = (): void => {
    const state = readForm();
    window.history.replaceState(window.history.state, '', `/search${searchStateToQuery(state)}`);
    const found = searchProducts(records, state);
    showHeading(state);
    if (found.length === 1) count.textContent = count.dataset.one ?? '';
    else text(count, count.dataset.template, { n: found.length });
    count.hidden = false;
    empty.hidden = found.length > 0;
    results.replaceChildren(...found.map(card));
    paintHearts($wishlist.get());
  };

  let typing: ReturnType<typeof setTimeout> | undefined;
  form.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(render, 150);
  });
  form.addEventListener('change', render);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    render();
  });
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  });

  results.addEventListener('click', (event) => {
    const target = event.target as Element;
    const heart = target.closest<HTMLButtonElement>('[data-favourite]');
    if (heart) toggleWishlist(heart.dataset.favourite ?? '');
    const add = target.closest<HTMLButtonElement>('button[data-add-to-cart]');
    if (add && !add.disabled) {
      // After the shared Add to Cart handler (on document) has run: 'Added', disabled for 1.5 s.
      setTimeout(() => {
        add.disabled = true;
        add.firstChild!.textContent = add.dataset.addedText ?? '';
        setTimeout(() => (add.disabled = false), ADDED_MS);
      }, 0);
    }
  });
  $wishlist.subscribe(paintHearts);

  const initial = parseSearchState(new URLSearchParams(window.location.search));
  writeForm(initial);
  // The page is built with the plain 'Search' heading, right for the no-script note too.
  showHeading(initial);
  if (initial.category !== 'all' || initial.min !== null || initial.max !== null || initial.sort !== 'name' || initial.order !== 'asc') {
    toggle.click();
  }
  void loadSearchIndex().then((loaded) => {
    if (!loaded) {
      status.textContent = status.dataset.error ?? '';
      return;
    }
    records = loaded;
    status.textContent = '';
    render();
  });
}
