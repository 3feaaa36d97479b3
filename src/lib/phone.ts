/**
 * Kenyan mobile numbers as checkout spec section 5 states them: +254 or 0, then 1 or 7, then
 * 8 digits; spaces are ignored.
 */
const KENYAN_PHONE = /^(?:\+254|0)([17]\d{8})$/;

export function isKenyanPhone(input: string): boolean {
  return KENYAN_PHONE.test(input.replace(/\s+/g, ''));
}

/** The number in international form (+2547XXXXXXXX), or null when it is not a Kenyan number. */
export function normaliseKenyanPhone(input: string): string | null {
  const match = KENYAN_PHONE.exec(input.replace(/\s+/g, ''));
  return match ? `+254${match[1]}` : null;
}
