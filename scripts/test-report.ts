import { readFile } from 'node:fs/promises';

/**
 * What a test run says of itself: each part's wall time and the slowest tests of both runners,
 * read from their JSON reports, so growth shows in the log of the run that caused it; and its
 * counts, where a test that passed only on its retry is flaky: named, and counted as failed.
 */

export interface TimedTest {
  runner: 'vitest' | 'playwright';
  name: string;
  ms: number;
}

interface VitestReport {
  testResults?: Array<{ name?: string; assertionResults?: Array<{ fullName?: string; duration?: number | null }> }>;
}

interface PlaywrightSpec {
  title: string;
  line?: number;
  /** One per project; `status` is Playwright's verdict over its attempts ('flaky': failed, then passed on a retry). */
  tests?: Array<{ status?: 'expected' | 'unexpected' | 'flaky' | 'skipped'; results?: Array<{ duration?: number }> }>;
}

interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

export function vitestTimes(report: VitestReport, root = process.cwd()): TimedTest[] {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      runner: 'vitest' as const,
      name: `${(file.name ?? '').replace(`${root}/`, '')} › ${test.fullName ?? ''}`,
      ms: test.duration ?? 0,
    })),
  );
}

/** Every spec of a Playwright report with the file it is in, through nested suites. */
function playwrightSpecs(report: PlaywrightReport): Array<{ name: string; spec: PlaywrightSpec }> {
  const out: Array<{ name: string; spec: PlaywrightSpec }> = [];
  const walk = (suite: PlaywrightSuite, file: string) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) out.push({ name: `${here}:${spec.line ?? 0} › ${spec.title}`, spec });
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? '');
  return out;
}

/** A retried Playwright test counts every attempt: that is the time the run spent on it. */
export function playwrightTimes(report: PlaywrightReport): TimedTest[] {
  return playwrightSpecs(report).map(({ name, spec }) => ({
    runner: 'playwright',
    name,
    ms: (spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0),
  }));
}

/** Counts of one runner. `flaky` names the tests that passed only on a retry; each is also counted in `failed`. */
export interface RunCounts {
  passed: number;
  failed: number;
  skipped: number;
  flaky: string[];
}

/**
 * Playwright's counts: a flaky test (CI gives each test one retry, for its trace) is not a pass. It
 * fails the run (`failOnFlakyTests` in playwright.config.ts) and is named in the summary.
 */
export function playwrightCounts(report: PlaywrightReport): RunCounts {
  const stats = report.stats ?? { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  const flaky = playwrightSpecs(report)
    .filter(({ spec }) => (spec.tests ?? []).some((test) => test.status === 'flaky'))
    .map(({ name }) => name);
  return { passed: stats.expected, failed: stats.unexpected + Math.max(stats.flaky, flaky.length), skipped: stats.skipped, flaky };
}

/** The run's last line, `N passed, N failed` (what .ci/run reads), then the flaky and skipped counts when there are any. */
export function summaryLine(counts: RunCounts): string {
  const flaky = counts.flaky.length ? `, ${counts.flaky.length} flaky` : '';
  const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
  return `${counts.passed} passed, ${counts.failed} failed${flaky}${skipped}`;
}

/** What a run with flaky tests prints before its summary: why it failed, and which tests. Nothing when there are none. */
export function flakyReport(flaky: readonly string[]): string[] {
  if (flaky.length === 0) return [];
  const count = flaky.length === 1 ? '1 test passed only on its retry' : `${flaky.length} tests passed only on their retry`;
  return [
    `${count} (flaky). A flaky test fails the run: make it wait on the state it needs (see docs/testing.md), not the retry.`,
    ...flaky.map((name) => `  flaky: ${name}`),
  ];
}

/** Adds up the runners' counts. */
export function totalCounts(...runs: RunCounts[]): RunCounts {
  return runs.reduce(
    (sum, run) => ({
      passed: sum.passed + run.passed,
      failed: sum.failed + run.failed,
      skipped: sum.skipped + run.skipped,
      flaky: [...sum.flaky, ...run.flaky],
    }),
    { passed: 0, failed: 0, skipped: 0, flaky: [] },
  );
}

export function slowest(tests: readonly TimedTest[], count = 10): TimedTest[] {
  return [...tests].sort((a, b) => b.ms - a.ms).slice(0, count);
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** The ten slowest tests of the reports that exist (a runner that did not run has none). */
export async function slowestFromReports(vitestReport: string, playwrightReport: string): Promise<TimedTest[]> {
  const read = async (path: string): Promise<unknown> => JSON.parse(await readFile(path, 'utf8').catch(() => '{}'));
  return slowest([
    ...vitestTimes((await read(vitestReport)) as VitestReport),
    ...playwrightTimes((await read(playwrightReport)) as PlaywrightReport),
  ]);
}

/** Runs `work`, and adds its wall time in ms to `times` under `part`, even when it throws. */
export async function timed<T>(part: string, times: Array<[string, number]>, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    times.push([part, performance.now() - started]);
  }
}
