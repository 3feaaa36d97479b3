/**
 * A part of a built page the server may answer in its own words: the static build writes it
 * between two markers, and a server-answered page (src/server/pages/) replaces what lies between
 * them, keeping the rest of the page (head, header, footer, scripts) as built.
 */
const open = (name: string) => `<!--slot:${name}-->`;
const close = (name: string) => `<!--/slot:${name}-->`;

export function serverSlot(name: string, html: string): string {
  return `${open(name)}${html}${close(name)}`;
}

/** The page with the slot's content replaced, or null when the page has no such slot. */
export function fillSlot(page: string, name: string, html: string): string | null {
  const start = page.indexOf(open(name));
  const end = page.indexOf(close(name), start);
  if (start === -1 || end === -1) return null;
  return `${page.slice(0, start + open(name).length)}${html}${page.slice(end)}`;
}
