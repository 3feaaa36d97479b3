/**
 * Text in the order a shopper reads it: the numbers in it compare by their value, so "3 kW" comes
 * before "12 kW" and "5.12 kWh" after "5 kWh"; the words between them compare as words (case and
 * accents aside). Plain string order (and GROQ's `order(name asc)`) puts "12 kW" before "3 kW".
 */
const words = new Intl.Collator('en', { sensitivity: 'base' });

/** Runs of digits, with a decimal part where a point joins two of them ("51.2", not "v1."). */
const NUMBER = /\d+(?:\.\d+)?/g;

function parts(text: string): Array<string | number> {
  const out: Array<string | number> = [];
  let last = 0;
  for (const match of text.matchAll(NUMBER)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    out.push(Number(match[0]));
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function naturalCompare(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i]!;
    const y = right[i]!;
    if (typeof x === 'number' && typeof y === 'number') {
      if (x !== y) return x - y;
      continue;
    }
    // A number before a word: "12 V" before "Gel"; two words as words.
    if (typeof x === 'number') return -1;
    if (typeof y === 'number') return 1;
    const order = words.compare(x, y);
    if (order !== 0) return order;
  }
  return left.length - right.length || words.compare(a, b);
}
