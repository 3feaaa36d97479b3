import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * Small files that say what they hold (STYLE.md): a source file over MAX_LINES lines has two jobs
 * and is split, unless it is kept here on purpose with a one-line reason. A path ending in `/`
 * keeps every file under it. The list is checked both ways: a long file not on it fails, and so
 * does an entry that no longer names a long file (delete the line when the file shrinks).
 */
const MAX_LINES = 300;

const ROOTS = ['src', 'local', 'scripts', 'functions', 'workers', 'studio'];
const SOURCE = /\.(ts|tsx|mts|cts|astro|mjs|cjs|js|jsx)$/;

const KEPT: Readonly<Record<string, string>> = {
  'src/i18n/en/': 'string tables: one key a line, split by page already',
  'studio/seed/data/': 'seed data: the demo dataset, one document a block',
  'src/lib/catalogue/spec-fields.ts': 'one table: every spec field with its unit, kind and filter',
  'scripts/catalogue-scale/families-power.ts': 'seed data: one product family table for the scale catalogue',
  'scripts/catalogue-scale/families-accessories.ts': 'seed data: one product family table for the scale catalogue',
  // Not split yet (issue 50, point 10, left open): each has two jobs; split it and delete its line.
  'src/pages/cart.astro': 'to split: a page; needs a build and the cart walks',
};

const run = promisify(execFile);

async function sourceFiles(): Promise<string[]> {
  // Tracked and new files alike, without what .gitignore leaves out (node_modules, dist, .data).
  const { stdout } = await run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...ROOTS], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(stdout.split('\n'))].filter((path) => SOURCE.test(path)).sort();
}

async function lineCount(path: string): Promise<number> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return 0; // listed by git but deleted in the work tree
  }
  const lines = text.split('\n');
  return text.endsWith('\n') ? lines.length - 1 : lines.length;
}

const keptBy = (path: string): string | undefined =>
  Object.keys(KEPT).find((entry) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry));

describe(`source files stay at ${MAX_LINES} lines or fewer`, async () => {
  const files = await sourceFiles();
  const counts = await Promise.all(files.map(async (path) => ({ path, lines: await lineCount(path) })));
  const long = counts.filter(({ lines }) => lines > MAX_LINES);

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no long file that is not kept on purpose (split it where it has two jobs, or keep it here with a reason)', () => {
    expect(long.filter(({ path }) => !keptBy(path)).map(({ path, lines }) => `${path}: ${lines} lines`)).toEqual([]);
  });

  it.each(Object.entries(KEPT))('keeps %s for a reason that still holds', (entry, reason) => {
    expect(reason.trim()).not.toBe('');
    const covered = long.filter(({ path }) => keptBy(path) === entry);
    expect(covered.length, `${entry} no longer names a file over ${MAX_LINES} lines: delete its entry`).toBeGreaterThan(0);
  });
});
