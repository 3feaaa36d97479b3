import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../src/server/config.ts';
import { stockIds } from '../../src/server/routes/stock.ts';
import { parseStockHold } from '../../src/lib/stock/hold.ts';
import { canBuy, shopperStock } from '../../src/lib/stock/state.ts';

/** The shopper's stock rule, the hold's setting and the live route's ids (issue 44). */

describe('what a shopper is told', () => {
  it.each([
    // available, threshold, on sale → state, left
    [10, 3, true, 'in_stock', null],
    [4, 3, true, 'in_stock', null],
    [3, 3, true, 'low', 3],
    [1, 3, true, 'low', 1],
    [0, 3, true, 'out_of_stock', null],
    [-2, 3, true, 'out_of_stock', null],
    [1, 0, true, 'in_stock', null],
    [null, 3, true, 'in_stock', null],
    [null, 3, false, 'out_of_stock', null],
    [10, 3, false, 'out_of_stock', null],
  ] as const)('%s available, threshold %s, on sale %s: %s, left %s', (available, threshold, onSale, state, left) => {
    const stock = shopperStock(available, threshold, onSale);
    expect(stock).toEqual({ state, left });
    expect(canBuy(stock)).toBe(state !== 'out_of_stock');
  });
});

describe('STOCK_HOLD_MINUTES', () => {
  it.each([
    [undefined, 30 * 60_000],
    ['', 30 * 60_000],
    [' 45 ', 45 * 60_000],
    ['5', 5 * 60_000],
    ['1440', 1440 * 60_000],
  ])('%j holds for %i ms', (value, ms) => {
    expect(parseStockHold(value)).toEqual({ ok: true, ms });
  });

  it.each(['4', '1441', '0', '-5', '30m', '1.5', 'thirty'])('refuses %j', (value) => {
    expect(parseStockHold(value).ok).toBe(false);
  });

  it('is read with the server settings, and a wrong one is named', () => {
    expect(readServerConfig({ SITE_URL: 'https://a.example', STOCK_HOLD_MINUTES: '20' }).stockHoldMs).toBe(20 * 60_000);
    expect(() => readServerConfig({ SITE_URL: 'https://a.example', STOCK_HOLD_MINUTES: '2' })).toThrow(/STOCK_HOLD_MINUTES/);
  });
});

describe('GET /api/stock ids', () => {
  it.each([
    ['a', ['a']],
    ['a,b', ['a', 'b']],
    ['a, b ,a', ['a', 'b']],
    ['felicity-3kw-backup-5kwh,JA_Solar.550', ['felicity-3kw-backup-5kwh', 'JA_Solar.550']],
    [Array.from({ length: 100 }, (_, i) => `p${i}`).join(','), Array.from({ length: 100 }, (_, i) => `p${i}`)],
  ])('%s → %j', (value, ids) => {
    expect(stockIds(value)).toEqual(ids);
  });

  it.each([undefined, '', ',', 'a,,b', 'a b', '../x', 'a/b', Array.from({ length: 101 }, (_, i) => `p${i}`).join(',')])(
    'refuses %j',
    (value) => {
      expect(stockIds(value)).toBeNull();
    },
  );
});
