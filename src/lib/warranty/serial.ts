/**
 * A serial number as customers type it from a label: letters, digits and - / . with spaces and
 * case ignored. Two forms: the serial as printed (`serialAsPrinted`: upper case, without spaces),
 * which the certificate and the admin show, and its comparison key (`serialKey`: without - . /
 * too), by which a registration is unique per product and every lookup finds it, so
 * "deye5k 2311 0457" is "DEYE5K-2311-0457". No schema library here: the admin's page runs these in
 * the browser (the schema is requests.ts's `serialField`). The database holds a stored key to the
 * same rule (supabase/migrations/20261129000300_warranty_serials.sql).
 */
export const SERIAL_PATTERN = /^[A-Z0-9][A-Z0-9\-/.]{2,39}$/;

/** The serial as it is kept and shown: upper case, without spaces. */
export function serialAsPrinted(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** The serial as it is compared: upper case, without spaces, hyphens, dots or slashes. */
export function serialKey(typed: string): string {
  return serialAsPrinted(typed).replace(/[-./]/g, '');
}
