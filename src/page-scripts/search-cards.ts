import { productPath } from '../lib/catalogue/product-path.ts';
import { formatKes } from '../lib/money.ts';
import { localizedPath } from '../i18n/locales.ts';
import type { SearchDetail } from '../lib/search/index-shape.ts';
import { pageLocale } from '../i18n/page-locale.ts';
import type { PageTranslate } from '../i18n/page-words.ts';

/**
 * The search page's result cards, made from the page's <template> and kept by ordinal, so a
 * product that stays in the results keeps its element from one keystroke to the next.
 */
export function searchCards(template: HTMLTemplateElement, t: PageTranslate) {
  const made = new Map<number, HTMLLIElement>();

  const make = (detail: SearchDetail, category: string, priceCents: number): HTMLLIElement => {
    const [id, name, brand, image, inStock] = detail;
    const url = localizedPath(productPath({ category, id }), pageLocale());
    const item = template.content.firstElementChild!.cloneNode(true) as HTMLLIElement;
    const media = item.querySelector<HTMLAnchorElement>('.result__media')!;
    if (image) {
      media.href = url;
      media.querySelector('img')!.src = image;
    } else {
      media.querySelector('img')!.remove();
      media.removeAttribute('href');
    }
    const link = item.querySelector<HTMLAnchorElement>('.result__name a')!;
    link.href = url;
    link.textContent = name;
    item.querySelector('.result__brand')!.textContent = brand;
    item.querySelector('.result__price')!.textContent = formatKes(priceCents, pageLocale());
    const heart = item.querySelector<HTMLButtonElement>('[data-favourite]')!;
    heart.dataset.favourite = id;
    heart.setAttribute('aria-label', t('searchPage.favourite', { name }));
    const add = item.querySelector<HTMLButtonElement>('[data-add-to-cart]')!;
    add.dataset.addToCart = JSON.stringify({ id, name, price: priceCents, brand, category, image });
    add.disabled = inStock === 0;
    // A sold-out product says why it cannot be added, in the listing cards' words.
    if (inStock === 0) add.firstChild!.textContent = t('card.unavailable');
    const label = document.createElement('span');
    label.className = 'visually-hidden';
    label.textContent = `: ${name}`;
    add.append(label);
    return item;
  };

  return {
    /** The card of one ordinal: the one already made, else a new one from its details. */
    card(ordinal: number, detail: SearchDetail, category: string, priceCents: number): HTMLLIElement {
      let item = made.get(ordinal);
      if (!item) {
        item = make(detail, category, priceCents);
        made.set(ordinal, item);
      }
      return item;
    },
  };
}
