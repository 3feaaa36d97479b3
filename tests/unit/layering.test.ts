import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The layers stay as DESIGN.md and docs/architecture.md draw them: the import rules of
 * .dependency-cruiser.cjs hold (src/build among them: nothing the shop runs imports it), and the
 * pure layer, src/lib and src/api, keeps all of its promise, read from each file's syntax tree:
 *
 * - no browser global (`window`, `fetch`, storage…) in a value position;
 * - no Node built-in imported (`node:*`, or a bare name in `module.builtinModules`: `fs`,
 *   `crypto/…`) and no package that does I/O (IO_PACKAGES). `import type` is erased and allowed;
 *   under verbatimModuleSyntax `import { type X }` is not, so it counts;
 * - no module state. Precisely: no top-level `let` or `var`; and no top-level binding that code
 *   inside a function (or method, or arrow) mutates: assigns to it or to a property or element of
 *   it (`x.a = …`, `x[k] += …`, `x.n++`, `delete x[k]`), calls a mutating method on it or on
 *   something reached through it (`push`, `pop`, `shift`, `unshift`, `splice`, `sort`, `reverse`,
 *   `fill`, `copyWithin`, `set`, `add`, `delete`, `clear`), or hands it to `Object.assign`,
 *   `Object.defineProperty`… as the target. Filling a table while the module loads is not state,
 *   so a `const` table built at the top level, a `new Set([...])` used for lookups or a frozen
 *   map passes; so does a top-level `new WeakMap()`, a memo keyed by the caller's own object (it
 *   can be read only through a key the caller holds, and forgets with it: the listing built once
 *   per catalogue). A local of the same name in an enclosing function shadows the binding (its
 *   mutation is the local's). Not seen: a binding handed to another function that mutates it.
 *
 * And full zod stays out of the browser: from every browser entry (the modules under src/client,
 * src/stores, src/islands and src/page-scripts, and the bundled `<script>`s of the .astro files),
 * following value imports (static and dynamic) through the project's files, nothing imports zod's
 * classic entry (`zod`, `zod/v4`); the browser uses `zod/mini`, or zod's types (`import type`).
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

/** Packages that reach outside the process (a database, mail, the auth server, the CMS, the network); a scope ends in `/`. */
const IO_PACKAGES = ['postgres', 'pg', '@electric-sql/pglite', 'nodemailer', 'groq-js', 'undici', 'ws', '@supabase/', '@sanity/'];

const MUTATING_METHODS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
  'set',
  'add',
  'delete',
  'clear',
]);
const MUTATING_FUNCTIONS = new Set(['assign', 'defineProperty', 'defineProperties', 'setPrototypeOf']);

/** zod's classic entry: what `zod` and `zod/v4` resolve to (the mini build and the core are allowed). */
const CLASSIC_ZOD = new Set(['zod', 'zod/v4', 'zod/v4/classic', 'zod/v3']);
const BROWSER_ENTRY_DIRS = ['src/client', 'src/stores', 'src/islands', 'src/page-scripts'];
const ASTRO_DIRS = ['src/components', 'src/pages', 'src/layouts'];

async function sourceFiles(dir: string, pattern = /\.tsx?$/): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await sourceFiles(full, pattern)));
    else if (pattern.test(entry.name)) found.push(full);
  }
  return found;
}

const parse = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

const at = (source: ts.SourceFile, node: ts.Node) => `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

/** Every use of a browser global in `file` (a name in a value position, not a property or a type; a local of the same name counts too: name it otherwise). */
function browserGlobals(file: string, text: string): string[] {
  const source = parse(file, text);
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
        uses.push(`${at(source, node)} ${node.text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** The modules `source` imports for their values: static imports and re-exports (not `import type`/`export type`), `import()`, `require()`. */
function valueImports(source: ts.SourceFile): Array<{ specifier: string; node: ts.Node }> {
  const found: Array<{ specifier: string; node: ts.Node }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
      found.push({ specifier: node.moduleSpecifier.text, node });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      found.push({ specifier: node.moduleSpecifier.text, node });
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, node });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isNodeBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier) || builtinModules.includes(specifier.split('/')[0]!);
const isIoPackage = (specifier: string) =>
  IO_PACKAGES.some((name) => (name.endsWith('/') ? specifier.startsWith(name) : specifier === name || specifier.startsWith(`${name}/`)));

/** Every import of a Node built-in or an I/O package in `file`. */
function forbiddenImports(file: string, text: string): string[] {
  const source = parse(file, text);
  return valueImports(source)
    .filter(({ specifier }) => isNodeBuiltin(specifier) || isIoPackage(specifier))
    .map(({ specifier, node }) => `${at(source, node)} imports ${specifier}`);
}

const isFunctionLike = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isGetAccessor(node) ||
  ts.isSetAccessor(node) ||
  ts.isConstructorDeclaration(node);

function bindingNames(name: ts.BindingName, into: Set<string>): void {
  if (ts.isIdentifier(name)) into.add(name.text);
  else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bindingNames(element.name, into);
}

/** The names a function declares for itself (parameters, variables, functions, classes, catch bindings), not those of the functions inside it. */
function localNames(fn: ts.FunctionLikeDeclaration): Set<string> {
  const names = new Set<string>();
  for (const parameter of fn.parameters) bindingNames(parameter.name, names);
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) || ts.isCatchClause(node)) {
      const name = ts.isCatchClause(node) ? node.variableDeclaration?.name : node.name;
      if (name) bindingNames(name, names);
    } else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name) names.add(node.name.text);
    if (!isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  if (fn.body) ts.forEachChild(fn.body, visit);
  return names;
}

/** The name an expression stands on: `a` for `a`, `a.b[c]`, `(a as X).b!`. */
function rootName(expression: ts.Expression): string | undefined {
  let node: ts.Expression = expression;
  for (;;) {
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) node = node.expression;
    else if (
      ts.isParenthesizedExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node)
    )
      node = node.expression;
    else return ts.isIdentifier(node) ? node.text : undefined;
  }
}

const isAssignment = (kind: ts.SyntaxKind) => kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;

/** Module state in `file`, as the comment at the top defines it. */
function moduleState(file: string, text: string): string[] {
  const source = parse(file, text);
  const found: string[] = [];
  const topLevel = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      const flags = statement.declarationList.flags;
      const isDeclare = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword);
      for (const declaration of statement.declarationList.declarations) {
        if (!(flags & ts.NodeFlags.Const) && !isDeclare)
          found.push(`${at(source, declaration)} top-level ${flags & ts.NodeFlags.Let ? 'let' : 'var'} ${declaration.name.getText()}`);
        const isWeakMemo =
          declaration.initializer &&
          ts.isNewExpression(declaration.initializer) &&
          ts.isIdentifier(declaration.initializer.expression) &&
          declaration.initializer.expression.text === 'WeakMap';
        if (!isWeakMemo) bindingNames(declaration.name, topLevel);
      }
    }
  }
  const mutated = (target: ts.Expression, shadowed: ReadonlySet<string>, node: ts.Node, how: string) => {
    const name = rootName(target);
    if (name && topLevel.has(name) && !shadowed.has(name)) found.push(`${at(source, node)} ${how} ${name} inside a function`);
  };
  const visit = (node: ts.Node, shadowed: ReadonlySet<string> | undefined): void => {
    if (isFunctionLike(node)) shadowed = new Set([...(shadowed ?? []), ...localNames(node)]);
    if (shadowed) {
      if (ts.isBinaryExpression(node) && isAssignment(node.operatorToken.kind)) mutated(node.left, shadowed, node, 'assigns to');
      else if (
        (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
        (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)
      )
        mutated(node.operand, shadowed, node, 'counts');
      else if (ts.isDeleteExpression(node)) mutated(node.expression, shadowed, node, 'deletes from');
      else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        const owner = node.expression.expression;
        if (MUTATING_METHODS.has(method)) mutated(owner, shadowed, node, `.${method}() on`);
        else if (
          (ts.isIdentifier(owner) && ['Object', 'Reflect'].includes(owner.text) && MUTATING_FUNCTIONS.has(method)) ||
          (ts.isIdentifier(owner) && owner.text === 'Reflect' && method === 'set')
        ) {
          const target = node.arguments[0];
          if (target) mutated(target, shadowed, node, `${owner.text}.${method}() on`);
        }
      }
    }
    ts.forEachChild(node, (child) => visit(child, shadowed));
  };
  visit(source, undefined);
  return found;
}

/** The bundled scripts of an .astro file (`<script>` without `is:inline` or a data type), which Vite builds for the browser. */
function astroScripts(text: string): string[] {
  return [...text.matchAll(/<script\b([^>]*?)(\/?)>(?:([\s\S]*?)<\/script>)?/g)]
    .filter(([, attributes, selfClosing]) => !selfClosing && !/\bis:inline\b|\btype=|\bset:html\b/.test(attributes ?? ''))
    .map(([, , , body]) => body ?? '');
}

/** How the zod check reaches modules: where an import leads in the project (undefined for a package or a virtual module), and a module's text. */
interface Modules {
  resolve(from: string, specifier: string): Promise<string | undefined>;
  read(file: string): Promise<string>;
}

const exists = (file: string) =>
  readFile(file).then(
    () => true,
    () => false,
  );

const onDisk: Modules = {
  async resolve(from, specifier) {
    if (!specifier.startsWith('.')) return undefined;
    const base = normalize(join(dirname(from), specifier));
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
      if (/\.(tsx?|mjs|js)$/.test(candidate) && (await exists(candidate))) return candidate;
    }
    return undefined;
  },
  read: (file) => readFile(file, 'utf8'),
};

/** Every chain of value imports from a browser entry (a [file, text] pair) to zod's classic entry, each module followed once. */
async function classicZodChains(entries: ReadonlyArray<readonly [string, string]>, modules: Modules = onDisk): Promise<string[]> {
  const chains: string[] = [];
  const seen = new Set<string>();
  const queue = entries.map(([file, text]) => ({ file, text, via: [file] }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { file, text, via } = next;
    for (const { specifier } of valueImports(parse(file.replace(/\.astro$/, '.ts'), text))) {
      if (CLASSIC_ZOD.has(specifier)) chains.push([...via, specifier].join(' → '));
      const imported = await modules.resolve(file, specifier);
      if (imported && !seen.has(imported)) {
        seen.add(imported);
        queue.push({ file: imported, text: await modules.read(imported), via: [...via, imported] });
      }
    }
  }
  return chains;
}

async function browserEntries(): Promise<Array<[string, string]>> {
  const modules = (await Promise.all(BROWSER_ENTRY_DIRS.map((dir) => sourceFiles(dir)))).flat();
  const astro = (await Promise.all(ASTRO_DIRS.map((dir) => sourceFiles(dir, /\.astro$/)))).flat();
  return [
    ...(await Promise.all(modules.map(async (file): Promise<[string, string]> => [file, await readFile(file, 'utf8')]))),
    ...(
      await Promise.all(
        astro.map(async (file) => astroScripts(await readFile(file, 'utf8')).map((script): [string, string] => [file, script])),
      )
    ).flat(),
  ];
}

const pureLayer = async () => [...(await sourceFiles('src/lib')), ...(await sourceFiles('src/api'))];

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

  it('keeps src/lib and src/api free of browser globals, Node built-ins, I/O packages and module state', async () => {
    const files = await pureLayer();
    expect(files.length).toBeGreaterThan(40);
    expect(files.some((file) => file.startsWith(join('src', 'api')))).toBe(true);
    const texts = await Promise.all(files.map(async (file) => [file, await readFile(file, 'utf8')] as const));
    expect(texts.flatMap(([file, text]) => browserGlobals(file, text))).toEqual([]);
    expect(texts.flatMap(([file, text]) => forbiddenImports(file, text))).toEqual([]);
    expect(texts.flatMap(([file, text]) => moduleState(file, text))).toEqual([]);
  });

  it('keeps full zod out of what the browser runs', async () => {
    const entries = await browserEntries();
    expect(entries.length).toBeGreaterThan(50);
    expect(entries.some(([file]) => file.endsWith('.astro'))).toBe(true);
    expect(await classicZodChains(entries)).toEqual([]);
  }, 30_000);

  it('the globals check sees a use when there is one', () => {
    expect(browserGlobals('x.ts', 'const a = window.innerWidth; fetch("/api"); localStorage.getItem("k");')).toHaveLength(3);
    expect(
      browserGlobals('x.ts', 'const o = { fetch: 1 }; o.fetch; type W = typeof window; function f(location: string) { return 1; }'),
    ).toEqual([]);
  });

  it.each([
    ["import { createHash } from 'node:crypto';", ['x.ts:1 imports node:crypto']],
    ["import { readFile } from 'fs/promises';", ['x.ts:1 imports fs/promises']],
    ["export { join } from 'path';", ['x.ts:1 imports path']],
    ["const pg = await import('postgres');", ['x.ts:1 imports postgres']],
    ["import { createClient } from '@supabase/supabase-js';", ['x.ts:1 imports @supabase/supabase-js']],
    ["import { type Transporter } from 'nodemailer';", ['x.ts:1 imports nodemailer']],
    ["import type { Sql } from 'postgres'; import * as z from 'zod/mini'; import { pathish } from './path.ts';", []],
  ])('the imports check: %s', (text, expected) => {
    expect(forbiddenImports('x.ts', text)).toEqual(expected);
  });

  it.each([
    ['let count = 0;', ['x.ts:1 top-level let count']],
    ['var seen = {};', ['x.ts:1 top-level var seen']],
    [
      'const cache = new Map(); export function get(k) { return cache.get(k) ?? cache.set(k, 1); }',
      ['x.ts:1 .set() on cache inside a function'],
    ],
    ['const list = []; export const add = (x) => { list.push(x); };', ['x.ts:1 .push() on list inside a function']],
    ['const state = { n: 0 }; export function bump() { state.n++; }', ['x.ts:1 counts state inside a function']],
    ['const state = { n: 0 }; export function set(v) { state.n = v; }', ['x.ts:1 assigns to state inside a function']],
    ['const kept = {}; export function drop(k) { delete kept[k]; }', ['x.ts:1 deletes from kept inside a function']],
    ['const o = {}; export function fill(v) { Object.assign(o, v); }', ['x.ts:1 Object.assign() on o inside a function']],
    ['const tables = { a: new Set() }; export const mark = (x) => tables.a.add(x);', ['x.ts:1 .add() on tables inside a function']],
    // Not state: tables filled while the module loads, lookups, locals of the same name, copies.
    ['const BY_CODE = new Map(); for (const c of ["a"]) BY_CODE.set(c, 1); export const has = (c) => BY_CODE.has(c);', []],
    ['const KNOWN = new Set(["a"]); export const known = (x) => KNOWN.has(x);', []],
    ['const list = []; export function f() { const list = []; list.push(1); return list; }', []],
    ['const list = [3, 1]; export const sorted = () => [...list].sort();', []],
    ['const TABLE = Object.freeze({ a: 1 }); export const read = (k) => TABLE[k];', []],
    ['declare let injected: string;', []],
    ['const memo = new WeakMap(); export function of(o) { memo.set(o, 1); return memo.get(o); }', []],
    ['const memo = new Map(); export function of(o) { memo.set(o, 1); return memo.get(o); }', ['x.ts:1 .set() on memo inside a function']],
  ])('the module state check: %s', (text, expected) => {
    expect(moduleState('x.ts', text)).toEqual(expected);
  });

  it('the zod check follows value imports from a browser entry to classic zod, and not type imports or zod/mini', async () => {
    const files: Record<string, string> = {
      'src/lib/a.ts': "export { schema } from './b.ts';",
      'src/lib/b.ts': "import { z } from 'zod'; export const schema = z.string();",
      'src/lib/c.ts': "import type { z } from 'zod'; import * as m from 'zod/mini'; export const s = m.string();",
    };
    const table: Modules = {
      resolve: async (from, specifier) => {
        const file = join(dirname(from), specifier);
        return specifier.startsWith('.') && file in files ? file : undefined;
      },
      read: async (file) => files[file] ?? '',
    };
    const entries = [
      ['src/islands/X.tsx', "import { schema } from '../lib/a.ts'; import type { Answer } from '../lib/b.ts';"],
      ['src/islands/Y.tsx', "const lazy = () => import('zod/v4');"],
      ['src/components/Z.astro', "import { s } from '../lib/c.ts';"],
    ] as const;
    expect(await classicZodChains(entries, table)).toEqual([
      'src/islands/Y.tsx → zod/v4',
      'src/islands/X.tsx → src/lib/a.ts → src/lib/b.ts → zod',
    ]);
  });

  it('reads the bundled scripts of an .astro file, not the inline or data ones', () => {
    expect(
      astroScripts(
        "---\nimport { z } from 'zod';\n---\n<script>import './a.ts';</script><script is:inline>x()</script><script type=\"application/ld+json\" set:html={j} />",
      ),
    ).toEqual(["import './a.ts';"]);
  });
});
