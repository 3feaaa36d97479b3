import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { sizingPage as enSizingPage } from '../../src/i18n/en/sizing-page.ts';
import { sizingPage as swSizingPage } from '../../src/i18n/sw/sizing-page.ts';
import { translationsFor, type Message, type MessageKey } from '../../src/i18n/index.ts';
import { pluralForm, type Locale } from '../../src/i18n/locales.ts';

/**
 * Strings that count are table entries of forms (`{ one, other }`), and `t(key, { count })` picks
 * one by CLDR's rules (Intl.PluralRules) in the bound language: never "1 items". Through the real
 * tables, in English and in Kiswahili.
 */
describe('plural forms by Intl.PluralRules', () => {
  it.each<[Locale, number, 'one' | 'other']>([
    ['en', 0, 'other'],
    ['en', 1, 'one'],
    ['en', 2, 'other'],
    ['en', 1.5, 'other'],
    ['en', 5, 'other'],
    ['en', 21, 'other'],
    ['en', 101, 'other'],
    ['sw', 0, 'other'],
    ['sw', 1, 'one'],
    ['sw', 2, 'other'],
    ['sw', 3, 'other'],
    ['sw', 5, 'other'],
    ['sw', 21, 'other'],
  ])('%s: %d is %s', (locale, count, form) => {
    expect(pluralForm(count, locale)).toBe(form);
  });
});

describe('messages that count, through t', () => {
  it.each<[Locale, MessageKey, number, Record<string, string | number>, string]>([
    ['en', 'cart.itemCount', 0, {}, '0 items'],
    ['en', 'cart.itemCount', 1, {}, '1 item'],
    ['en', 'cart.itemCount', 2, {}, '2 items'],
    ['en', 'cart.itemCount', 5, {}, '5 items'],
    ['en', 'cart.itemCount', 21, {}, '21 items'],
    [
      'en',
      'admin.orders.count',
      1,
      { paid: 'KSh 3,325', due: 'KSh 0' },
      '1 order: KSh 3,325 paid (refunds taken off), KSh 0 still to pay online or to the driver',
    ],
    [
      'en',
      'admin.orders.count',
      2,
      { paid: 'KSh 0', due: 'KSh 3,325' },
      '2 orders: KSh 0 paid (refunds taken off), KSh 3,325 still to pay online or to the driver',
    ],
    [
      'en',
      'admin.orders.count',
      0,
      { paid: 'KSh 0', due: 'KSh 0' },
      '0 orders: KSh 0 paid (refunds taken off), KSh 0 still to pay online or to the driver',
    ],
    ['en', 'admin.dashboard.orders', 1, {}, '1 order'],
    ['en', 'admin.dashboard.paidOrders', 1, {}, 'from 1 paid order'],
    ['en', 'admin.dashboard.refunds', 21, {}, '21 refunds asked of Pesapal'],
    ['en', 'a11y.cartWithCount', 1, {}, 'Cart, 1 item'],
    ['en', 'a11y.cartWithCount', 0, {}, 'Cart, 0 items'],
    ['en', 'listing.showing', 1, { shown: 1 }, 'Showing 1 of 1 product'],
    ['en', 'listing.productCount', 1, {}, '1 product'],
    ['en', 'listing.productCount', 5, {}, '5 products'],
    ['en', 'searchPage.count', 1, {}, '1 product'],
    ['en', 'countdown.days', 1, {}, '1 day'],
    ['en', 'countdown.days', 2, {}, '2 days'],
    ['en', 'whatsapp.cartMore', 1, {}, 'and 1 more item (in my cart)'],
    ['en', 'whatsapp.cartMore', 3, {}, 'and 3 more items (in my cart)'],
    ['en', 'sizing.page.summary.mode', 1, { mode: 'Backup' }, 'For: Backup, 1 day without sun'],
    ['en', 'sizing.page.summary.mode', 2, { mode: 'Backup' }, 'For: Backup, 2 days without sun'],
    ['en', 'sizing.page.unit.hours', 1, { n: '1' }, '1 hour'],
    ['en', 'sizing.page.unit.hours', 5.5, { n: '5.5' }, '5.5 hours'],
    ['sw', 'cart.itemCount', 0, {}, 'bidhaa 0'],
    ['sw', 'cart.itemCount', 1, {}, 'bidhaa 1'],
    ['sw', 'cart.itemCount', 2, {}, 'bidhaa 2'],
    ['sw', 'cart.itemCount', 5, {}, 'bidhaa 5'],
    ['sw', 'cart.itemCount', 21, {}, 'bidhaa 21'],
    ['sw', 'listing.showing', 2, { shown: 2 }, 'Inaonyesha bidhaa 2 kati ya 2'],
    ['sw', 'countdown.days', 1, {}, 'siku 1'],
    ['sw', 'countdown.days', 5, {}, 'siku 5'],
    ['sw', 'whatsapp.cartMore', 1, {}, 'na bidhaa 1 zaidi (kwenye kikapu changu)'],
    ['sw', 'sizing.page.summary.mode', 21, { mode: 'Dharura' }, 'Matumizi: Dharura, siku 21 bila jua'],
  ])('%s %s with %d', (locale, key, count, values, text) => {
    expect(translationsFor(locale)(key, { count, ...values })).toBe(text);
  });

  it('a counting message without a count takes its `other` form', () => {
    expect(translationsFor('en')('cart.itemCount')).toBe('{count} items');
  });

  it('gives a page script the forms unfilled, for its data attributes', () => {
    expect(translationsFor('en').form('cart.itemCount', 'one')).toBe('{count} item');
    expect(translationsFor('sw').form('cart.itemCount', 'other')).toBe('bidhaa {count}');
  });

  const tables: [string, Record<string, Message>][] = [
    ['en', { ...en, ...enSizingPage }],
    ['sw', { ...sw, ...swSizingPage }],
  ];
  it.each(tables)('%s: every counting message has the `one` and `other` forms, each with the same placeholders', (_locale, table) => {
    const counting = Object.entries(table).filter((entry): entry is [string, Exclude<Message, string>] => typeof entry[1] !== 'string');
    const broken = counting.filter(
      ([, forms]) =>
        !forms.one ||
        !forms.other ||
        forms.one
          .match(/\{\w+\}/g)
          ?.sort()
          .join() !==
          forms.other
            .match(/\{\w+\}/g)
            ?.sort()
            .join(),
    );
    expect(counting.length).toBeGreaterThan(0);
    expect(broken).toEqual([]);
  });

  it.each(tables)('%s: no plain string counts with `{count}` and a plural noun ("1 items")', (_locale, table) => {
    const plainCounts = Object.entries(table).filter(([, message]) => typeof message === 'string' && /\{count\}\s+\w+s\b/.test(message));
    expect(plainCounts).toEqual([]);
  });
});
