import { describe, expect, it } from 'vitest';
import { STOCK_IDS_PER_REQUEST, stockIdsToAsk, stockPath } from '../../src/lib/stock/stock-request.ts';
import { stockIds } from '../../src/server/routes/stock.ts';

const many = (n: number, prefix = 'panel') => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

describe('which products a page asks GET /api/stock about', () => {
  it.each<[string, (string | null | undefined)[], string[]]>([
    ['a product page: its product', ['lithium-100ah'], ['lithium-100ah']],
    ['a card shown twice (a home carousel and a grid) is asked once', ['a', 'b', 'a'], ['a', 'b']],
    ['in the order the page shows them', ['c', 'a', 'b'], ['c', 'a', 'b']],
    ['a button whose data could not be read is left out', ['a', undefined, null, ''], ['a']],
    ['an id the route would refuse is left out, so one bad card never costs the rest', ['a', 'a,b', 'x y', 'é', 'b'], ['a', 'b']],
    ['no products: nothing to ask', [], []],
  ])('%s', (_case, ids, asked) => {
    expect(stockIdsToAsk(ids)).toEqual(asked);
  });

  it(`asks for at most ${STOCK_IDS_PER_REQUEST}, the first ones, in one request`, () => {
    const asked = stockIdsToAsk(many(STOCK_IDS_PER_REQUEST + 20));
    expect(asked).toEqual(many(STOCK_IDS_PER_REQUEST));
  });

  it.each([[['lithium-100ah']], [['a', 'b.c', 'D_9']], [many(STOCK_IDS_PER_REQUEST)], [['x'.repeat(200)]]])(
    'the route takes what is asked: %#',
    (ids) => {
      const path = stockPath(stockIdsToAsk(ids));
      const query = new URL(path, 'http://shop').searchParams.get('ids') ?? undefined;
      expect(path.startsWith('/api/stock?ids=')).toBe(true);
      expect(stockIds(query)).toEqual(ids);
    },
  );
});
