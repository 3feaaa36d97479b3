import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../src/client/api.ts';
import type * as Sync from '../../src/client/favourites-sync.ts';
import type * as Wishlist from '../../src/stores/wishlist.ts';
import type * as Auth from '../../src/stores/auth.ts';
import { browserAuthConfig } from '../../src/client/auth/browser-config.ts';
import { storageKeyFor } from '../../src/lib/auth/storage-key.ts';

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

  it.each<[string, Record<string, boolean>, 'ok' | 'offline' | 'refused', string[], string[], Record<string, boolean> | undefined]>([
    [
      'a heart pressed signed in before the sync loaded is sent before the account’s list is read, and shown',
      { fresh: true },
      'ok',
      ['PUT fresh', 'GET'],
      ['a', 'fresh'],
      undefined,
    ],
    ['a heart let go signed in is let go in the account too', { a: false }, 'ok', ['DELETE a', 'GET'], [], undefined],
    [
      'one the network did not carry waits in storage for the next page',
      { fresh: true },
      'offline',
      ['PUT fresh', 'GET'],
      ['a'],
      { fresh: true },
    ],
    ['one the server refused is not sent again', { gone: true }, 'refused', ['PUT gone', 'GET'], ['a'], undefined],
  ])('%s', async (_name, unsent, answer, expectedCalls, expectedList, left) => {
    stored.clear();
    stored.set('wishlist-owner', 'u2');
    stored.set('wishlist-unsent', JSON.stringify(unsent));
    m.auth.$auth.set({ user: null, isAdmin: false, loading: true });
    m.wishlist.setWishlist(['a', ...Object.keys(unsent).filter((id) => unsent[id])]);
    const account = ['a'];
    const calls: string[] = [];
    const api = {
      accountFavourites: vi.fn(async () => (calls.push('GET'), ok([...account]))),
      mergeFavourites: vi.fn(async () => ok([...account])),
      setFavourite: vi.fn(async (id: string, on: boolean): Promise<ApiResult<string[]>> => {
        calls.push(`${on ? 'PUT' : 'DELETE'} ${id}`);
        if (answer === 'offline') return down;
        if (answer === 'refused') return { ok: false, status: 404, code: 'NOT_FOUND', message: '' };
        if (on) account.push(id);
        else account.splice(account.indexOf(id), 1);
        return ok([...account]);
      }),
    };
    m.sync.syncFavourites(vi.fn(), api);
    signIn('u2');
    await vi.waitFor(() => {
      expect(calls).toEqual(expectedCalls);
      expect(m.wishlist.$wishlistSynced.get()).toBe(true);
    });
    expect(m.wishlist.$wishlist.get()).toEqual(expectedList);
    expect(stored.has('wishlist-unsent') ? JSON.parse(stored.get('wishlist-unsent')!) : undefined).toEqual(left);
  });

  it('signed out, presses left unsent are forgotten with the account’s list', async () => {
    stored.clear();
    stored.set('wishlist-owner', 'u2');
    stored.set('wishlist-unsent', JSON.stringify({ fresh: true }));
    m.wishlist.setWishlist(['a', 'fresh']);
    const { api, calls } = harness(['a']);
    m.sync.syncFavourites(vi.fn(), api);
    signIn(null);
    await vi.waitFor(() => expect(m.wishlist.$wishlist.get()).toEqual([]));
    expect(calls).toEqual([]);
    expect(stored.has('wishlist-unsent')).toBe(false);
  });

  it('a heart pressed signed in waits in storage until the account has taken it; a guest’s press is not noted', async () => {
    stored.clear();
    m.wishlist.toggleWishlist('guest-heart');
    expect(stored.has('wishlist-unsent')).toBe(false);

    stored.set(storageKeyFor(browserAuthConfig().supabaseUrl), '{"user":{"id":"u2","email":"u2@shop.test"}}');
    stored.set('wishlist-owner', 'u2');
    m.wishlist.toggleWishlist('before-sync');
    expect(JSON.parse(stored.get('wishlist-unsent')!)).toEqual({ 'before-sync': true });

    const { api, calls } = harness(['a']);
    m.auth.$auth.set({ user: null, isAdmin: false, loading: true });
    m.sync.syncFavourites(vi.fn(), api);
    signIn('u2');
    await vi.waitFor(() => expect(calls).toEqual(['PUT before-sync', 'GET']));
    m.wishlist.toggleWishlist('after-sync');
    await vi.waitFor(() => expect(calls.at(-1)).toBe('PUT after-sync'));
    await vi.waitFor(() => expect(stored.has('wishlist-unsent')).toBe(false));
  });
});
