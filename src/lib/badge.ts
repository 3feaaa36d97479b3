/** The cart badge's text: the count, '99+' above 99, empty at zero (the badge hides). */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}
