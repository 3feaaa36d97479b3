import type { ListingRecord } from '../lib/filters/listing-record.ts';
import { formatKes } from '../lib/money.ts';
import { activeLocale } from '../i18n/active.ts';
import { localizedPath } from '../i18n/locales.ts';

/**
 * Draws listing cards in the browser for filtered results, from the page's own card (a
 * ProductCard in a <template>) so they look and behave as the cards the build wrote.
 */

export interface CardLabels {
  add: string;
  unavailable: string;
  /** Read before the struck-out price, e.g. 'Was '. */
  was: string;
}

export function drawCard(template: HTMLTemplateElement, record: ListingRecord, labels: CardLabels): HTMLLIElement {
  const item = document.createElement('li');
  item.dataset.productId = record.id;
  const card = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  item.append(card);

  const media = card.querySelector<HTMLAnchorElement>('.product-card__media')!;
  media.href = localizedPath(record.url, activeLocale());
  const image = document.createElement('img');
  Object.assign(image, { src: record.image || '/images/placeholder.svg', alt: '', width: 320, height: 320, loading: 'lazy', decoding: 'async' });
  media.replaceChildren(image);

  card.querySelector('.product-card__brand')!.textContent = record.brand;
  const name = card.querySelector<HTMLAnchorElement>('.product-card__name a')!;
  name.href = localizedPath(record.url, activeLocale());
  name.textContent = record.name;

  const price = card.querySelector('.product-card__price')!;
  const current = document.createElement('span');
  current.textContent = formatKes(record.price);
  price.replaceChildren(current);
  if (record.compareAtPrice !== null) {
    const was = document.createElement('s');
    const said = document.createElement('span');
    said.className = 'visually-hidden';
    said.textContent = labels.was;
    was.append(said, formatKes(record.compareAtPrice));
    price.append(was);
  }

  const button = card.querySelector<HTMLButtonElement>('button[data-add-to-cart]')!;
  button.dataset.addToCart = JSON.stringify({ id: record.id, name: record.name, price: record.price, brand: record.brand, category: record.category, image: record.image });
  button.disabled = !record.inStock;
  if (record.inStock) button.dataset.needsJs = '';
  else delete button.dataset.needsJs;
  const hiddenName = document.createElement('span');
  hiddenName.className = 'visually-hidden';
  hiddenName.textContent = `: ${record.name}`;
  button.replaceChildren(record.inStock ? labels.add : labels.unavailable, hiddenName);
  return item;
}
