import type { Fallbacks } from './types.ts';

/**
 * The `lang` attribute for one field of an editor's text: "en" where the page, being in another
 * language, shows it in English for want of a translation; none where it speaks the page's language.
 * `<p lang={contentLang(about, 'intro')}>` then renders `<p lang="en">` only when it has to.
 */
export function contentLang<Field extends string>(item: Fallbacks<Field>, field: Field): 'en' | undefined {
  return item.inEnglish.includes(field) ? 'en' : undefined;
}
