/** Page titles and descriptions as search results show them. */

const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;

function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** '{title} | {shop}', or the title alone when it is the shop's name or the result would be too long. */
export function pageTitle(title: string, shopName: string): string {
  if (title === shopName) return title;
  const full = `${title} | ${shopName}`;
  return full.length <= TITLE_MAX ? full : clip(title, TITLE_MAX);
}

export function metaDescription(text: string): string {
  return clip(text, DESCRIPTION_MAX);
}
