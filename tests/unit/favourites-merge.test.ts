import { describe, expect, it } from 'vitest';
import { favouritesSync, favouritesToAdd, type FavouritesSync } from '../../src/lib/favourites/merge.ts';

const sold = (id: string) => !id.startsWith('gone');

describe('which of this browser’s favourites join the account’s on sign-in', () => {
  it.each<[string, string[], string[], number, string[]]>([
    ['an empty browser adds nothing', ['a'], [], 10, []],
    ['an empty account takes the browser’s, in its order', [], ['b', 'a'], 10, ['b', 'a']],
    ['what the account has is not added twice', ['a'], ['a', 'b'], 10, ['b']],
    ['a repeated id is added once, where it first stands', [], ['a', 'b', 'a'], 10, ['a', 'b']],
    ['a product the catalogue no longer lists is left out', [], ['gone-1', 'a'], 10, ['a']],
    ['past the cap the browser’s newest are kept', ['x'], ['a', 'b', 'c'], 3, ['b', 'c']],
    ['a full account takes none, and loses none', ['x', 'y'], ['a'], 2, []],
    ['an account over the cap (a lower cap since) takes none', ['x', 'y', 'z'], ['a'], 2, []],
  ])('%s', (_name, account, browser, max, expected) => {
    expect(favouritesToAdd(account, browser, sold, max)).toEqual(expected);
  });
});

describe('what the browser does with its list when it learns who is signed in', () => {
  it.each<[string, string | null, string | null, FavouritesSync]>([
    ['a guest stays a guest', null, null, 'keep'],
    ['a guest signs in: the browser’s list is merged into the account', null, 'u1', 'merge'],
    ['the same account again (a new page, another tab): the account’s list is taken as it is', 'u1', 'u1', 'adopt'],
    ['another account signs in where one’s sign-out went unseen: its own list, never the other’s merged in', 'u1', 'u2', 'adopt'],
    ['signed out: the account’s list leaves the browser', 'u1', null, 'clear'],
  ])('%s', (_name, owner, user, expected) => {
    expect(favouritesSync(owner, user)).toBe(expected);
  });
});
