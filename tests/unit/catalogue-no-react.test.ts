import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachableModules } from '../../src/i18n/island-keys.ts';

/**
 * Catalogue pages ship no React runtime: their scripts (src/page-scripts), the sign-in UI they load
 * when a dialog opens or a session is stored included, reach no module that imports React.
 */
const root = resolve(import.meta.dirname, '../..');
const scripts = readdirSync(join(root, 'src/page-scripts'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => join(root, 'src/page-scripts', file));

describe('the catalogue pages’ scripts', () => {
  it('include the sign-in UI', () => {
    expect(scripts.map((file) => relative(root, file))).toContain('src/page-scripts/auth-ui/mount.ts');
  });

  it.each([...reachableModules(scripts)].map((file) => relative(root, file)).sort())('%s imports no React', (file) => {
    expect(readFileSync(join(root, file), 'utf8')).not.toMatch(
      /from ['"](react|react-dom|react-dom\/client|@nanostores\/react|react\/jsx-runtime)['"]/,
    );
  });
});
