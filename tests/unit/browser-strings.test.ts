import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { enApp } from '../../src/i18n/en-app.ts';
import { admin } from '../../src/i18n/en/admin.ts';

/**
 * The browser loads only the islands' strings (src/i18n/en-app.ts, and the admin area's in its
 * islands): every key a module the browser runs names must be among them, or the page would show
 * the key. The modules are found by walking the static imports from each island and page script.
 */
const root = resolve(import.meta.dirname, '../..');
const files = (dir: string, ext: RegExp) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).filter((file) => ext.test(file)).map((file) => join(root, dir, file));

function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/^(?:import|export)(?!\s+type\b)[^'"]*?['"](\.[^'"]+\.tsx?)['"]/gm)) queue.push(resolve(dirname(file), match[1]!));
  }
  return seen;
}

/** Keys named in a module: 'area.key' literals, and `prefix.${…}` templates as every key they may be. */
function keysNamed(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const keys: string[] = [];
  for (const match of code.matchAll(/['`]([a-z][A-Za-z]*\.[A-Za-z0-9_.${}-]+)['`]/g)) {
    const text = match[1]!;
    const dynamic = text.indexOf('${');
    if (dynamic >= 0) keys.push(...Object.keys(en).filter((key) => key.startsWith(text.slice(0, dynamic))));
    else if (text in en) keys.push(text);
  }
  return keys;
}

const islands = files('src/islands', /\.tsx?$/);
const adminIslands = islands.filter((file) => file.includes('/islands/admin/'));
const storefrontEntries = [...islands.filter((file) => !adminIslands.includes(file)), ...files('src/page-scripts', /\.ts$/)];

describe('the strings the browser loads', () => {
  it.each([...reachable(storefrontEntries)].map((file) => relative(root, file)).sort())('%s names only keys the storefront’s islands load', (file) => {
    expect(keysNamed(join(root, file)).filter((key) => !(key in enApp))).toEqual([]);
  });

  it.each([...reachable(adminIslands)].map((file) => relative(root, file)).sort())('%s names only keys the admin islands load', (file) => {
    expect(keysNamed(join(root, file)).filter((key) => !(key in enApp) && !(key in admin))).toEqual([]);
  });
});
