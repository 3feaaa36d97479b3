/**
 * A serial number as customers type it from a label: letters, digits and - / . with spaces and
 * case ignored when comparing. The key (`serialKey`) is what a registration is unique by, per
 * product. No schema library here: the admin's page runs `serialKey` in the browser (the schema is
 * requests.ts's `serialField`).
 */
export const SERIAL_PATTERN = /^[A-Z0-9][A-Z0-9\-/.]{2,39}$/;

/** The serial as it is kept and compared: upper case, without spaces. */
export function serialKey(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}
