import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtPagesWalk, visitBuiltPages, type BuiltPage } from '../../src/build/built-pages.ts';

/** The after-build walk (src/build/built-pages.ts): every page read once, every step on it, a rewritten page written once. */

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'built-pages-'));
  await mkdir(join(dist, 'sw', 'shop'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<html><head></head><body>Nyumbani ☀️</body></html>');
  await writeFile(join(dist, 'sw', 'shop', 'betri.html'), '<html><head></head><body><astro-island></astro-island></body></html>');
  await writeFile(join(dist, 'catalogue.json'), '{}');
});
afterEach(() => rm(dist, { recursive: true, force: true }));

describe('the after-build walk over the built pages', () => {
  it('gives each step every page, as bytes and as the same bytes one character per byte', async () => {
    const seen: BuiltPage[] = [];
    expect(await visitBuiltPages(dist, [(page) => void seen.push(page)])).toBe(2);
    expect(seen.map((page) => page.name).sort()).toEqual(['index.html', join('sw', 'shop', 'betri.html')]);
    const home = seen.find((page) => page.name === 'index.html')!;
    expect(home.bytes.toString('utf8')).toContain('Nyumbani ☀️');
    expect(home.markup).toBe(home.bytes.toString('latin1'));
    expect(home.markup.length).toBe(home.bytes.length);
  });

  it('runs the steps in order, each on the page as the one before left it, and writes a rewritten page', async () => {
    const order: string[] = [];
    await visitBuiltPages(dist, [
      (page) =>
        page.markup.includes('<astro-island') ? Buffer.from(page.bytes.toString().replace('</head>', '<link></head>')) : undefined,
      (page) => void order.push(`${page.name}: ${page.markup.includes('<link>')}`),
    ]);
    expect(order.sort()).toEqual(['index.html: false', `${join('sw', 'shop', 'betri.html')}: true`]);
    expect(await readFile(join(dist, 'sw', 'shop', 'betri.html'), 'utf8')).toContain('<head><link></head>');
    expect(await readFile(join(dist, 'index.html'), 'utf8')).toBe('<html><head></head><body>Nyumbani ☀️</body></html>');
  });

  it('is walked once however many steps wait for it, and takes no step once walking', async () => {
    const walk = builtPagesWalk();
    let visits = 0;
    walk.add(() => void visits++);
    await Promise.all([walk.visited(dist), walk.visited(dist)]);
    await walk.visited(dist);
    expect(visits).toBe(2);
    expect(() => walk.add(() => undefined)).toThrow(/after the walk started/);
  });
});
