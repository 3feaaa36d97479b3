/**
 * A KRA PIN as a buyer types it on a tax invoice request: A (a person) or P (a company or other
 * body), nine digits, a check letter (P051234567X). KRA's eTIMS takes it as `custTin`, CHAR 11.
 */
export const KRA_PIN = /^[AP]\d{9}[A-Z]$/;

/** What the pattern attribute of the PIN's input holds: the same rule, for the browser's own check. */
export const KRA_PIN_PATTERN = '[AP][0-9]{9}[A-Z]';

/** As typed, made comparable: spaces anywhere dropped (people group the digits), upper case. */
export function normaliseKraPin(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The PIN in its one written form (P051234567X), or null when it is not a KRA PIN. */
export function kraPinOf(input: string): string | null {
  const pin = normaliseKraPin(input);
  return KRA_PIN.test(pin) ? pin : null;
}
