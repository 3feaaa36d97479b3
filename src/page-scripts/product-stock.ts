import { pageWords } from '../i18n/page-words.ts';
import { stockText } from '../lib/stock/stock-words.ts';
import { STOCK_EVENT, sayStock, type StockEvent } from './stock-live.ts';

/**
 * The product page's stock line from the live answer (issue 44; the request: stock-live.ts): "In
 * stock", "Only 2 left" or "Out of stock" in the words the page carries, the quantity off while sold
 * out, and the back-in-stock slot shown only then. Said once through the polite status line when it
 * changed. Run by the product page's one script (ProductDetail.astro).
 */
// The line's words, written by ProductDetail.astro.
const t = pageWords();

addEventListener(STOCK_EVENT, (event) => {
  const line = document.querySelector<HTMLElement>('[data-stock-line]');
  const now = line && (event as StockEvent).detail.get(line.dataset.stockLine!);
  const value = line?.querySelector('strong');
  if (!line || !now || !value) return;
  const text = stockText(now, t);
  if (value.textContent === text) return;
  const out = now.state === 'out_of_stock';
  value.textContent = text;
  value.className = `stock--${now.state}`;
  for (const slot of document.querySelectorAll<HTMLElement>('[data-stock-when-out]')) slot.hidden = !out;
  const quantity = document.querySelector<HTMLInputElement>('[data-quantity] input');
  if (quantity) {
    quantity.disabled = out;
    // The stepper's buttons follow the input (product-page.ts).
    quantity.dispatchEvent(new Event('change'));
  }
  sayStock(line.textContent!.replace(/\s+/g, ' ').trim());
});
