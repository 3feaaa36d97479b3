import { describe, expect, it } from 'vitest';
import { listingPageForQuery } from '../../src/lib/filters/listing-address.ts';

describe('a /shop query with one category or the flash sale stands for a built page', () => {
  it.each([
    ['/shop', '?category=accessories', '/shop/accessories'],
    ['/shop', '?category=power-backups', '/shop/back-up-systems'],
    ['/shop', '?category=solar-inverters', '/shop/inverters'],
    ['/shop', '?category=accessories&page=2', '/shop/accessories/page/2'],
    ['/shop', '?flash-sale=true', '/shop/deals'],
    ['/sw/shop', '?flash-sale=true', '/sw/shop/deals'],
    ['/sw/shop', '?category=batteries', '/sw/shop/batteries'],
    ['/shop', '?category=%20batteries%20', '/shop/batteries'],
    ['/shop', '?page=2&category=batteries', '/shop/batteries/page/2'],
  ])('%s%s → %s', (path, search, target) => {
    expect(listingPageForQuery(path, search)).toBe(target);
  });

  it.each([
    ['/shop', ''],
    ['/shop', '?page=2'],
    ['/shop', '?category=no-such-category'],
    ['/shop', '?category=batteries&category=inverters'],
    ['/shop', '?category=batteries&brand=Felicity'],
    ['/shop', '?category=batteries&flash-sale=true'],
    ['/shop', '?flash-sale=false'],
    ['/shop', '?flash-sale=true&flash-sale=true'],
    ['/shop', '?q=battery'],
    ['/shop', '?category=__proto__'],
    ['/shop', '?category=batteries&page=2&page=3'],
    ['/shop/batteries', '?category=inverters'],
    ['/search', '?category=batteries'],
  ])('%s%s stays for the script', (path, search) => {
    expect(listingPageForQuery(path, search)).toBeNull();
  });
});
