import { describe, expect, it } from 'vitest';
import { nextScrollLeft } from '../../src/page-scripts/carousel-step.ts';

describe('carousel stepping', () => {
  it.each<[string, number, number, number, 1 | -1, number]>([
    ['forward one slide', 0, 1000, 200, 1, 200],
    ['back one slide', 400, 1000, 200, -1, 200],
    ['snaps a half-scrolled position to the next slide', 290, 1000, 200, 1, 400],
    ['does not pass the end', 900, 1000, 200, 1, 1000],
    ['wraps from the end to the start', 1000, 1000, 200, 1, 0],
    ['wraps from the start to the end', 0, 1000, 200, -1, 1000],
    ['nothing to scroll', 0, 0, 200, 1, 0],
  ])('%s', (_name, current, max, width, direction, expected) => {
    expect(nextScrollLeft(current, max, width, direction)).toBe(expected);
  });
});
