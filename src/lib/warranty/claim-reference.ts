/**
 * A warranty claim's reference, as the customer is given it and reads it out on the phone: C- and
 * seven digits ("C-4821907"). The digits are drawn at random by the server (a claim's reference
 * opens nothing, and a sequence would tell how many claims the shop has had); the database keeps
 * each once (supabase/migrations/20261129000300_warranty_serials.sql).
 */
const CLAIM_REFERENCE_DIGITS = 7;
export const CLAIM_REFERENCE_PATTERN = /^C-\d{7}$/;
/** How many references there are: a random draw is below this. */
export const CLAIM_REFERENCE_SPACE = 10 ** CLAIM_REFERENCE_DIGITS;

/** The reference of a draw (0 ≤ draw < CLAIM_REFERENCE_SPACE): 4821907 is "C-4821907", 42 is "C-0000042". */
export function claimReferenceFrom(draw: number): string {
  if (!Number.isInteger(draw) || draw < 0 || draw >= CLAIM_REFERENCE_SPACE) throw new RangeError(`not a claim reference draw: ${draw}`);
  return `C-${String(draw).padStart(CLAIM_REFERENCE_DIGITS, '0')}`;
}

/**
 * A claim reference as someone typed it, in its one form, or null when it is none: case, spaces,
 * the hyphen and even the C ignored ("c 482 1907", "C4821907", "4821907" are "C-4821907").
 */
export function claimReferenceOf(typed: string): string | null {
  const bare = typed.replace(/[\s-]+/g, '').toUpperCase();
  const digits = /^C?(\d{7})$/.exec(bare)?.[1];
  return digits ? `C-${digits}` : null;
}
