/**
 * One SMS: 160 characters of the GSM 7-bit alphabet. Typographic quotes, dashes and ellipses
 * become their plain forms, anything else outside the alphabet goes (one such character would make
 * the whole message UCS-2 at 70 characters), and a text still too long is cut with "...".
 */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters sent with an escape: each counts twice. */
const GSM7_EXTENDED = '^{}\\[~]|€';
const PLAIN: Readonly<Record<string, string>> = { '‘': "'", '’': "'", '“': '"', '”': '"', '–': '-', '—': '-', '…': '...', '\u00a0': ' ', '\u202f': ' ' };

export const SMS_LIMIT = 160;

export function gsm7Length(text: string): number {
  let length = 0;
  for (const char of text) length += GSM7_EXTENDED.includes(char) ? 2 : 1;
  return length;
}

export function toGsm7(text: string): string {
  let out = '';
  for (const char of text) {
    const plain = PLAIN[char] ?? char;
    for (const c of plain) if (GSM7_BASIC.includes(c) || GSM7_EXTENDED.includes(c)) out += c;
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

export function fitSms(text: string): string {
  const gsm = toGsm7(text);
  if (gsm7Length(gsm) <= SMS_LIMIT) return gsm;
  let cut = '';
  for (const char of gsm) {
    if (gsm7Length(cut + char) > SMS_LIMIT - 3) break;
    cut += char;
  }
  return `${cut.trimEnd()}...`;
}
