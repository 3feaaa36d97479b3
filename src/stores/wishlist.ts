import { atom } from 'nanostores';
import { readStored, writeStored } from '../client/storage.ts';

/** The shopper's favourites (product ids), kept in localStorage so they survive a reload. */
export const WISHLIST_KEY = 'wishlist';
const MAX_ITEMS = 500;

/** Stored text to a list of ids; anything malformed gives an empty list. */
export function parseWishlist(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((id): id is string => typeof id === 'string' && id !== ''))].slice(0, MAX_ITEMS);
  } catch {
    return [];
  }
}

export function toggled(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id].slice(-MAX_ITEMS);
}

export const $wishlist = atom<string[]>(parseWishlist(readStored('local', WISHLIST_KEY)));

export function toggleWishlist(id: string): boolean {
  const next = toggled($wishlist.get(), id);
  $wishlist.set(next);
  // Storage full or blocked: the favourite still holds for this page.
  writeStored('local', WISHLIST_KEY, JSON.stringify(next));
  return next.includes(id);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === WISHLIST_KEY) $wishlist.set(parseWishlist(event.newValue));
  });
}
