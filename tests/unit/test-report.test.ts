import { describe, expect, it } from 'vitest';
import { playwrightTimes, slowest, vitestTimes } from '../../scripts/test-report.ts';

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
