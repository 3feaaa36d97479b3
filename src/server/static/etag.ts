/** Entity tags of static files (RFC 9110 §8.8.3) and the If-None-Match test (§13.1.2). */

/** A strong entity tag from a content digest (already safe: base64url characters only). */
export const strongEtag = (digest: string): string => `"${digest}"`;

/** The opaque part of a tag, without `W/`; null when it is not a well-formed entity tag. */
function opaqueTag(tag: string): string | null {
  const bare = tag.startsWith('W/') ? tag.slice(2) : tag;
  return /^"[\x21\x23-\x7e\x80-\xff]*"$/.test(bare) ? bare : null;
}

/**
 * Whether If-None-Match names the current representation, by weak comparison as the RFC asks
 * for this header: `*` matches anything, `W/"x"` matches `"x"`. A malformed list matches nothing.
 */
export function ifNoneMatchMatches(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const current = opaqueTag(etag);
  if (current === null) return false;
  return header.split(',').some((candidate) => opaqueTag(candidate.trim()) === current);
}
