import { LOCALE_TAG, type Locale } from './locales.ts';

/**
 * The shop's one plural picker: CLDR's rules of each language (Intl.PluralRules), made once per
 * language, never `count === 1`. English and Kiswahili both have two forms, `one` and `other`
 * (reference kiswahili-commerce.md §3.5). `t(key, values)` picks a counting message's form by it
 * (./index.ts), on the server and in a page script's `pageWords()` (./page-words.ts) alike.
 */
/** A table entry: a string, or the forms of a string that counts (`{ one: '{count} item', other: '{count} items' }`). */
export type Message = string | Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

const rules = new Map<Locale, Intl.PluralRules>();

/** The CLDR plural category of `count` in `locale`. */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(LOCALE_TAG[locale])));
  return rule.select(count);
}
