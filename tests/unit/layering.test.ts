import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The layers stay as DESIGN.md draws them: the import rules of .dependency-cruiser.cjs hold, and
 * src/lib and src/api use no browser global and do no I/O (the content door, src/cms, reads the CMS
 * at build and is apart).
 */

const BROWSER_GLOBALS = new Set([
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'history',
  'fetch',
  'XMLHttpRequest',
  'indexedDB',
]);

async function sourceFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await sourceFiles(full)));
    else if (/\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

/** Every use of a browser global in `file` (a name in a value position, not a property or a type; a local of the same name counts too: name it otherwise). */
function browserGlobals(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const uses: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && BROWSER_GLOBALS.has(node.text)) {
      const parent = node.parent;
      const isProperty =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        ts.isPropertyAssignment(parent) ||
        ts.isPropertySignature(parent) ||
        ts.isMethodDeclaration(parent);
      const isDeclaredHere =
        (ts.isParameter(parent) || ts.isVariableDeclaration(parent) || ts.isBindingElement(parent)) && parent.name === node;
      if (!isProperty && !isDeclaredHere && !ts.isTypeReferenceNode(parent) && !ts.isTypeQueryNode(parent)) {
        uses.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

describe('the layering of the code', () => {
  it('keeps every import rule of .dependency-cruiser.cjs', async () => {
    const run = promisify(execFile);
    const { stdout } = await run(
      process.execPath,
      [
        'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs',
        'src',
        'functions',
        'workers',
        'local',
        'scripts',
        'playwright.config.ts',
        '--config',
        '.dependency-cruiser.cjs',
        '--output-type',
        'json',
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const result = JSON.parse(stdout) as {
      summary: { violations: Array<{ from: string; to: string; rule: { name: string } }>; totalCruised: number };
    };
    expect(result.summary.totalCruised).toBeGreaterThan(200);
    expect(result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
  }, 60_000);

  it('keeps src/lib and src/api free of browser globals and I/O', async () => {
    const files = [...(await sourceFiles('src/lib')), ...(await sourceFiles('src/api'))];
    expect(files.length).toBeGreaterThan(40);
    expect(files.some((file) => file.startsWith(join('src', 'api')))).toBe(true);
    const uses = (await Promise.all(files.map(async (file) => browserGlobals(file, await readFile(file, 'utf8'))))).flat();
    expect(uses).toEqual([]);
  });

  it('the globals check sees a use when there is one', () => {
    expect(browserGlobals('x.ts', 'const a = window.innerWidth; fetch("/api"); localStorage.getItem("k");')).toHaveLength(3);
    expect(
      browserGlobals('x.ts', 'const o = { fetch: 1 }; o.fetch; type W = typeof window; function f(location: string) { return 1; }'),
    ).toEqual([]);
  });
});
