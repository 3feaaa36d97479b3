/**
 * The browser's storage, reached the one safe way: a browser may refuse access (private mode, a
 * sandboxed frame, storage turned off) or a write (storage full), and the page then goes on
 * without it.
 */

export type StorageKind = 'local' | 'session';

/** localStorage or sessionStorage, or null where there is none or it is blocked. */
export function browserStorage(kind: StorageKind): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored text under `key`, or null when there is none or it cannot be read. */
export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return browserStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; false when it could not be kept (the value then holds for this page only). */
export function writeStored(kind: StorageKind, key: string, value: string): boolean {
  try {
    const storage = browserStorage(kind);
    storage?.setItem(key, value);
    return storage !== null;
  } catch {
    return false;
  }
}

export function removeStored(kind: StorageKind, key: string): void {
  try {
    browserStorage(kind)?.removeItem(key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
