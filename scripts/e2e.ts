import { mkdir, readFile, rm } from 'node:fs/promises';
import { buildIfStale } from '../local/build.ts';
import { findChromium, INSTALL_HINT } from './chromium.ts';
import { E2E_BUILD_ENV } from './e2e-ports.ts';
import { runTool } from './run.ts';
import { flakyReport, playwrightCounts, type PlaywrightReport, type RunCounts } from './test-report.ts';

const REPORT = 'reports/playwright.json';

async function readCounts(): Promise<RunCounts> {
  const report = JSON.parse(await readFile(REPORT, 'utf8')) as PlaywrightReport;
  if (!report.stats) throw new Error(`${REPORT} has no stats`);
  return playwrightCounts(report);
}

/**
 * Builds when stale, then runs Playwright in Chromium; skipped (or failed) without a browser. A test
 * that passed only on its retry fails the run (its code is 1), whatever Playwright's own verdict.
 */
export async function runE2e(args: string[] = []): Promise<RunCounts & { code: number }> {
  const browser = findChromium();
  if (!browser) {
    if (process.env.E2E_REQUIRED === '1') {
      console.error(`End-to-end tests are required (E2E_REQUIRED=1) but no Chromium was found. ${INSTALL_HINT}`);
      return { passed: 0, failed: 1, skipped: 0, flaky: [], code: 1 };
    }
    console.log(`End-to-end tests skipped: no Chromium found. ${INSTALL_HINT}`);
    return { passed: 0, failed: 0, skipped: 1, flaky: [], code: 0 };
  }
  await buildIfStale(console.log, E2E_BUILD_ENV);
  await mkdir('reports', { recursive: true });
  await rm(REPORT, { force: true });
  const code = await runTool('node_modules/@playwright/test/cli.js', ['test', ...args], { CHROMIUM_PATH: browser });
  const counts = await readCounts().catch((): RunCounts => ({ passed: 0, failed: 1, skipped: 0, flaky: [] }));
  return {
    ...counts,
    failed: code !== 0 && counts.failed === 0 ? 1 : counts.failed,
    code: code !== 0 ? code : counts.flaky.length > 0 ? 1 : 0,
  };
}

if (import.meta.main) {
  const result = await runE2e(process.argv.slice(2));
  for (const line of flakyReport(result.flaky)) console.error(line);
  process.exitCode = result.code;
}
