import { afterEach, describe, expect, it, vi } from 'vitest';
import { translationsFor, type MessageKey, type MessageValues } from '../../src/i18n/index.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { pageWords } from '../../src/i18n/page-words.ts';

/**
 * A page script's words (pageWords) say what the server's `t` says, from the JSON the page wrote
 * (PageWords.astro writes `t.message(key)` per key): filled, and in the count's form for the page's language.
 */
function pageOf(locale: Locale, blocks: ReadonlyArray<readonly MessageKey[]>): void {
  const t = translationsFor(locale);
  const scripts = blocks.map((keys) => ({ textContent: JSON.stringify(Object.fromEntries(keys.map((key) => [key, t.message(key)]))) }));
  vi.stubGlobal('document', {
    querySelectorAll: (selector: string) => (selector === 'script[data-page-words]' ? scripts : []),
    documentElement: { lang: locale === 'sw' ? 'sw-KE' : 'en-KE' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pageWords: the words a page wrote, said as the server says them', () => {
  it.each<[Locale, MessageKey, MessageValues]>([
    ['en', 'cart.itemCount', { count: 1 }],
    ['en', 'cart.itemCount', { count: 2 }],
    ['sw', 'cart.itemCount', { count: 1 }],
    ['sw', 'cart.itemCount', { count: 7 }],
    ['en', 'listing.showing', { shown: 24, count: 1 }],
    ['en', 'listing.showing', { shown: 24, count: 30 }],
    ['sw', 'product.stockLow', { count: 1 }],
    ['sw', 'product.stockLow', { count: 3 }],
    ['en', 'cart.toast.limited', { name: 'Battery', max: 100 }],
    ['en', 'searchPage.resultsFor', { query: 'inverter' }],
    ['sw', 'countdown.days', { count: 38 }],
  ])('%s %s %o', (locale, key, values) => {
    pageOf(locale, [[key]]);
    expect(pageWords()(key, values)).toBe(translationsFor(locale)(key, values));
  });

  it('reads every block on the page', () => {
    pageOf('en', [['cart.added'], ['a11y.cartCount']]);
    const t = pageWords();
    expect([t('cart.added'), t('a11y.cartCount', { count: 2 })]).toEqual(['Added!', '(2 items)']);
  });

  it('unfilled, a template keeps its placeholders for a later fill (the cart line texts)', () => {
    pageOf('en', [['cart.quantityOf']]);
    expect(pageWords()('cart.quantityOf')).toBe('Quantity of {name}');
  });

  it('a key the page did not write reads as itself, so the gap shows', () => {
    pageOf('en', [['cart.added']]);
    expect(pageWords()('cart.title')).toBe('cart.title');
  });
});
