import { loadStock } from '../client/stock.ts';
import type { ShopperStock } from '../lib/stock/state.ts';
import { stockIdsToAsk } from '../lib/stock/stock-request.ts';
import { sayStock } from './stock-live.ts';
import { pageWords } from '../i18n/page-words.ts';

/**
 * Cards a page script draws from what the build wrote (search results: search-page.ts; filtered
 * listings: listing-results.ts), corrected with the live stock as the built cards are
 * (stock-live.ts, issue 44): one GET /api/stock per drawing, for the products this page has not
 * asked about yet, then a sold-out product's button disabled and labelled so, one back in stock
 * enabled. Their labels are the template's: AddToCartButton's two, or the search template's text
 * and the page's word for sold out (card.unavailable, written by SearchResultTemplate.astro).
 */

const known = new Map<string, ShopperStock>();

/** The two labels of the template's Add to Cart: in stock and sold out. */
function labelsOf(template: HTMLTemplateElement): { add: string; out: string } {
  const button = template.content.querySelector<HTMLButtonElement>('button[data-add-to-cart]');
  const add = button?.querySelector('.add-to-cart__in')?.textContent ?? button?.textContent ?? '';
  const out = button?.querySelector('.add-to-cart__out')?.textContent ?? pageWords()('card.unavailable');
  return { add: add.trim(), out: out.trim() };
}

const idOf = (button: HTMLButtonElement): string | undefined => {
  try {
    return (JSON.parse(button.dataset.addToCart ?? '') as { id?: string }).id;
  } catch {
    return undefined;
  }
};

let pending = new Set<HTMLButtonElement>();
let labels = { add: '', out: '' };
let timer: ReturnType<typeof setTimeout> | undefined;

/** Corrects `cards` a moment after the last drawing (a shopper typing a search draws at each key): one request then. */
export function correctDrawnCards(cards: readonly Element[], template: HTMLTemplateElement): void {
  for (const card of cards) for (const button of card.querySelectorAll<HTMLButtonElement>('button[data-add-to-cart]')) pending.add(button);
  labels = labelsOf(template);
  clearTimeout(timer);
  timer = setTimeout(() => void correct(), 300);
}

async function correct(): Promise<void> {
  const buttons = [...pending].filter((button) => button.isConnected);
  pending = new Set();
  const fresh = await loadStock(stockIdsToAsk(buttons.map(idOf)).filter((id) => !known.has(id)));
  for (const [id, stock] of fresh ?? []) known.set(id, stock);
  const said: string[] = [];
  for (const button of buttons) {
    // A button saying Added (disabled for its moment: add-to-cart.ts, search-page.ts) is left to come back by itself.
    if (button.classList.contains('is-added')) continue;
    const id = idOf(button);
    const now = id === undefined ? undefined : known.get(id);
    const out = now?.state === 'out_of_stock';
    if (!now || button.disabled === out) continue;
    button.disabled = out;
    // The label is the button's first text; its hidden name after it stays.
    if (button.firstChild) button.firstChild.textContent = out ? labels.out : labels.add;
    if (fresh?.has(id!)) said.push(button.textContent?.trim() ?? '');
  }
  sayStock(said.join('. '));
}
