import { describe, expect, it } from 'vitest';
import {
  flakyReport,
  playwrightCounts,
  playwrightTimes,
  slowest,
  summaryLine,
  totalCounts,
  vitestTimes,
  type PlaywrightReport,
  type RunCounts,
} from '../../scripts/test-report.ts';
import vitestConfig from '../../vitest.config.ts';

describe('the test run reports its slowest tests', () => {
  it('reads Vitest times per test, named by file and full name', () => {
    const times = vitestTimes(
      {
        testResults: [
          {
            name: '/repo/tests/unit/a.test.ts',
            assertionResults: [
              { fullName: 'a works', duration: 12 },
              { fullName: 'a skips', duration: null },
            ],
          },
        ],
      },
      '/repo',
    );
    expect(times).toEqual([
      { runner: 'vitest', name: 'tests/unit/a.test.ts › a works', ms: 12 },
      { runner: 'vitest', name: 'tests/unit/a.test.ts › a skips', ms: 0 },
    ]);
  });

  it('adds up every attempt of a retried Playwright test, through nested suites', () => {
    const times = playwrightTimes({
      suites: [
        {
          file: 'checkout.spec.ts',
          specs: [{ title: 'pays', line: 87, tests: [{ results: [{ duration: 30_000 }, { duration: 9_000 }] }] }],
          suites: [{ title: 'at 390 px', specs: [{ title: 'fits', line: 3, tests: [{ results: [{ duration: 500 }] }] }] }],
        },
      ],
    });
    expect(times).toEqual([
      { runner: 'playwright', name: 'checkout.spec.ts:87 › pays', ms: 39_000 },
      { runner: 'playwright', name: 'checkout.spec.ts:3 › fits', ms: 500 },
    ]);
  });

  it.each([
    [[5, 1, 9, 3], 2, [9, 5]],
    [[1], 10, [1]],
    [[], 10, []],
  ])('keeps the %j slowest %i: %j', (ms, count, expected) => {
    const tests = ms.map((value, i) => ({ runner: 'vitest' as const, name: `t${i}`, ms: value }));
    expect(slowest(tests, count).map((test) => test.ms)).toEqual(expected);
  });
});

type Status = 'expected' | 'unexpected' | 'flaky' | 'skipped';

/** A Playwright report of one file whose specs ended with these statuses, and the stats Playwright counts for them. */
function report(statuses: Status[]): PlaywrightReport {
  const count = (status: Status) => statuses.filter((s) => s === status).length;
  return {
    stats: { expected: count('expected'), unexpected: count('unexpected'), flaky: count('flaky'), skipped: count('skipped') },
    suites: [
      {
        file: 'checkout.spec.ts',
        specs: statuses.map((status, i) => ({ title: `walk ${i}`, line: 10 * (i + 1), tests: [{ status, results: [] }] })),
      },
    ],
  };
}

describe('a test that passed only on its retry is flaky: named, and counted as failed', () => {
  it.each<[string, Status[], RunCounts]>([
    ['all passed', ['expected', 'expected'], { passed: 2, failed: 0, skipped: 0, flaky: [] }],
    ['one failed', ['expected', 'unexpected'], { passed: 1, failed: 1, skipped: 0, flaky: [] }],
    [
      'one passed on its retry',
      ['expected', 'flaky', 'skipped'],
      { passed: 1, failed: 1, skipped: 1, flaky: ['checkout.spec.ts:20 › walk 1'] },
    ],
    [
      'one failed, two flaky',
      ['flaky', 'unexpected', 'flaky'],
      { passed: 0, failed: 3, skipped: 0, flaky: ['checkout.spec.ts:10 › walk 0', 'checkout.spec.ts:30 › walk 2'] },
    ],
  ])('Playwright: %s', (_case, statuses, counts) => {
    expect(playwrightCounts(report(statuses))).toEqual(counts);
  });

  it.each<[string, RunCounts, string]>([
    ['a clean run', { passed: 640, failed: 0, skipped: 0, flaky: [] }, '640 passed, 0 failed'],
    ['a failure and skips', { passed: 639, failed: 1, skipped: 2, flaky: [] }, '639 passed, 1 failed, 2 skipped'],
    ['a flaky test', { passed: 639, failed: 1, skipped: 0, flaky: ['a.spec.ts:3 › pays'] }, '639 passed, 1 failed, 1 flaky'],
    ['flaky and skipped', { passed: 9, failed: 2, skipped: 1, flaky: ['a', 'b'] }, '9 passed, 2 failed, 2 flaky, 1 skipped'],
  ])('the last line of %s: %s', (_case, counts, line) => {
    expect(summaryLine(counts)).toBe(line);
    // .ci/run takes the run's summary from this line.
    expect(line).toMatch(/^[0-9]+ passed, [0-9]+ failed/);
  });

  it.each<[string[], string[]]>([
    [[], []],
    [
      ['a.spec.ts:3 › pays'],
      [
        '1 test passed only on its retry (flaky). A flaky test fails the run: make it wait on the state it needs (see docs/testing.md), not the retry.',
        '  flaky: a.spec.ts:3 › pays',
      ],
    ],
    [
      ['a.spec.ts:3 › pays', 'b.spec.ts:9 › signs in'],
      [
        '2 tests passed only on their retry (flaky). A flaky test fails the run: make it wait on the state it needs (see docs/testing.md), not the retry.',
        '  flaky: a.spec.ts:3 › pays',
        '  flaky: b.spec.ts:9 › signs in',
      ],
    ],
  ])('names the flaky tests %j', (flaky, lines) => {
    expect(flakyReport(flaky)).toEqual(lines);
  });

  it('adds the runners up, flaky names included', () => {
    expect(
      totalCounts(
        { passed: 0, failed: 1, skipped: 0, flaky: [] },
        { passed: 500, failed: 0, skipped: 1, flaky: [] },
        { passed: 139, failed: 1, skipped: 0, flaky: ['a.spec.ts:3 › pays'] },
      ),
    ).toEqual({ passed: 639, failed: 2, skipped: 1, flaky: ['a.spec.ts:3 › pays'] });
  });

  it('Vitest takes no retries, so none of its tests can pass on a second try', () => {
    expect(vitestConfig.test?.retry ?? 0).toBe(0);
  });
});
