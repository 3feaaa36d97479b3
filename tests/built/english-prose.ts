import type { DefaultTreeAdapterTypes as Tree } from 'parse5';
import { attr, elements, parsePage, textOf, type Element } from './html-tree.ts';

/**
 * English prose on a Kiswahili page, found without a list of allowed phrases: a piece of text
 * (a paragraph, list item, table cell, heading, alt text) reads as English when, once the
 * product's name and brand are taken out, it has two of English's small words (the, and, with,
 * for…), or when most of its words end in a consonant and none is one of Kiswahili's small words
 * (ya, na, kwa…): Kiswahili words end in a vowel, English ones mostly do not. Codes (MPPT, IP65),
 * figures, units and single words (Monocrystalline, TOPCon) are never prose.
 */

const ENGLISH_SMALL_WORDS = new Set(
  (
    'a an the and or but with without for of to from into onto in on at by up out off over under about after before ' +
    'is are was were be been has have had can will would should may must not no so as than then when which while who ' +
    'this that these those it its your you our we they their all each every per any also only more most very'
  ).split(' '),
);

const KISWAHILI_SMALL_WORDS = new Set(
  (
    'ya wa za la cha vya kwa na ni au hadi bila katika kama ili pia kwenye yenye wenye zenye chenye vyenye lenye ' +
    'kutoka dhidi baada kabla kila moja mbili tatu'
  ).split(' '),
);

/** The words of a text, lower-cased: letters only (with inner hyphens and apostrophes); codes in capitals and anything with a figure left out. */
function words(text: string): string[] {
  return text
    .split(/[\s,.;:!?()[\]{}"“”‘’/·×+=<>…–—]+/)
    .filter((token) => /^[A-Za-z][A-Za-z'-]*[A-Za-z]$|^[A-Za-z]$/.test(token) && !/^[A-Z0-9-]+$/.test(token.length > 1 ? token : '-'))
    .map((token) => token.toLowerCase());
}

/** Why `text` reads as English prose, or null. `names` (the product's name, its brand) are taken out first. */
export function englishProse(text: string, names: readonly string[] = []): string | null {
  let rest = text;
  for (const name of [...names].filter(Boolean).sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  const all = words(rest);
  const small = all.filter((word) => ENGLISH_SMALL_WORDS.has(word));
  if (small.length >= 2) return `English words ${small.map((w) => `"${w}"`).join(', ')}`;
  const long = all.filter((word) => word.length >= 3 && !ENGLISH_SMALL_WORDS.has(word));
  if (long.length < 2 || all.some((word) => KISWAHILI_SMALL_WORDS.has(word))) return null;
  const consonantFinal = long.filter((word) => !/[aeiou]$/.test(word));
  return consonantFinal.length * 2 > long.length ? `words that end like English: ${consonantFinal.join(', ')}` : null;
}

/** Elements whose text runs on inside a paragraph: their text belongs to the block around them. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'code',
  'data',
  'em',
  'i',
  'kbd',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
]);
/** Not read as text: scripts, styles, templates, and select lists (the 47 counties are names). */
const SKIPPED = new Set(['script', 'style', 'template', 'select', 'svg']);

/** The pieces of text a shopper reads in `root`: each block's text (inline elements included), and each image's alt text. */
function textPieces(root: Tree.ParentNode): string[] {
  const pieces: string[] = [];
  const visit = (node: Tree.ParentNode) => {
    let own = '';
    for (const child of node.childNodes) {
      if (child.nodeName === '#text') own += (child as Tree.TextNode).value;
      else if ('tagName' in child) {
        const element = child as Element;
        if (SKIPPED.has(element.tagName)) continue;
        if (element.tagName === 'img') {
          const alt = attr(element, 'alt');
          if (alt) pieces.push(alt);
        } else if (INLINE.has(element.tagName) && !element.childNodes.some((c) => 'tagName' in c && !INLINE.has((c as Element).tagName)))
          own += textOf(element);
        else visit(element);
      }
    }
    const text = own.replace(/\s+/g, ' ').trim();
    if (text) pieces.push(text);
  };
  visit(root);
  return pieces;
}

/**
 * The English prose on a built product page: each offending piece of its main content (and its
 * meta description) with the reason, once. The page's own product name and brand are set aside,
 * and `names` too (every product's and brand's: a kit's features name its parts' makers).
 */
export function englishOnProductPage(html: string, names: readonly string[] = []): { name: string; found: string[] } {
  const document = parsePage(html);
  const all = [...elements(document)];
  const main = all.find((element) => element.tagName === 'main');
  const name = textOf(all.find((element) => element.tagName === 'h1') ?? document).trim();
  const brand = textOf(all.find((element) => attr(element, 'class')?.split(' ').includes('product__brand')) ?? document)
    .replace(/^[^:]*:/, '')
    .trim();
  const description = all.find((element) => element.tagName === 'meta' && attr(element, 'name') === 'description');
  const pieces = [...(description ? [attr(description, 'content') ?? ''] : []), ...(main ? textPieces(main) : [])];
  const found: string[] = [];
  for (const piece of new Set(pieces)) {
    const why = englishProse(piece, [name, brand, ...names]);
    if (why) found.push(`${piece} (${why})`);
  }
  return { name, found };
}
