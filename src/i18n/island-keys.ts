import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Which strings a piece of browser code names, read from its source (Node only: the build and the
 * tests). The build gives each island exactly these (src/build/island-strings.ts), and
 * tests/unit/island-strings.test.ts holds the reading to what the code does.
 */

/** A module that loads a table of its own (`import 'virtual:island-strings'`): an island's root, or a section it loads later. */
const OWN_TABLE = /^import\s+['"]virtual:island-strings['"]/m;

/**
 * Every module reachable from `entries` by imports of relative `.ts`/`.tsx` files: static ones (not
 * `import type`) and `import('./…')`, so a part an island loads later finds its words in the
 * island's table. A module that loads its own table (other than an entry) is left out, with what it
 * reaches: a section loaded later with its own words (the order page's cash form, issue 49) keeps
 * them out of the table every visit of its island's page loads.
 */
export function reachableModules(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    if (!entries.includes(file) && OWN_TABLE.test(code)) continue;
    seen.add(file);
    for (const match of code.matchAll(/^(?:import|export)(?!\s+type\b)[^'"]*?['"](\.[^'"]+\.tsx?)['"]/gm))
      queue.push(resolve(dirname(file), match[1]!));
    for (const match of code.matchAll(/\bimport\(\s*['"](\.[^'"]+\.tsx?)['"]\s*\)/g)) queue.push(resolve(dirname(file), match[1]!));
  }
  return seen;
}

/** Keys a module names: 'area.key' literals (in any quotes), and `prefix.${…}` templates as every key of `allKeys` they may be. */
export function keysNamed(code: string, allKeys: readonly string[], known: ReadonlySet<string> = new Set(allKeys)): string[] {
  const keys: string[] = [];
  for (const match of code.matchAll(/(['"`])([a-z][A-Za-z]*\.[A-Za-z0-9_.${}-]+)\1/g)) {
    const text = match[2]!;
    const dynamic = text.indexOf('${');
    if (dynamic >= 0) keys.push(...allKeys.filter((key) => key.startsWith(text.slice(0, dynamic))));
    else if (known.has(text)) keys.push(text);
  }
  return keys;
}

/** Every key named by the modules an island's root reaches: the island's string table. */
export function islandKeys(entry: string, allKeys: readonly string[]): string[] {
  const keys = new Set<string>();
  const known = new Set(allKeys);
  for (const file of reachableModules([entry])) for (const key of keysNamed(readFileSync(file, 'utf8'), allKeys, known)) keys.add(key);
  return [...keys].sort();
}
