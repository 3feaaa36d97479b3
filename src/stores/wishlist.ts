import { atom } from 'nanostores';
import { readStored, writeStored } from '../client/storage.ts';
import { storedSession } from '../client/auth/stored-session.ts';
import { MAX_FAVOURITES } from '../lib/favourites/limits.ts';

/**
 * The shopper's favourites (product ids, oldest first), kept in localStorage so they survive a
 * reload; the UI's one source. Signed in, src/client/favourites-sync.ts keeps the account's list
 * in step with it (it listens to each heart through onWishlistToggle).
 */
export const WISHLIST_KEY = 'wishlist';

/** Stored text to a list of ids; anything malformed gives an empty list. */
export function parseWishlist(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((id): id is string => typeof id === 'string' && id !== ''))].slice(-MAX_FAVOURITES);
  } catch {
    return [];
  }
}

export function toggled(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id].slice(-MAX_FAVOURITES);
}

export const $wishlist = atom<string[]>(parseWishlist(readStored('local', WISHLIST_KEY)));

/** True once a signed-in browser has the account's list (or knows it cannot have it now): the favourites page waits for it. */
export const $wishlistSynced = atom(false);

/** Replaces the whole list (the account's, once signed in), in this tab and in storage. */
export function setWishlist(ids: readonly string[]): void {
  const next = parseWishlist(JSON.stringify(ids));
  $wishlist.set(next);
  // Storage full or blocked: the list still holds for this page.
  writeStored('local', WISHLIST_KEY, JSON.stringify(next));
}

type ToggleListener = (id: string, on: boolean) => void;
const toggleListeners = new Set<ToggleListener>();

/** Calls `listener` after each heart pressed in this tab (not a change from another tab or the account). */
export function onWishlistToggle(listener: ToggleListener): void {
  toggleListeners.add(listener);
}

/**
 * Hearts pressed while signed in that the account has not taken yet (product id → kept), in
 * storage: the sync with the account loads on the first press (issue 49), and a page left before it
 * answered loses none; src/client/favourites-sync.ts sends them before it reads the account's list.
 */
export const UNSENT_KEY = 'wishlist-unsent';

/** The presses not yet sent, as stored (the sync sends only a true or false among them); nothing readable reads as none. */
export function unsentPresses(): Record<string, unknown> {
  try {
    return Object(JSON.parse(readStored('local', UNSENT_KEY) ?? '{}')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function toggleWishlist(id: string): boolean {
  setWishlist(toggled($wishlist.get(), id));
  const on = $wishlist.get().includes(id);
  if (storedSession() !== null) writeStored('local', UNSENT_KEY, JSON.stringify({ ...unsentPresses(), [id]: on }));
  for (const listener of toggleListeners) listener(id, on);
  return on;
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === WISHLIST_KEY) $wishlist.set(parseWishlist(event.newValue));
  });
}
