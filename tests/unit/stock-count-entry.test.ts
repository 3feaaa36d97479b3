import { describe, expect, it } from 'vitest';
import { countWarning, readUnits, type CountWarning } from '../../src/lib/stock/count-entry.ts';
import { readStockQuery, stockListSearch, stockPageSearch, type StockPageQuery } from '../../src/lib/stock/stock-query.ts';

describe('units as the admin types them', () => {
  it.each<[string, number, number, number | null]>([
    ['12', 0, 1_000_000, 12],
    [' 12 ', 0, 1_000_000, 12],
    ['0', 0, 1_000_000, 0],
    ['0', 1, 1_000_000, null],
    ['1,200', 0, 1_000_000, 1200],
    ['1 200', 0, 1_000_000, 1200],
    ['1,000,000', 0, 1_000_000, 1_000_000],
    ['1000001', 0, 1_000_000, null],
    ['12,5', 0, 1_000_000, null],
    ['1.5', 0, 1_000_000, null],
    ['-3', 0, 1_000_000, null],
    ['', 0, 1_000_000, null],
    ['ten', 0, 1_000_000, null],
    ['1e3', 0, 1_000_000, null],
  ])('%j from %i to %i reads %j', (typed, min, max, units) => {
    expect(readUnits(typed, min, max)).toBe(units);
  });
});

describe('when a new count asks first', () => {
  it.each<[string, { tracked: boolean; onHand: number; reserved: number }, number, CountWarning]>([
    ['a small recount', { tracked: true, onHand: 12, reserved: 0 }, 11, null],
    ['a count that goes up', { tracked: true, onHand: 2, reserved: 0 }, 40, null],
    ['one unit less of a few', { tracked: true, onHand: 3, reserved: 0 }, 2, null],
    ['the last unit gone', { tracked: true, onHand: 1, reserved: 0 }, 0, null],
    ['down to half', { tracked: true, onHand: 8, reserved: 0 }, 4, { kind: 'bigDrop', by: 4 }],
    ['ten fewer of many', { tracked: true, onHand: 250, reserved: 0 }, 240, { kind: 'bigDrop', by: 10 }],
    ['nine fewer of many', { tracked: true, onHand: 250, reserved: 0 }, 241, null],
    ['to zero from many', { tracked: true, onHand: 40, reserved: 0 }, 0, { kind: 'bigDrop', by: 40 }],
    ['below what open orders hold', { tracked: true, onHand: 10, reserved: 4 }, 3, { kind: 'belowReserved', reserved: 4, available: -1 }],
    ['exactly what open orders hold', { tracked: true, onHand: 5, reserved: 4 }, 4, null],
    ['a first count of a product not counted before', { tracked: false, onHand: 0, reserved: 0 }, 0, null],
  ])('%s', (_what, current, next, warning) => {
    expect(countWarning(current, next)).toEqual(warning);
  });
});

describe("the stock page's address", () => {
  it.each<[string, StockPageQuery, string]>([
    ['', { filter: 'all', page: 1, pageSize: 50 }, ''],
    ['?filter=low', { filter: 'low', page: 1, pageSize: 50 }, '?filter=low'],
    [
      '?filter=out&category=batteries&q=%20lithium%20&page=2&pageSize=100&product=deye-8kw',
      { filter: 'out', category: 'batteries', q: 'lithium', page: 2, pageSize: 100, product: 'deye-8kw' },
      '?filter=out&category=batteries&q=lithium',
    ],
    ['?filter=everything&page=0&pageSize=5000&q=', { filter: 'all', page: 1, pageSize: 50 }, ''],
    [`?q=${'x'.repeat(101)}`, { filter: 'all', page: 1, pageSize: 50 }, ''],
  ])('%j reads as %j and asks the API %j', (search, query, api) => {
    const read = readStockQuery(new URLSearchParams(search));
    expect(read).toEqual(query);
    expect(stockListSearch(read)).toBe(api);
  });

  it('writes the page back as it was read, defaults left out', () => {
    const query: StockPageQuery = { filter: 'untracked', q: 'Deye 8', page: 3, pageSize: 25, product: 'deye-8kw' };
    const search = stockPageSearch(query);
    expect(search).toBe('?filter=untracked&q=Deye+8&page=3&pageSize=25&product=deye-8kw');
    expect(readStockQuery(new URLSearchParams(search))).toEqual(query);
    expect(stockPageSearch({ filter: 'all', page: 1, pageSize: 50 })).toBe('');
  });
});
