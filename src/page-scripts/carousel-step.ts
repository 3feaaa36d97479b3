/** Where a carousel scrolls next, apart from the DOM so it can be tested. */

/**
 * The next scroll position when moving one slide forward (+1) or back (-1): past the end it
 * wraps to the start, before the start to the end. `max` is the largest scroll position.
 */
export function nextScrollLeft(current: number, max: number, slideWidth: number, direction: 1 | -1): number {
  const tolerance = 2;
  if (max <= tolerance || slideWidth <= 0) return 0;
  if (direction === 1 && current >= max - tolerance) return 0;
  if (direction === -1 && current <= tolerance) return max;
  const index = Math.round(current / slideWidth) + direction;
  return Math.min(Math.max(index * slideWidth, 0), max);
}
