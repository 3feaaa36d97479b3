import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../src/client/api.ts';
import type * as Sync from '../../src/client/favourites-sync.ts';
import type * as Wishlist from '../../src/stores/wishlist.ts';
import type * as Auth from '../../src/stores/auth.ts';

/**
 * The browser's favourites kept in step with the account (src/client/favourites-sync.ts), over a
 * stand-in of the API door and a browser's localStorage: merged at sign-in, taken from the account
 * on a later page, each heart sent, one the server refused undone, cleared at sign-out.
 */

const stored = new Map<string, string>();
vi.stubGlobal('window', {
  localStorage: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  },
  addEventListener: () => {},
});

type Modules = {
  sync: typeof Sync;
  wishlist: typeof Wishlist;
  auth: typeof Auth;
};
let m: Modules;
// Each walk with its own stores and one sync, as each page has.
beforeEach(async () => {
  vi.resetModules();
  m = {
    sync: await import('../../src/client/favourites-sync.ts'),
    wishlist: await import('../../src/stores/wishlist.ts'),
    auth: await import('../../src/stores/auth.ts'),
  };
});

const ok = (data: string[]): ApiResult<string[]> => ({ ok: true, data });
const down: ApiResult<string[]> = { ok: false, status: 0, code: 'NETWORK', message: '' };

function harness(account: string[]) {
  const calls: string[] = [];
  let refuse = false;
  const api = {
    accountFavourites: vi.fn(async () => (calls.push('GET'), ok([...account]))),
    mergeFavourites: vi.fn(async (ids: readonly string[]) => {
      calls.push(`MERGE ${ids.join(',')}`);
      for (const id of ids) if (!account.includes(id)) account.push(id);
      return ok([...account]);
    }),
    setFavourite: vi.fn(async (id: string, on: boolean) => {
      calls.push(`${on ? 'PUT' : 'DELETE'} ${id}`);
      return refuse ? down : ok(account);
    }),
  };
  const failed = vi.fn();
  return { api, calls, failed, refuseNext: () => (refuse = true) };
}

const signIn = (id: string | null) =>
  m.auth.$auth.set({ user: id ? { id, email: `${id}@shop.test` } : null, isAdmin: false, loading: false });

describe('favourites kept in step with the account', () => {
  it('a guest’s hearts are merged at sign-in, then each heart is sent; one refused is undone and said; sign-out clears the browser', async () => {
    stored.clear();
    m.auth.$auth.set({ user: null, isAdmin: false, loading: true });
    m.wishlist.setWishlist(['guest-1', 'guest-2']);
    const { api, calls, failed, refuseNext } = harness(['kept-1']);
    m.sync.syncFavourites(failed, api);
    // Still reading who is signed in: nothing happens yet.
    expect(calls).toEqual([]);
    signIn('u1');
    // The sync answers after its request resolves: wait for the state it reaches.
    await vi.waitFor(() => {
      expect(calls).toEqual(['MERGE guest-1,guest-2']);
      expect(m.wishlist.$wishlist.get()).toEqual(['kept-1', 'guest-1', 'guest-2']);
      expect(stored.get('wishlist-owner')).toBe('u1');
      expect(m.wishlist.$wishlistSynced.get()).toBe(true);
    });

    m.wishlist.toggleWishlist('new-1');
    m.wishlist.toggleWishlist('guest-1');
    await vi.waitFor(() => {
      expect(calls.slice(1)).toEqual(['PUT new-1', 'DELETE guest-1']);
      expect(failed).not.toHaveBeenCalled();
    });

    refuseNext();
    m.wishlist.toggleWishlist('new-2');
    await vi.waitFor(() => {
      expect(calls.at(-1)).toBe('PUT new-2');
      expect(m.wishlist.$wishlist.get()).not.toContain('new-2');
      expect(failed).toHaveBeenCalledOnce();
    });

    signIn(null);
    await vi.waitFor(() => {
      expect(m.wishlist.$wishlist.get()).toEqual([]);
      expect(stored.has('wishlist-owner')).toBe(false);
    });
  });

  it.each<[string, string | null, string, string[], string[]]>([
    [
      'a page opened signed in takes the account’s list (one removed on another phone is gone)',
      'u2',
      'u2',
      ['a', 'gone-elsewhere'],
      ['GET'],
    ],
    ['another account on a browser whose sign-out went unseen takes its own list, merging nothing in', 'u9', 'u2', ['a', 'b'], ['GET']],
    ['a guest’s list meets the account: merged', null, 'u2', ['a', 'b'], ['MERGE a,b']],
  ])('%s', async (_name, owner, user, browser, expected) => {
    stored.clear();
    if (owner) stored.set('wishlist-owner', owner);
    m.auth.$auth.set({ user: null, isAdmin: false, loading: true });
    m.wishlist.setWishlist(browser);
    const { api, calls, failed } = harness(['a']);
    m.sync.syncFavourites(failed, api);
    signIn(user);
    await vi.waitFor(() => {
      expect(calls).toEqual(expected);
      expect(m.wishlist.$wishlist.get()).toEqual(expected[0] === 'GET' ? ['a'] : ['a', 'b']);
      expect(stored.get('wishlist-owner')).toBe(user);
    });
  });
});
