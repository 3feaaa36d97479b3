import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { sizingPage as enSizingPage } from '../../src/i18n/en/sizing-page.ts';
import { sizingPage as swSizingPage } from '../../src/i18n/sw/sizing-page.ts';
import { sizing as enSizing } from '../../src/i18n/en/sizing.ts';
import { messages as enMessages } from '../../src/i18n/en/messages.ts';
import { translationsFor, type Message, type MessageKey } from '../../src/i18n/index.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { pluralCategory } from '../../src/i18n/plural.ts';

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
    expect(pluralCategory(count, locale)).toBe(form);
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

  it('gives a page its words with every form unfilled, for pageWords() to pick in the browser', () => {
    expect(translationsFor('en').message('cart.itemCount')).toMatchObject({ one: '{count} item', other: '{count} items' });
    expect(translationsFor('sw').message('cart.itemCount')).toMatchObject({ other: 'bidhaa {count}' });
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

  /**
   * The nouns the shop counts, in English. A placeholder directly before one in the plural
   * (`{months} months`), or after a word that describes it (`{max} business days`), carries a
   * number: its message must be a counting message, picked by that value, or it reads "1 months".
   */
  const COUNTED =
    /\{(\w+)\}\s+(?:(?:business|working|more|paid|open)\s+)?(items|products|orders|refunds|days|hours|minutes|months|weeks|years|characters|units|payments|instalments|jobs|tries)\b/;
  const english: Record<string, Message> = { ...en, ...enSizingPage, ...enSizing, ...enMessages };

  it('finds the placeholders that count in the English strings', () => {
    expect(COUNTED.exec('Within {days} days')?.[1]).toBe('days');
    expect(COUNTED.exec('{min} to {max} business days')?.[1]).toBe('max');
    expect(COUNTED.exec('{name} is ready')).toBeNull();
  });

  it('every English string with a counting placeholder is a counting message', () => {
    const plainCounts = Object.entries(english).filter(([, message]) => typeof message === 'string' && COUNTED.test(message));
    expect(plainCounts).toEqual([]);
  });

  const counted = Object.entries(english).flatMap(([key, message]) => {
    // A message with `{count}` is picked by it (above); the others by the placeholder that counts.
    const name = typeof message === 'string' || message.other.includes('{count}') ? undefined : COUNTED.exec(message.other)?.[1];
    return name ? [[key as MessageKey, name] as const] : [];
  });
  it.each(counted)('%s is picked by {%s}, with no `count` passed', (key, name) => {
    const values = { min: 1, max: 1, [name]: 1 };
    expect(translationsFor('en')(key, values)).toBe(translationsFor('en')(key, { ...values, count: 1 }));
    expect(translationsFor('en')(key, { ...values, [name]: 2 })).toBe(translationsFor('en')(key, { ...values, [name]: 2, count: 2 }));
  });

  it.each(tables)('%s: no plain string counts with `{count}` and a plural noun ("1 items")', (_locale, table) => {
    const plainCounts = Object.entries(table).filter(([, message]) => typeof message === 'string' && /\{count\}\s+\w+s\b/.test(message));
    expect(plainCounts).toEqual([]);
  });

  it.each<[Locale, MessageKey, Record<string, number>, string]>([
    ['en', 'admin.warranty.registration.term', { months: 1 }, '1 month, until {date}'],
    ['en', 'delivery.days', { min: 1, max: 1 }, '1 to 1 business day'],
    ['en', 'delivery.days', { min: 3, max: 5 }, '3 to 5 business days'],
    ['en', 'installationTrack.refusal.too_late', { hours: 1 }, 'The day is less than 1 hour away: call us to move it.'],
    ['sw', 'installationTrack.refusal.too_late', { hours: 1 }, 'Imebaki chini ya saa 1 kabla ya siku hiyo: tupigie simu kuibadilisha.'],
    ['sw', 'installationTrack.refusal.too_late', { hours: 3 }, 'Zimebaki chini ya saa 3 kabla ya siku hiyo: tupigie simu kuibadilisha.'],
    ['sw', 'delivery.days', { min: 1, max: 1 }, 'siku 1 hadi 1 ya kazi'],
    ['sw', 'sizing.rule.peakSunHours', { hours: 5 }, 'Kaunti yako hupata takriban saa 5 za jua kamili kwa siku.'],
  ])('%s %s with %o reads %s', (locale, key, values, text) => {
    expect(translationsFor(locale)(key, values)).toBe(text);
  });
});
