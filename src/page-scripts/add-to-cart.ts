import { MAX_LINE_QUANTITY } from '../lib/cart/line.ts';
import { cart } from '../stores/cart.ts';
import { showToast } from './toast.ts';
import { pageWords } from '../i18n/page-words.ts';

/**
 * Every `<button data-add-to-cart='{"id":…,"name":…,"price":…}'>` on the page, now or later:
 * adds the product (quantity 1, or the value of the input named by `data-quantity-input`),
 * says 'Added!' for ADDED_MS and shows one toast, in the words Toast.astro writes for pageWords(). No React: catalogue pages load only this.
 */
const ADDED_MS = 1500;

const t = pageWords();
const originalLabels = new WeakMap<HTMLButtonElement, string>();
const timers = new WeakMap<HTMLButtonElement, ReturnType<typeof setTimeout>>();

/** The quantity chosen on a detail page, clamped to 1..MAX_LINE_QUANTITY; 1 from a card. */
function chosenQuantity(button: HTMLButtonElement): number {
  const inputId = button.dataset.quantityInput;
  const input = inputId ? document.getElementById(inputId) : null;
  if (!(input instanceof HTMLInputElement)) return 1;
  const value = Math.round(Number(input.value));
  return Number.isFinite(value) ? Math.min(Math.max(value, 1), MAX_LINE_QUANTITY) : 1;
}

function readItem(button: HTMLButtonElement): unknown {
  try {
    return JSON.parse(button.dataset.addToCart ?? '');
  } catch {
    return null;
  }
}

function sayAdded(button: HTMLButtonElement): void {
  if (!originalLabels.has(button)) originalLabels.set(button, button.innerHTML);
  button.textContent = t('cart.added');
  button.classList.add('is-added');
  clearTimeout(timers.get(button));
  timers.set(
    button,
    setTimeout(() => {
      button.innerHTML = originalLabels.get(button) ?? '';
      button.classList.remove('is-added');
      originalLabels.delete(button);
    }, ADDED_MS),
  );
}

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-add-to-cart]');
  if (!button || button.disabled) return;
  const item = readItem(button);
  const result = cart.add(item && typeof item === 'object' ? { ...item, quantity: chosenQuantity(button) } : item);
  if (result.outcome === 'invalid' || !result.line) {
    console.warn('Add to Cart ignored an invalid item.', button.dataset.addToCart);
    return;
  }
  sayAdded(button);
  const name = result.line.name;
  showToast(result.outcome === 'limited' ? t('cart.toast.limited', { name, max: MAX_LINE_QUANTITY }) : t('cart.toast.added', { name }));
});
