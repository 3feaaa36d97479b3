import type { ListingRecord } from '../lib/filters/listing-record.ts';
import { formatKes } from '../lib/money.ts';
import { localizedPath } from '../i18n/locales.ts';
import { pageLocale } from '../i18n/page-locale.ts';
import type { PageTranslate } from '../i18n/page-words.ts';

/**
 * Draws listing cards in the browser for filtered results, from the page's own card (a
 * ProductCard in a <template>, drawn as a `pattern`) so they look and behave as the cards the
 * build wrote: the same elements, classes and words.
 */

/** `t` is the listing's page words (ListingView.astro writes the card's). */
export function drawCard(template: HTMLTemplateElement, record: ListingRecord, t: PageTranslate): HTMLLIElement {
  const item = document.createElement('li');
  item.dataset.productId = record.id;
  const card = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  item.append(card);

  const media = card.querySelector<HTMLAnchorElement>('.product-card__media')!;
  media.href = localizedPath(record.url, pageLocale());
  const image = document.createElement('img');
  Object.assign(image, {
    src: record.image || '/images/placeholder.svg',
    alt: '',
    width: 320,
    height: 320,
    loading: 'lazy',
    decoding: 'async',
  });
  media.replaceChildren(image);

  card.querySelector('.product-card__brand')!.textContent = record.brand;
  const name = card.querySelector<HTMLAnchorElement>('.product-card__name a')!;
  name.href = localizedPath(record.url, pageLocale());
  name.textContent = record.name;
  // The heart (FavouriteButton's): this product's, named for it; favourite-hearts.ts paints it once drawn.
  const heart = card.querySelector<HTMLElement>('[data-favourite]');
  if (heart) {
    heart.dataset.favourite = record.id;
    heart.setAttribute('aria-label', t('searchPage.favourite', { name: record.name }));
  }

  // The price and the was price in the pattern card's own elements (ProductCard's `pattern`): the same markup as a built card.
  const price = card.querySelector('.product-card__price')!;
  price.querySelector('span')!.textContent = formatKes(record.priceCents, pageLocale());
  const was = price.querySelector('s')!;
  if (record.compareAtPriceCents === null) was.remove();
  else was.lastChild!.textContent = formatKes(record.compareAtPriceCents, pageLocale());

  const button = card.querySelector<HTMLButtonElement>('button[data-add-to-cart]')!;
  button.dataset.addToCart = JSON.stringify({
    id: record.id,
    name: record.name,
    price: record.priceCents,
    brand: record.brand,
    category: record.category,
    image: record.image,
  });
  button.disabled = !record.inStock;
  if (record.inStock) button.dataset.needsJs = '';
  else delete button.dataset.needsJs;
  const hiddenName = document.createElement('span');
  hiddenName.className = 'visually-hidden';
  hiddenName.textContent = `: ${record.name}`;
  button.replaceChildren(t(record.inStock ? 'card.addToCart' : 'card.unavailable'), hiddenName);
  return item;
}
