import type { CartLine } from '../lib/cart/line.ts';
import { checkCart, type CatalogueProducts, type LineCheck } from '../lib/cart/catalogue-check.ts';
import { loadStock } from '../client/stock.ts';
import { withLiveStock } from '../lib/stock/cart-stock.ts';
import type { ShopperStock } from '../lib/stock/state.ts';
import { stockIdsToAsk } from '../lib/stock/stock-request.ts';
import { lineView, pickLineTexts, type LineView } from '../lib/cart/line-view.ts';
import { subtotal } from '../lib/cart/rules.ts';
import { formatKes } from '../lib/money.ts';
import { cart } from '../stores/cart.ts';
import { keepTabInside } from './focus-trap.ts';
import { pageWords } from '../i18n/page-words.ts';
import { pageLocale } from '../i18n/page-locale.ts';

/**
 * The cart drawer (CartDrawer.astro): a modal dialog listing the cart's lines with quantity
 * steppers, remove and the subtotal, kept in step with the store while it is open. Lines are
 * updated in place, so keyboard focus stays on the button that was pressed.
 */

let products: CatalogueProducts | null = null;
/** The live stock of the cart's products (GET /api/stock, issue 44), asked each time the drawer opens. */
let live: ReadonlyMap<string, ShopperStock> = new Map();
let returnTo: HTMLElement | null = null;
let stop: (() => void) | null = null;
// The drawer's words, from CartDrawer.astro; a line's are templates, filled by lineView().
const t = pageWords();
const texts = pickLineTexts(t);

function part<T extends HTMLElement>(root: ParentNode, name: string): T {
  const el = root.querySelector<T>(`[data-${name}]`);
  if (!el) throw new Error(`Cart drawer markup lacks [data-${name}]`);
  return el;
}

function setDisabled(button: HTMLButtonElement, disabled: boolean): void {
  button.setAttribute('aria-disabled', String(disabled));
}

function createRow(line: CartLine): HTMLLIElement {
  const template = part<HTMLTemplateElement>(document, 'drawer-line');
  const row = template.content.firstElementChild?.cloneNode(true) as HTMLLIElement;
  row.dataset.id = line.id;
  const image = part<HTMLImageElement>(row, 'line-image');
  if (line.image) image.src = line.image;
  else image.replaceWith(Object.assign(document.createElement('span'), { className: image.className }));
  part(row, 'line-name').textContent = line.name;
  return row;
}

function updateRow(row: HTMLLIElement, view: LineView, quantity: number): void {
  part(row, 'line-brand').textContent = view.brand;
  part(row, 'line-price').textContent = view.unitPrice;
  part(row, 'line-quantity').textContent = String(quantity);
  part(row, 'line-total').textContent = view.total;
  part(row, 'line-stepper').setAttribute('aria-label', view.labels.stepper);
  const decrease = part<HTMLButtonElement>(row, 'line-decrease');
  const increase = part<HTMLButtonElement>(row, 'line-increase');
  decrease.setAttribute('aria-label', view.labels.decrease);
  increase.setAttribute('aria-label', view.labels.increase);
  setDisabled(decrease, !view.canDecrease);
  setDisabled(increase, !view.canIncrease);
  part(row, 'line-remove').setAttribute('aria-label', view.labels.remove);
  const noticeEl = part(row, 'line-notice');
  noticeEl.textContent = view.notice;
  noticeEl.hidden = view.notice === '';
  const accept = part(row, 'line-accept');
  accept.setAttribute('aria-label', view.labels.acceptPrice);
  accept.hidden = view.newPriceCents === null;
}

function render(dialog: HTMLDialogElement, lines: readonly CartLine[]): void {
  const list = part<HTMLUListElement>(dialog, 'drawer-lines');
  const issues = products ? checkCart(lines, withLiveStock(products, live)) : new Map<string, LineCheck>();
  const rows = new Map([...list.children].map((row) => [(row as HTMLElement).dataset.id ?? '', row as HTMLLIElement]));
  for (const [id, row] of rows) if (!lines.some((line) => line.id === id)) row.remove();
  for (const line of lines) {
    let row = rows.get(line.id);
    if (!row) {
      row = createRow(line);
      list.append(row);
    }
    updateRow(row, lineView(line, issues.get(line.id), texts, pageLocale()), line.quantity);
  }
  const empty = lines.length === 0;
  part(dialog, 'drawer-empty').hidden = !empty;
  list.hidden = empty;
  part(dialog, 'drawer-foot').hidden = empty;
  part(dialog, 'drawer-review').hidden = issues.size === 0;
  const count = part(dialog, 'drawer-count');
  count.textContent = t('cart.itemCount', { count: cart.$count.get() });
  part(dialog, 'drawer-subtotal').textContent = formatKes(subtotal(lines), pageLocale());
}

/** After a line is removed, focus moves to the next line's Remove button, or to the title. */
function focusAfterRemove(dialog: HTMLDialogElement, row: HTMLElement): void {
  const next = (row.nextElementSibling ?? row.previousElementSibling) as HTMLElement | null;
  cart.remove(row.dataset.id);
  (next?.querySelector<HTMLElement>('[data-line-remove]') ?? part(dialog, 'drawer-close')).focus();
}

function onClick(dialog: HTMLDialogElement, event: MouseEvent): void {
  if (event.target === dialog) return dialog.close();
  const button = (event.target as Element).closest<HTMLButtonElement>('button');
  if (!button || button.getAttribute('aria-disabled') === 'true') return;
  if (button.hasAttribute('data-drawer-close')) return dialog.close();
  const row = button.closest<HTMLLIElement>('li[data-id]');
  const line = cart.$lines.get().find((l) => l.id === row?.dataset.id);
  if (!row || !line) return;
  if (button.hasAttribute('data-line-decrease')) cart.update(line.id, line.quantity - 1);
  else if (button.hasAttribute('data-line-increase')) cart.update(line.id, line.quantity + 1);
  else if (button.hasAttribute('data-line-remove')) focusAfterRemove(dialog, row);
  else if (button.hasAttribute('data-line-accept')) {
    const check = products ? checkCart([line], withLiveStock(products, live)).get(line.id) : undefined;
    if (check?.kind === 'price-changed') cart.acceptPrice(line.id, check.newPriceCents);
  }
}

const wired = new WeakSet<HTMLDialogElement>();

function wire(dialog: HTMLDialogElement): void {
  if (wired.has(dialog)) return;
  wired.add(dialog);
  dialog.addEventListener('click', (event) => onClick(dialog, event));
  dialog.addEventListener('keydown', (event) => keepTabInside(dialog, event));
  dialog.addEventListener('close', () => {
    stop?.();
    stop = null;
    returnTo?.focus();
  });
}

/** Opens the drawer over the page; closing it (Close, Escape, a click outside) returns focus to `opener`. */
export function openCartDrawer(dialog: HTMLDialogElement, opener: HTMLElement): void {
  wire(dialog);
  returnTo = opener;
  stop?.();
  stop = cart.$lines.subscribe((lines) => render(dialog, lines));
  dialog.showModal();
  part(dialog, 'drawer-close').focus();
  // The snapshot's validator is large; it loads after the drawer is already on screen, with the live stock of its lines.
  void Promise.all([
    import('../client/catalogue.ts').then(({ loadCatalogueProducts }) => loadCatalogueProducts()),
    loadStock(stockIdsToAsk(cart.$lines.get().map((line) => line.id)), { cache: 'no-store' }),
  ]).then(([loaded, stock]) => {
    products = loaded;
    live = stock ?? new Map();
    if (dialog.open) render(dialog, cart.$lines.get());
  });
}
