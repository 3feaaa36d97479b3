import type { Locale } from '../i18n/locales.ts';

/**
 * A CMS document as one language reads it. Any object in a document may carry `sw`: some of its
 * own fields again, under the same names, in Kiswahili (the "Kiswahili" group in the Studio).
 *
 * For 'sw', each of those fields is taken from `sw` where it has content and stays English where
 * it has none (missing, null, blank text, Portable Text without a block of text), field by field,
 * in nested objects and in array items alike. An object inside `sw` (the search-engine listing) is
 * merged the same way into its English object, and only where the English one exists. `sw` itself
 * is dropped. For 'en' the document comes back as it is.
 */
export function localise<T>(document: T, locale: Locale): T {
  return locale === 'sw' ? (inKiswahili(document) as T) : document;
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function inKiswahili(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inKiswahili);
  if (!isFields(value)) return value;
  const { sw, ...english } = value;
  const localised: Fields = {};
  for (const [name, field] of Object.entries(english)) localised[name] = inKiswahili(field);
  return isFields(sw) ? overlay(localised, sw) : localised;
}

function overlay(english: Fields, sw: Fields): Fields {
  const result = { ...english };
  for (const [name, translated] of Object.entries(sw)) {
    if (name.startsWith('_')) continue;
    const original = result[name];
    if (isFields(translated)) {
      if (isFields(original)) result[name] = overlay(original, translated);
    } else if (hasContent(translated)) {
      result[name] = translated;
    }
  }
  return result;
}

/**
 * Of an object's translatable `fields`, those a page in `locale` shows in English: on a Kiswahili
 * page, each field with English content and no Kiswahili of its own (the same test as localise()'s).
 * Give it the object as the CMS has it, `sw` group and all. Pages mark these fields lang="en".
 */
export function inEnglish<Field extends string>(value: object, fields: readonly Field[], locale: Locale): Field[] {
  if (locale !== 'sw') return [];
  const english = value as Fields;
  const sw = isFields(english.sw) ? english.sw : {};
  return fields.filter((field) => hasContent(english[field]) && !hasContent(sw[field]));
}

/** Whether a translated value says something: text that is not blank, Portable Text with a block of text or a table. */
export function hasContent(value: unknown): boolean {
  if (value == null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some((item) => !isBlankBlock(item));
  return true;
}

/** A Portable Text block whose spans hold no text: what an editor leaves behind after clearing a field. */
function isBlankBlock(item: unknown): boolean {
  if (!isFields(item) || item._type !== 'block') return false;
  const children = Array.isArray(item.children) ? item.children : [];
  return children.every((span) => !isFields(span) || typeof span.text !== 'string' || span.text.trim() === '');
}
