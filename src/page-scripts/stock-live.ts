import { loadStock } from '../client/stock.ts';
import type { ShopperStock } from '../lib/stock/state.ts';
import { stockIdsToAsk } from '../lib/stock/stock-request.ts';

/**
 * The live correction of the stock the build knew (issue 44), run by the layout's one script: once
 * the page has loaded, one GET /api/stock for every product whose Add to Cart it shows (a product
 * page's, a listing's or home's cards), then a sold-out product's button is disabled and one back
 * in stock enabled. AddToCartButton's two labels share one place and `disabled` picks the one shown,
 * so nothing moves; a change is said once through the page's polite status line (Toast.astro). The
 * answer then goes to the page's own scripts as STOCK_EVENT (the product page's stock line:
 * product-stock.ts). Without scripts, or without an answer, the page keeps what the build wrote.
 * Kept small: every catalogue page carries it within its 10 KB.
 */

/** Dispatched on `window` with the answer, by product id, once it is in. */
export const STOCK_EVENT = 'shop:stock';
export type StockEvent = CustomEvent<ReadonlyMap<string, ShopperStock>>;

/** Says `text` through the page's polite status line. */
export function sayStock(text: string): void {
  const status = document.querySelector('[data-toast-status]');
  if (status && text) status.textContent = text;
}

const idOf = (button: HTMLButtonElement): string => (JSON.parse(button.dataset.addToCart!) as { id: string }).id;

async function correctStock(): Promise<void> {
  // AddToCartButton's buttons, by their two labels: a card a script draws later says its own.
  const buttons = [...document.querySelectorAll('.add-to-cart__labels')].map((labels) => labels.parentElement as HTMLButtonElement);
  const stock = await loadStock(stockIdsToAsk(buttons.map(idOf)));
  if (!stock) return;
  const said: string[] = [];
  for (const button of buttons) {
    const now = stock.get(idOf(button));
    const out = now?.state === 'out_of_stock';
    if (!now || button.disabled === out) continue;
    button.disabled = out;
    // A card says the label it now shows with its name (its text, as a card out of view has no rendered text); the product page's line says its own.
    const [add, gone, name] = button.querySelectorAll('span span, .visually-hidden');
    if (!button.dataset.quantityInput) said.push(`${(out ? gone : add)?.textContent}${name?.textContent}`);
  }
  sayStock(said.join('. '));
  dispatchEvent(new CustomEvent(STOCK_EVENT, { detail: stock }) satisfies StockEvent);
}

if (document.readyState === 'complete') void correctStock();
else addEventListener('load', () => void correctStock(), { once: true });
