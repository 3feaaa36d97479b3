import { describe, expect, it } from 'vitest';
import { bytesVerdict, mainThreadSummary, measuredRatio, ratioVerdict, workVersusReference } from '../../scripts/bench/lighthouse-goals.ts';

describe('measuredRatio: as measured, no floor', () => {
  it.each([
    [300, 150, 2],
    [100, 200, 0.5],
    // A quiet reference is not raised to a floor: 3.0× stays 3.0× (a 50 ms floor read it 1.9×).
    [96, 32, 3],
    [100, 20, 5],
    [0, 20, 0],
    // A reference of 0 ms gives no ratio.
    [100, 0, null],
    [0, 0, null],
    [Number.NaN, 100, Number.NaN],
    [100, Number.NaN, Number.NaN],
  ])('%s against %s is %s', (page, reference, expected) => {
    expect(measuredRatio(page, reference)).toEqual(expected);
  });
});

describe('ratioVerdict: the TBT ratio with the two figures it comes from', () => {
  it.each([
    [72, 50, true, '1.4× ok (72 ms ÷ 50 ms)'],
    [100, 50, true, '2.0× ok (100 ms ÷ 50 ms)'],
    [96, 32, true, '3.0× OVER 2× (96 ms ÷ 32 ms)'],
    [96, 32, false, '3.0× (96 ms ÷ 32 ms)'],
    [2, 0, true, '2 ms ÷ 0 ms: ratio undefined'],
    [0, 0, false, '0 ms ÷ 0 ms: ratio undefined'],
    [Number.NaN, 50, true, 'n/a'],
    [50, Number.NaN, true, 'n/a'],
  ])('%s ms against %s ms (judged %s) reads %s', (page, reference, judged, expected) => {
    expect(ratioVerdict(page, reference, judged)).toBe(expected);
  });
});

describe("workVersusReference: a page's whole main-thread work against the reference's", () => {
  it.each([
    [1112.4, 720.9, "1112 ms, 1.5× the reference's 721 ms"],
    [600, 720, "600 ms, 0.8× the reference's 720 ms"],
    [600, 0, "600 ms, the reference's 0 ms: ratio undefined"],
    [Number.NaN, 720, 'n/a'],
  ])('%s ms against %s ms reads %s', (page, reference, expected) => {
    expect(workVersusReference(page, reference)).toBe(expected);
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
