import { describe, expect, it } from 'vitest';
import { resolveStaticPath } from '../../src/server/static/resolve-path.ts';

const files = new Set([
  '/index.html',
  '/about.html',
  '/404.html',
  '/shop/batteries.html',
  '/docs/index.html',
  '/_astro/a.123.js',
  '/favicon.svg',
]);

describe('resolveStaticPath', () => {
  it.each([
    ['/', '/index.html'],
    ['/about', '/about.html'],
    ['/about/', '/about.html'],
    ['/about.html', '/about.html'],
    ['/shop/batteries', '/shop/batteries.html'],
    ['/docs', '/docs/index.html'],
    ['/_astro/a.123.js', '/_astro/a.123.js'],
    ['/favicon.svg', '/favicon.svg'],
    ['/missing', null],
    ['/../etc/passwd', null],
    ['/%2e%2e/etc/passwd', null],
    ['/%E0%A4%A', null],
    ['/a%00b', null],
  ])('%s resolves to %j', (path, expected) => expect(resolveStaticPath(files, path)).toBe(expected));
});
