import type { Product } from './types.ts';

/**
 * The words of a product that search and the listing's text filter match besides its name, brand
 * and category: its tags and description in English, and, where an editor translated them, its
 * Kiswahili tags and description (features are not searched, in either language: a kit's parts
 * list would make "200ah" or "betri" find kits before batteries). One index then serves both languages: a Kiswahili
 * shopper finds a product by its Kiswahili words and still by the English ones, brand and model
 * (the same in both), and the cards it shows (name, brand, price) read the same in both.
 */
export function productWords(english: Product, kiswahili?: Product): string[] {
  const words = [...english.tags, english.description ?? ''];
  if (!kiswahili || kiswahili === english) return words;
  const translated = (field: 'tags' | 'description') => !kiswahili.inEnglish.includes(field);
  if (translated('tags')) words.push(...kiswahili.tags.filter((tag) => !english.tags.includes(tag)));
  if (translated('description') && kiswahili.description && kiswahili.description !== english.description)
    words.push(kiswahili.description);
  return words;
}

/**
 * Each English product with its Kiswahili self, from the two catalogues of one build (the same
 * products in the same order: both are made from one fetch), without a search per product.
 */
export function withKiswahili(english: readonly Product[], kiswahili: readonly Product[]): [Product, Product | undefined][] {
  return english.map((product, i) => [
    product,
    kiswahili[i]?.id === product.id ? kiswahili[i] : kiswahili.find((p) => p.id === product.id),
  ]);
}
