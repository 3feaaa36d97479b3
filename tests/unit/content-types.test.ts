import { describe, expect, it } from 'vitest';
import { contentType, isCompressible, MIN_COMPRESSIBLE_BYTES } from '../../src/server/static/content-types.ts';

const BIG = MIN_COMPRESSIBLE_BYTES;

describe('contentType and isCompressible: which built files get brotli and gzip copies', () => {
  it.each<[string, number, string, boolean]>([
    ['/index.html', BIG, 'text/html; charset=utf-8', true],
    ['/_astro/app.Bx12.js', BIG, 'text/javascript; charset=utf-8', true],
    ['/_astro/site.9f.css', BIG, 'text/css; charset=utf-8', true],
    ['/catalogue.json', BIG, 'application/json; charset=utf-8', true],
    ['/sitemap.xml', BIG, 'application/xml; charset=utf-8', true],
    ['/robots.txt', BIG, 'text/plain; charset=utf-8', true],
    ['/favicon.svg', BIG, 'image/svg+xml', true],
    ['/site.webmanifest', BIG, 'application/manifest+json', true],
    ['/ABOUT.HTML', BIG, 'text/html; charset=utf-8', true],
    ['/about.html', BIG - 1, 'text/html; charset=utf-8', false],
    ['/images/panel.webp', BIG * 100, 'image/webp', false],
    ['/images/panel.png', BIG * 100, 'image/png', false],
    ['/fonts/inter.woff2', BIG * 100, 'font/woff2', false],
    ['/.build-stamp', BIG, 'application/octet-stream', false],
    ['/README', BIG, 'application/octet-stream', false],
  ])('%s (%d bytes): %s, compressible %j', (path, size, type, compressible) => {
    expect(contentType(path)).toBe(type);
    expect(isCompressible(path, size)).toBe(compressible);
  });
});
