import { activeLocale } from './active.ts';
import { LOCALE_TAG, type Locale } from './locales.ts';

/**
 * Plurals by CLDR's rules (Intl.PluralRules), never by `count === 1`. English and Kiswahili both
 * have two forms, `one` and `other` (reference kiswahili-commerce.md §3.5); a string that counts
 * comes as two keys, `….one` and `….other`, each with its `{count}`. Pure, and small enough for
 * page scripts, which get the two forms from data attributes.
 */
export type PluralForm = 'one' | 'other';

const rules = new Map<Locale, Intl.PluralRules>();

/** The form `count` takes in `locale` (the page's language unless given). */
export function pluralForm(count: number, locale: Locale = activeLocale()): PluralForm {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(LOCALE_TAG[locale])));
  return rule.select(count) === 'one' ? 'one' : 'other';
}
