/**
 * An order's short reference as a shopper types it back: the 8 characters every screen, SMS and
 * e-mail shows ("72233C16", see order-display.ts), in any case, with a leading '#', spaces or a
 * hyphen in the middle as people copy it. Null for anything else.
 */
export function parseOrderReference(input: string): string | null {
  const folded = input
    .trim()
    .replace(/^#/, '')
    .replace(/[\s-]+/g, '')
    .toUpperCase();
  return /^[0-9A-F]{8}$/.test(folded) ? folded : null;
}

/** The range of order ids (UUIDs) that share a reference: an index can find them. */
export function referenceIdRange(reference: string): { from: string; to: string } {
  const prefix = reference.toLowerCase();
  return { from: `${prefix}-0000-0000-0000-000000000000`, to: `${prefix}-ffff-ffff-ffff-ffffffffffff` };
}
