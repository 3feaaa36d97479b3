/**
 * SMS text in the GSM-7 alphabet (reference section 1.5): 160 characters fit one SMS, 153 each part
 * when longer; one character outside it sends the whole text as UCS-2 (70, then 67), and every
 * part is billed. Pure functions, for the outbox to keep each message to one GSM-7 SMS.
 */

/** One GSM-7 SMS holds this many septets. */
export const SMS_GSM7_LIMIT = 160;

/** GSM 03.38 basic character set (line feed and carriage return included). */
const BASIC = new Set(
  Array.from(
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
  ),
);
/** The extension table: each costs two septets (an escape, then the character). */
const EXTENSION = new Set(Array.from('€[]{}\\^~|'));

/** Common characters outside GSM-7 with a plain stand-in (smart punctuation, odd spaces). */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '′': "'",
  '`': "'",
  '´': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '‟': '"',
  '″': '"',
  '«': '"',
  '»': '"',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '−': '-',
  '•': '-',
  '…': '...',
  '×': 'x',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Œ: 'OE',
  œ: 'oe',
  '\t': ' ',
  '\u00a0': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u3000': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2004': ' ',
  '\u2005': ' ',
  '\u2006': ' ',
  '\u2008': ' ',
};

const inGsm7 = (char: string) => BASIC.has(char) || EXTENSION.has(char);

/** True when every character of `text` is in the GSM-7 alphabet (basic or extension). */
export function isGsm7(text: string): boolean {
  return Array.from(text).every(inGsm7);
}

/** Septets `text` takes in GSM-7: extension characters (`€ [ ] { } \ ^ ~ |`) count 2, the rest 1. */
export function gsm7Length(text: string): number {
  let length = 0;
  for (const char of text) length += EXTENSION.has(char) ? 2 : 1;
  return length;
}

/** How many SMS parts `text` is billed as: GSM-7 when it can be, else UCS-2. */
export function smsParts(text: string): number {
  if (isGsm7(text)) {
    const length = gsm7Length(text);
    return length <= SMS_GSM7_LIMIT ? 1 : Math.ceil(length / 153);
  }
  return text.length <= 70 ? 1 : Math.ceil(text.length / 67);
}

/** One character made GSM-7: kept, replaced, stripped of its accent (á → a), or dropped (emoji). */
function gsm7Char(char: string): string {
  if (inGsm7(char)) return char;
  const replacement = REPLACEMENTS[char];
  if (replacement !== undefined) return replacement;
  const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
  return bare && isGsm7(bare) ? bare : '';
}

/**
 * `text` in GSM-7 only: smart quotes, dashes and the ellipsis become ASCII, accents outside the
 * alphabet go, emoji and other characters are dropped; line ends become \n, runs of spaces one.
 */
export function smsText(text: string): string {
  const plain = Array.from(text.replace(/\r\n?/g, '\n'), gsm7Char).join('');
  return plain.replace(/ {2,}/g, ' ').replace(/ +\n/g, '\n').replace(/\n +/g, '\n').trim();
}
