import { readFile } from 'node:fs/promises';

/**
 * What a test run says of its own time: each part's wall time and the slowest tests of both
 * runners, read from their JSON reports, so growth shows in the log of the run that caused it.
 */

export interface TimedTest {
  runner: 'vitest' | 'playwright';
  name: string;
  ms: number;
}

interface VitestReport {
  testResults?: Array<{ name?: string; assertionResults?: Array<{ fullName?: string; duration?: number | null }> }>;
}

interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: Array<{ title: string; line?: number; tests?: Array<{ results?: Array<{ duration?: number }> }> }>;
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

/** A retried Playwright test counts every attempt: that is the time the run spent on it. */
export function playwrightTimes(report: { suites?: PlaywrightSuite[] }): TimedTest[] {
  const out: TimedTest[] = [];
  const walk = (suite: PlaywrightSuite, file: string) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      out.push({ runner: 'playwright', name: `${here}:${spec.line ?? 0} › ${spec.title}`, ms });
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? '');
  return out;
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
    ...playwrightTimes((await read(playwrightReport)) as { suites?: PlaywrightSuite[] }),
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
