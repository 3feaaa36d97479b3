import { describe, expect, it } from 'vitest';
import { bytesVerdict, mainThreadSummary, ratioVerdict, tbtRatio } from '../../scripts/bench/lighthouse-goals.ts';

describe('tbtRatio', () => {
  it.each([
    [300, 150, 2],
    [100, 200, 0.5],
    // A reference under the floor counts as the floor.
    [100, 0, 2],
    [100, 20, 2],
    [0, 0, 0],
    [Number.NaN, 100, Number.NaN],
    [100, Number.NaN, Number.NaN],
  ])('%s ms against %s ms is %s', (page, reference, expected) => {
    expect(tbtRatio(page, reference)).toEqual(expected);
  });
});

describe('ratioVerdict', () => {
  it.each([
    [1.44, true, '1.4× ok'],
    [2, true, '2.0× ok'],
    [2.6, true, '2.6× OVER 2×'],
    [2.6, false, '2.6×'],
    [Number.NaN, true, 'n/a'],
  ])('%s (judged %s) reads %s', (ratio, judged, expected) => {
    expect(ratioVerdict(ratio, judged)).toBe(expected);
  });
});

describe('mainThreadSummary', () => {
  it('lists the largest groups first, rounded', () => {
    expect(
      mainThreadSummary(
        [
          { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 301.4 },
          { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 812.6 },
          { group: 'other', groupLabel: 'Other', duration: 1200 },
          { group: 'paintCompositeRender', duration: 50 },
        ],
        3,
      ),
    ).toBe('Other 1200 ms, Style & Layout 813 ms, Script Evaluation 301 ms');
  });
  it('is empty without groups', () => {
    expect(mainThreadSummary([])).toBe('');
  });
});

describe('bytesVerdict', () => {
  it.each([
    [140_000, 150 * 1024, '136.7 KB ok (goal ≤ 150 KB)'],
    [150 * 1024, 150 * 1024, '150.0 KB ok (goal ≤ 150 KB)'],
    [183_296, 150 * 1024, '179.0 KB OVER (goal ≤ 150 KB)'],
    [Number.NaN, 150 * 1024, 'n/a'],
  ])('%s bytes against %s reads %s', (bytes, goal, expected) => {
    expect(bytesVerdict(bytes, goal)).toBe(expected);
  });
});
