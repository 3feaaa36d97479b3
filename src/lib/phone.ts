/**
 * Kenyan mobile numbers as Kenyans write them: checkout spec section 5's forms (+254 or 0, then 1
 * or 7, then 8 digits, spaces ignored), and also 254 without the plus, +254 with the trunk 0
 * kept (+254 0712…), and digits grouped with hyphens, dots or brackets (0712-345-678).
 */
const KENYAN_PHONE = /^(?:\+?2540?|0)([17]\d{8})$/;

/** Spaces, hyphens, dots and brackets between the digits are how people group them, not part of the number. */
const SEPARATORS = /[\s\-.()]+/g;

export function isKenyanPhone(input: string): boolean {
  return normaliseKenyanPhone(input) !== null;
}

/** The number in international form (+2547XXXXXXXX), or null when it is not a Kenyan number. */
export function normaliseKenyanPhone(input: string): string | null {
  const match = KENYAN_PHONE.exec(input.replace(SEPARATORS, ''));
  return match ? `+254${match[1]}` : null;
}
