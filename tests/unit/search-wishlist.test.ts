import { describe, expect, it } from 'vitest';
import { parseWishlist, toggled } from '../../src/stores/wishlist.ts';

describe('wishlist storage', () => {
  it.each<[string, string | null, string[]]>([
    ['nothing stored', null, []],
    ['a list of ids', '["a","b"]', ['a', 'b']],
    ['duplicates and non-strings dropped', '["a",1,"a",null,""]', ['a']],
    ['not a list', '{"a":1}', []],
    ['corrupt text', '[oops', []],
  ])('%s', (_name, raw, expected) => {
    expect(parseWishlist(raw)).toEqual(expected);
  });

  it.each<[string[], string, string[]]>([
    [[], 'a', ['a']],
    [['a', 'b'], 'a', ['b']],
    [['a'], 'b', ['a', 'b']],
  ])('toggling %j with %s', (ids, id, expected) => {
    expect(toggled(ids, id)).toEqual(expected);
  });
});
