import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A page's language is decided once, by the middleware (src/middleware.ts), which puts `locale`
 * and `t` on `Astro.locals`: no component binds its own from the path again.
 */
function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.astro'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const FORBIDDEN = /translationsFor\(\s*localeOfPath\(|localeOfPath\(\s*Astro\.url/;

describe('components take their words from Astro.locals', () => {
  const files = astroFiles('src');

  it('finds the components', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('no .astro file binds t or reads the locale from its own path', () => {
    expect(files.filter((file) => FORBIDDEN.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
