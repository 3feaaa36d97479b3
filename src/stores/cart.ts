import { atom, type ReadableAtom } from 'nanostores';
import type { Cart } from '../lib/cart/line.ts';
import { addItem, itemCount, removeItem, setPrice, updateQuantity, type AddResult } from '../lib/cart/rules.ts';
import { CART_STORAGE_KEY, decodeCart, encodeCart } from '../lib/cart/storage.ts';
import { browserStorage } from '../client/storage.ts';

/** Changes are written this long after the last one, so a burst of clicks is one write. */
export const SAVE_DELAY_MS = 100;

/** What the cart store needs from the browser; tests pass their own. */
export interface CartEnvironment {
  /** Where the cart is kept; null when storage cannot be reached (the cart then lives in memory). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Where `storage` (other tabs) and `pagehide` events arrive; null outside a browser. */
  events: Pick<EventTarget, 'addEventListener'> | null;
  warn: (message: string, detail?: unknown) => void;
}

export interface CartStore {
  $lines: ReadableAtom<Cart>;
  $count: ReadableAtom<number>;
  add(input: unknown): AddResult;
  update(id: unknown, quantity: unknown): void;
  remove(id: unknown): void;
  clear(): void;
  acceptPrice(id: string, priceCents: number): void;
  /** Writes a pending change now (the page is going away). */
  flush(): void;
}

/** The cart: loaded once, saved SAVE_DELAY_MS after a change, and kept in step with other tabs. */
export function createCartStore(env: CartEnvironment): CartStore {
  const { storage, events, warn } = env;
  let saved: string | null = null;

  function load(): Cart {
    if (!storage) return [];
    try {
      saved = storage.getItem(CART_STORAGE_KEY);
    } catch (error) {
      warn('Cart storage could not be read; starting with an empty cart.', error);
      return [];
    }
    const decoded = decodeCart(saved);
    if (!decoded.ok) {
      warn(`Cart storage ignored: ${decoded.reason}; starting with an empty cart.`);
      return [];
    }
    if (decoded.dropped > 0) warn(`Cart storage: dropped ${decoded.dropped} invalid item(s).`);
    return decoded.lines;
  }

  const $lines = atom<Cart>(load());
  // The count follows the lines, set first on each change so their other listeners read it new. Not
  // nanostores' computed: the header's badge is every page's, and computed with its lifecycle would
  // put 0.6 KB in every page's script (issue 49).
  const $count = atom(itemCount($lines.get()));
  $lines.listen((lines) => $count.set(itemCount(lines)));
  let timer: ReturnType<typeof setTimeout> | undefined;

  function save(): void {
    clearTimeout(timer);
    timer = undefined;
    const text = encodeCart($lines.get());
    if (!storage || text === saved) return;
    try {
      storage.setItem(CART_STORAGE_KEY, text);
      saved = text;
    } catch (error) {
      warn('Cart storage could not be written; the cart is kept for this page only.', error);
    }
  }

  $lines.listen(() => {
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  });

  events?.addEventListener('storage', (event) => {
    const { key, newValue, storageArea } = event as StorageEvent;
    if (key !== CART_STORAGE_KEY || (storageArea && storageArea !== storage)) return;
    const decoded = decodeCart(newValue);
    if (!decoded.ok || newValue === null) return;
    clearTimeout(timer);
    timer = undefined;
    saved = newValue;
    $lines.set(decoded.lines);
  });
  events?.addEventListener('pagehide', () => {
    if (timer !== undefined) save();
  });

  return {
    $lines,
    $count,
    add(input) {
      const result = addItem($lines.get(), input);
      $lines.set(result.cart);
      return result;
    },
    update: (id, quantity) => $lines.set(updateQuantity($lines.get(), id, quantity)),
    remove: (id) => $lines.set(removeItem($lines.get(), id)),
    clear: () => $lines.set([]),
    acceptPrice: (id, priceCents) => $lines.set(setPrice($lines.get(), id, priceCents)),
    flush: () => {
      if (timer !== undefined) save();
    },
  };
}

/** The one cart of the page, shared by the header badge, Add to Cart, the drawer and /cart. */
export const cart = createCartStore({
  storage: browserStorage('local'),
  events: typeof window === 'undefined' ? null : window,
  warn: (message, detail) => console.warn(message, detail ?? ''),
});

/** Item count for the header and tab-bar badges. */
export const $cartCount = cart.$count;
