import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { sizingPage as enSizingPage } from '../../src/i18n/en/sizing-page.ts';
import { sizingPage as swSizingPage } from '../../src/i18n/sw/sizing-page.ts';
import { tPlural, type PluralKey } from '../../src/i18n/index.ts';
import { pluralForm, type Locale } from '../../src/i18n/locales.ts';
import { inLocale } from '../../src/server/locale.ts';

describe('plural forms by Intl.PluralRules', () => {
  it.each<[Locale, number, 'one' | 'other']>([
    ['en', 0, 'other'],
    ['en', 1, 'one'],
    ['en', 2, 'other'],
    ['en', 1.5, 'other'],
    ['en', 21, 'other'],
    ['sw', 0, 'other'],
    ['sw', 1, 'one'],
    ['sw', 3, 'other'],
  ])('%s: %d is %s', (locale, count, form) => {
    expect(pluralForm(count, locale)).toBe(form);
  });
});

describe('messages that count', () => {
  it.each<[Locale, PluralKey, number, Record<string, string | number>, string]>([
    ['en', 'admin.orders.count', 1, { amount: 'KSh 3,325' }, '1 order, KSh 3,325 in total'],
    ['en', 'admin.orders.count', 2, { amount: 'KSh 3,325' }, '2 orders, KSh 3,325 in total'],
    ['en', 'admin.orders.count', 0, { amount: 'KSh 0' }, '0 orders, KSh 0 in total'],
    ['en', 'admin.dashboard.orders', 1, {}, '1 order'],
    ['en', 'admin.dashboard.paidOrders', 1, {}, 'from 1 paid order'],
    ['en', 'cart.itemCount', 1, {}, '1 item'],
    ['en', 'cart.itemCount', 12, {}, '12 items'],
    ['en', 'a11y.cartWithCount', 1, {}, 'Cart, 1 item'],
    ['en', 'listing.showing', 1, { shown: 1 }, 'Showing 1 of 1 product'],
    ['en', 'listing.productCount', 1, {}, '1 product'],
    ['en', 'searchPage.count', 1, {}, '1 product'],
    ['en', 'whatsapp.cartMore', 1, {}, 'and 1 more item (in my cart)'],
    ['en', 'whatsapp.cartMore', 3, {}, 'and 3 more items (in my cart)'],
    ['sw', 'cart.itemCount', 1, {}, 'bidhaa 1'],
    ['sw', 'cart.itemCount', 4, {}, 'bidhaa 4'],
    ['sw', 'listing.showing', 2, { shown: 2 }, 'Inaonyesha bidhaa 2 kati ya 2'],
  ])('%s %s with %d', (locale, stem, count, params, text) => {
    expect(inLocale(locale, () => tPlural(stem, count, params))).toBe(text);
  });

  const tables: [string, Record<string, string>][] = [
    ['en', { ...en, ...enSizingPage }],
    ['sw', { ...sw, ...swSizingPage }],
  ];
  it.each(tables)('%s: every counting message has both forms, each with its {count}', (_locale, table) => {
    const stems = Object.keys(table).filter((key) => /\.(one|other)$/.test(key)).map((key) => key.replace(/\.(one|other)$/, ''));
    const broken = [...new Set(stems)].filter((stem) => !['one', 'other'].every((form) => table[`${stem}.${form}`]?.includes('{count}')));
    expect(stems.length).toBeGreaterThan(0);
    expect(broken).toEqual([]);
  });
});
