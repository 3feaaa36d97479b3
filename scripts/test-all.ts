import { mkdir, readFile, rm } from 'node:fs/promises';
import { buildIfStale, buildPreviewIfStale } from '../local/build.ts';
import { runE2e } from './e2e.ts';
import { runTool } from './run.ts';
import { flakyReport, type RunCounts, seconds, slowestFromReports, summaryLine, timed, totalCounts } from './test-report.ts';

/**
 * `npm test`: the build (when stale: the built-page tests read dist/), Vitest (unit, API, hosts and
 * built pages), then Playwright; prints each part's time and the ten slowest tests, names any test
 * that passed only on its retry (flaky: it fails the run), and ends with one
 * `N passed, N failed[, N flaky][, N skipped]` line. Vitest takes no retries (vitest.config.ts).
 */

const VITEST_REPORT = 'reports/vitest.json';
const PLAYWRIGHT_REPORT = 'reports/playwright.json';

async function runVitest(): Promise<RunCounts & { code: number }> {
  await mkdir('reports', { recursive: true });
  await rm(VITEST_REPORT, { force: true });
  const code = await runTool('node_modules/vitest/vitest.mjs', [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST_REPORT}`,
  ]);
  try {
    const report = JSON.parse(await readFile(VITEST_REPORT, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    const failed = report.numFailedTests || (code === 0 ? 0 : 1);
    return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests, flaky: [], code };
  } catch {
    return { passed: 0, failed: 1, skipped: 0, flaky: [], code: code || 1 };
  }
}

const times: Array<[string, number]> = [];
const built = await timed('build', times, () =>
  // Then the preview app (a few seconds; one build at a time): tests/built/preview-server.test.ts serves it.
  buildIfStale()
    .then(() => buildPreviewIfStale())
    .then(
      () => ({ code: 0 }),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        return { code: 1 };
      },
    ),
);
const unit = await timed('vitest', times, runVitest);
const e2e = await timed('playwright', times, () => runE2e());

console.log('\nTime of each part:');
for (const [part, ms] of times) console.log(`  ${part.padEnd(12)} ${seconds(ms)}`);
console.log('\nThe ten slowest tests:');
for (const test of await slowestFromReports(VITEST_REPORT, PLAYWRIGHT_REPORT))
  console.log(`  ${seconds(test.ms).padStart(8)}  ${test.runner.padEnd(10)} ${test.name}`);

const buildCounts: RunCounts = { passed: 0, failed: built.code === 0 ? 0 : 1, skipped: 0, flaky: [] };
const total = totalCounts(buildCounts, unit, e2e);
console.log(`\nVitest: ${summaryLine(unit)}. Playwright: ${summaryLine(e2e)}.`);
for (const line of flakyReport(total.flaky)) console.log(line);
console.log(summaryLine(total));
process.exitCode = built.code !== 0 || unit.code !== 0 || e2e.code !== 0 || total.failed > 0 ? 1 : 0;
