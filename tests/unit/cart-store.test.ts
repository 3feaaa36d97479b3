import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_LINE_QUANTITY, type CartLine } from '../../src/lib/cart/line.ts';
import { decodeCart, encodeCart } from '../../src/lib/cart/storage.ts';
import { SAVE_DELAY_MS, createCartStore, type CartEnvironment } from '../../src/stores/cart.ts';

/** The lines a store wrote, read back as a tab reads them. */
const storedLines = (data: Map<string, string>) => {
  const decoded = decodeCart(data.get('cart') ?? '');
  return decoded.ok ? decoded.lines : decoded;
};

const line: CartLine = {
  id: 'lfp-100ah',
  name: 'LFP 100Ah',
  priceCents: 5_000_000,
  quantity: 2,
  brand: 'Felicity',
  category: 'batteries',
  image: '',
};
const { quantity: _quantity, ...item } = line;

/** A Storage stand-in that can be told to fail, and a window stand-in that delivers events. */
function setup(stored: string | null = null, fail: { read?: boolean; write?: boolean } = {}) {
  const data = new Map<string, string>(stored === null ? [] : [['cart', stored]]);
  const storage = {
    getItem: vi.fn((key: string) => {
      if (fail.read) throw new DOMException('denied', 'SecurityError');
      return data.get(key) ?? null;
    }),
    setItem: vi.fn((key: string, value: string) => {
      if (fail.write) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, value);
    }),
  };
  const events = new EventTarget();
  const warn = vi.fn();
  const env: CartEnvironment = { storage, events, warn };
  const store = createCartStore(env);
  const otherTab = (newValue: string | null, key: string | null = 'cart') =>
    events.dispatchEvent(Object.assign(new Event('storage'), { key, newValue, storageArea: null }));
  return { store, storage, data, events, warn, otherTab };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loading once at start', () => {
  it.each([
    { case: 'nothing stored', stored: null, lines: [], warned: false },
    { case: 'a valid list', stored: JSON.stringify([line]), lines: [line], warned: false },
    { case: 'a list with an invalid item', stored: JSON.stringify([line, { id: 1 }]), lines: [line], warned: true },
    { case: 'corrupted JSON', stored: '{not json', lines: [], warned: true },
    { case: 'a value that is not a list', stored: '"cart"', lines: [], warned: true },
  ])('$case', ({ stored, lines, warned }) => {
    const { store, warn, storage } = setup(stored);
    expect(store.$lines.get()).toEqual(lines);
    expect(warn).toHaveBeenCalledTimes(warned ? 1 : 0);
    expect(storage.getItem).toHaveBeenCalledTimes(1);
  });

  it('a read error gives an empty cart that still works, logged', () => {
    const { store, warn } = setup(JSON.stringify([line]), { read: true });
    expect(store.$lines.get()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    store.add(item);
    expect(store.$count.get()).toBe(1);
  });

  it('works with no storage at all', () => {
    const store = createCartStore({ storage: null, events: null, warn: vi.fn() });
    store.add(item);
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(store.$count.get()).toBe(1);
  });

  it('has the count new when the lines tell their listeners, and tells its own only on a change', () => {
    const store = createCartStore({ storage: null, events: null, warn: vi.fn() });
    const seen: number[] = [];
    store.$lines.listen(() => seen.push(store.$count.get()));
    const counts: number[] = [];
    store.$count.subscribe((count) => counts.push(count));
    store.add(item);
    store.add(item);
    store.acceptPrice(line.id, line.priceCents + 100);
    expect(seen).toEqual([1, 2, 2]);
    expect(counts).toEqual([0, 1, 2]);
  });
});

describe('saving 100 ms after a change', () => {
  it('writes once, 100 ms after the last of a burst of changes', () => {
    const { store, storage, data } = setup();
    store.add(item);
    vi.advanceTimersByTime(60);
    store.add(item);
    vi.advanceTimersByTime(SAVE_DELAY_MS - 1);
    expect(storage.setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(storedLines(data)).toEqual([line]);
  });

  it.each([
    { case: 'update', act: (s: ReturnType<typeof setup>['store']) => s.update(line.id, 9), saved: [{ ...line, quantity: 9 }] },
    { case: 'remove', act: (s: ReturnType<typeof setup>['store']) => s.remove(line.id), saved: [] },
    { case: 'clear', act: (s: ReturnType<typeof setup>['store']) => s.clear(), saved: [] },
    {
      case: 'accepting a new price',
      act: (s: ReturnType<typeof setup>['store']) => s.acceptPrice(line.id, 1),
      saved: [{ ...line, priceCents: 1 }],
    },
  ])('$case is saved', ({ act, saved }) => {
    const { store, data } = setup(JSON.stringify([line]));
    act(store);
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(storedLines(data)).toEqual(saved);
  });

  it('a change that changes nothing is not written', () => {
    const { store, storage } = setup(JSON.stringify([line]));
    store.update(line.id, 0);
    store.remove('nope');
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('a write error is logged and the cart keeps working', () => {
    const { store, warn } = setup(null, { write: true });
    store.add(item);
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(store.$lines.get()).toEqual([{ ...line, quantity: 1 }]);
    store.update(line.id, 3);
    expect(store.$count.get()).toBe(3);
  });

  it('a pending change is written at once when the page is hidden', () => {
    const { store, events, data } = setup();
    store.add(item);
    events.dispatchEvent(new Event('pagehide'));
    expect(storedLines(data)).toEqual([{ ...line, quantity: 1 }]);
  });
});

describe('following other tabs', () => {
  it.each([
    { case: 'a valid list is taken', newValue: JSON.stringify([line]), key: 'cart', lines: [line] },
    { case: 'an empty list empties the cart', newValue: '[]', key: 'cart', lines: [] },
    { case: 'invalid items in a list are dropped', newValue: JSON.stringify([line, { id: 2 }]), key: 'cart', lines: [line] },
    { case: 'corrupted JSON is ignored', newValue: '[{', key: 'cart', lines: [{ ...line, quantity: 1 }] },
    { case: 'a value that is not a list is ignored', newValue: '{}', key: 'cart', lines: [{ ...line, quantity: 1 }] },
    { case: 'a removed key is ignored', newValue: null, key: 'cart', lines: [{ ...line, quantity: 1 }] },
    { case: 'another key is ignored', newValue: '[]', key: 'wishlist', lines: [{ ...line, quantity: 1 }] },
  ])('$case', ({ newValue, key, lines }) => {
    const { store, otherTab } = setup(JSON.stringify([{ ...line, quantity: 1 }]));
    otherTab(newValue, key);
    expect(store.$lines.get()).toEqual(lines);
  });

  it('a list taken from another tab is not written back', () => {
    const { store, storage, otherTab } = setup();
    otherTab(encodeCart([line]));
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(store.$count.get()).toBe(2);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('a list from another tab replaces a change not yet saved', () => {
    const { store, storage, otherTab } = setup();
    store.add(item);
    otherTab(encodeCart([{ ...line, quantity: 5 }]));
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(store.$count.get()).toBe(5);
    expect(storage.setItem).not.toHaveBeenCalled();
  });
});

describe('adding through the store', () => {
  it.each([
    { case: 'a valid item', input: item, outcome: 'added', count: 3 },
    { case: 'an item past the cap', input: { ...item, quantity: MAX_LINE_QUANTITY - 1 }, outcome: 'limited', count: MAX_LINE_QUANTITY },
    { case: 'an invalid item', input: { ...item, priceCents: 'free' }, outcome: 'invalid', count: 2 },
  ])('$case: $outcome', ({ input, outcome, count }) => {
    const { store } = setup(JSON.stringify([line]));
    expect(store.add(input).outcome).toBe(outcome);
    expect(store.$count.get()).toBe(count);
  });
});
