import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A Kiswahili page's strings must arrive before an island draws: each island's root imports
 * `virtual:island-strings` first (src/build/island-strings.ts: its top-level await holds the
 * island until its table is there). And no module the API shares may hold a top-level await
 * (Cloudflare's Functions bundle refuses it): src/i18n/index.ts keeps none.
 */
const root = resolve(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro'))
    .map((file) => join(root, dir, file));

const islandRoots = [
  ...new Set(
    [...sources('src/pages'), ...sources('src/components')].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import \w+ from '([^']*islands\/[^']+\.tsx)';/gm)].map((match) =>
        resolve(dirname(file), match[1]!),
      ),
    ),
  ),
  join(root, 'src/page-scripts/auth-ui/mount.ts'),
]
  .map((file) => relative(root, file))
  .sort();

describe('islands get their page’s strings first', () => {
  it('finds the storefront’s islands', () => {
    expect(islandRoots).toContain('src/islands/checkout/CheckoutPage.tsx');
    expect(islandRoots.length).toBeGreaterThanOrEqual(9);
  });

  it.each(islandRoots)('%s imports its strings before anything else', (file) => {
    const firstImport = /^import [^\n]*$/m.exec(readFileSync(join(root, file), 'utf8'))?.[0];
    expect(firstImport).toBe("import 'virtual:island-strings';");
  });

  it('the shared string module has no top-level await', () => {
    expect(readFileSync(join(root, 'src/i18n/index.ts'), 'utf8')).not.toMatch(/^[^\s/][^\n]*\bawait\b/m);
  });
});
