import { PRODUCT_WORD_SPECS } from '../src/lib/catalogue/spec-fields.ts';

/**
 * The GROQ filter of the desk's "Products without Kiswahili": every product whose /sw page would
 * show some of its words in English, because its Kiswahili group (`sw`) lacks them. A text is
 * missing when the English one is set and the Kiswahili one is not (or is empty); a list
 * (features, functions, use cases) when the two do not have as many items, as every English
 * item needs its Kiswahili one; tags when the English has some and the Kiswahili none (they
 * replace the English ones whole). The image's alternative text and the maker's own warranty
 * line count too. Names, brands, models and numbers are never translated, so never asked for.
 */

/** A text the Kiswahili group lacks, where the English `path` is set. */
const text = (path: string) => `(defined(${path}) && ${path} != "" && (!defined(sw.${path}) || sw.${path} == ""))`;
/** A list whose Kiswahili has not as many items as its English. */
const list = (path: string) => `coalesce(count(${path}), 0) != coalesce(count(sw.${path}), 0)`;

const MISSING_KISWAHILI = [
  text('description'),
  list('features'),
  `(coalesce(count(tags), 0) > 0 && coalesce(count(sw.tags), 0) == 0)`,
  ...PRODUCT_WORD_SPECS.map((field) => (field.kind === 'stringList' ? list(field.name) : text(field.name))),
  text('image.alt'),
  text('warranty.covers'),
];

export const PRODUCTS_WITHOUT_KISWAHILI_FILTER = `_type == "product" && (${MISSING_KISWAHILI.join(' || ')})`;
