/** Where the header search goes: /search?q=<trimmed, encoded text>, or null for empty text. */
export function searchUrl(text: string): string | null {
  const query = text.trim();
  return query === '' ? null : `/search?q=${encodeURIComponent(query)}`;
}
