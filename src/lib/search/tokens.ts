import { measureToken } from './measures.ts';

/**
 * The tokens of the search index and of a query, made the same way on both sides: lower case with
 * accents dropped ('Stäubli' is 'staubli', 'mm²' is 'mm2'); a number and its unit, together or
 * apart, one token ('5 kW' is '5kw', measures.ts); plurals folded to the singular ('batteries' is
 * 'battery'); 'flood light', 'back-up' and 'wi-fi' one word each.
 */

/** A number ('5', '5,000', '3.5') with the letters after it, or a run of letters and digits. */
const TOKEN = /(\d+(?:,\d{3})*(?:\.\d+)?)(?:\s*([a-z]+\d?))?(?![\p{L}\p{N}])|[\p{L}\p{N}]+/gu;

/** Two words a shop's text writes apart or hyphenated that shoppers also write as one. */
const JOINED = new Set(['backup', 'floodlight', 'wifi']);

/** The singular of an English plural: batteries → battery, switches → switch, panels → panel; 'glass', 'plus', 'davis' stay. */
export function singular(word: string): string {
  if (word.length < 4 || !/^\p{L}+$/u.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  return /[^ius]s$/.test(word) ? word.slice(0, -1) : word;
}

/** The tokens of a text, in order. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  for (const [match, number, unit] of plain.matchAll(TOKEN)) {
    const found: string[] = [];
    if (number === undefined) found.push(singular(match));
    else if (unit === undefined) found.push(number.replace(/,/g, ''));
    else {
      const measure = measureToken(number, unit);
      if (measure) found.push(measure);
      // Letters glued to a number that are no unit are a model's name ('5000tl'); apart, a word of their own.
      else if (/^\d[\d,.]*[a-z]/.test(match)) found.push(match.replace(/,/g, ''));
      else found.push(number.replace(/,/g, ''), singular(unit));
    }
    for (const token of found) {
      const last = out.length - 1;
      if (last >= 0 && JOINED.has(out[last] + token)) out[last] += token;
      else out.push(token);
    }
  }
  return out;
}

/** The distinct tokens of a text, in first-seen order. */
export function words(text: string): string[] {
  return [...new Set(tokens(text))];
}
