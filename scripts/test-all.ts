import { mkdir, readFile, rm } from 'node:fs/promises';
import { runE2e, type RunCounts } from './e2e.ts';
import { runTool } from './run.ts';

/** `npm test`: Vitest (unit and API), then Playwright; ends with one `N passed, N failed` line. */

const VITEST_REPORT = 'reports/vitest.json';

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
    return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests, code };
  } catch {
    return { passed: 0, failed: 1, skipped: 0, code: code || 1 };
  }
}

const unit = await runVitest();
const e2e = await runE2e();
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
const skipped = unit.skipped + e2e.skipped;
console.log(`\nVitest: ${unit.passed} passed, ${unit.failed} failed. Playwright: ${e2e.passed} passed, ${e2e.failed} failed.`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = unit.code !== 0 || e2e.code !== 0 || failed > 0 ? 1 : 0;
