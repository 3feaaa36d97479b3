import { describe, expect, it } from 'vitest';
import { largestModules, moduleGroup, type BundleStats } from '../../scripts/bench/bundle-report.ts';

describe('a module’s name in the bench', () => {
  it.each([
    ['/node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['/node_modules/@supabase/auth-js/dist/module/GoTrueClient.js', '@supabase/auth-js'],
    ['/work/main/node_modules/.pnpm/x/node_modules/zod/v4/core/schemas.js', 'zod'],
    ['\0virtual:strings-islands-CartPage--sw', 'the island’s string table'],
    ['/src/islands/CartPage.tsx', 'src/islands/CartPage.tsx'],
  ])('%s → %s', (id, name) => {
    expect(moduleGroup(id)).toBe(name);
  });
});

describe('the largest modules of a page', () => {
  // Two chunks: a.js (react-dom and the cart page), b.js (zod); c.js is not on the page.
  const stats: BundleStats = {
    tree: {
      children: [
        {
          name: '_astro/a.js',
          children: [
            { name: 'r', uid: '1' },
            { name: 'c', uid: '2' },
          ],
        },
        { name: '_astro/b.js', children: [{ name: 'z', uid: '3' }] },
        { name: '_astro/c.js', children: [{ name: 'x', uid: '4' }] },
      ],
    },
    nodeParts: {
      '1': { renderedLength: 9000, gzipLength: 300, metaUid: 'm1' },
      '2': { renderedLength: 1000, gzipLength: 100, metaUid: 'm2' },
      '3': { renderedLength: 500, gzipLength: 50, metaUid: 'm3' },
      '4': { renderedLength: 500, gzipLength: 50, metaUid: 'm4' },
    },
    nodeMetas: {
      m1: { id: '/node_modules/react-dom/client.js' },
      m2: { id: '/src/islands/CartPage.tsx' },
      m3: { id: '/node_modules/zod/mini/index.js' },
      m4: { id: '/node_modules/other/index.js' },
    },
  };
  const sizes: Record<string, number> = { '/_astro/a.js': 200, '/_astro/b.js': 40, '/_astro/c.js': 40 };

  it('shares each file’s real gzipped size among its modules, heaviest first', () => {
    expect(largestModules(stats, ['/_astro/a.js', '/_astro/b.js', '/_astro/a.js', '/_astro/missing.js'], (asset) => sizes[asset]!)).toEqual(
      [
        { name: 'react-dom', bytes: 150 },
        { name: 'src/islands/CartPage.tsx', bytes: 50 },
        { name: 'zod', bytes: 40 },
      ],
    );
  });

  it('gives as many as asked', () => {
    expect(largestModules(stats, ['/_astro/a.js', '/_astro/b.js'], (asset) => sizes[asset]!, 1)).toEqual([
      { name: 'react-dom', bytes: 150 },
    ]);
  });
});
