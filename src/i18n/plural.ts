import { LOCALE_TAG, type Locale } from './locales.ts';

/**
 * The shop's one plural picker: CLDR's rules of each language (Intl.PluralRules), made once per
 * language, never `count === 1`. English and Kiswahili both have two forms, `one` and `other`
 * (reference kiswahili-commerce.md §3.5). `t(key, values)` picks a counting message's form by it
 * (./index.ts), on the server and in a page script's `pageWords()` (./page-words.ts) alike.
 */
export type PluralForm = 'one' | 'other';

/** A table entry: a string, or the forms of a string that counts (`{ one: '{count} item', other: '{count} items' }`). */
export type Message = string | Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

const rules = new Map<Locale, Intl.PluralRules>();

/** The CLDR plural category of `count` in `locale`. */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(LOCALE_TAG[locale])));
  return rule.select(count);
}

/** `one` or `other`: the form a count takes, for code that holds the two forms apart (`data-one`/`data-other`). */
export function pluralForm(count: number, locale: Locale): PluralForm {
  return pluralCategory(count, locale) === 'one' ? 'one' : 'other';
}

/**
 * The value a counting message is picked by: `values.count` when it is a number, else the last
 * placeholder of its `other` form that has a number (`{months} months`; `{min} to {max} days`
 * reads by `max`, as both languages do), else none.
 */
export function countOf(message: Message, values: Readonly<Record<string, string | number>>): number | undefined {
  if (typeof message === 'string') return undefined;
  if (typeof values.count === 'number') return values.count;
  const named = [...message.other.matchAll(/\{(\w+)\}/g)].map((match) => values[match[1]!]);
  return named.findLast((value): value is number => typeof value === 'number');
}

/** The form of `message` that `count` takes in `locale`; `other` when nothing counts. */
export function formOf(message: Message, locale: Locale, count: number | undefined): string {
  if (typeof message === 'string') return message;
  return (count !== undefined && message[pluralCategory(count, locale)]) || message.other;
}
