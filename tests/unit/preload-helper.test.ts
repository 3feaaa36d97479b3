import { describe, expect, it } from 'vitest';
import { preloadHelperCode } from '../../src/build/preload-helper.ts';

interface FakeLink {
  rel: string;
  href: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

/** Runs the helper's module text against a document that records the links it appends. */
async function helper(base: string) {
  const links: FakeLink[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '', onload: null, onerror: null }) as FakeLink,
    head: { appendChild: (link: FakeLink) => links.push(link) },
  };
  const body = preloadHelperCode(base).replace('export const __vitePreload', 'const __vitePreload') + '\nreturn __vitePreload;';
  const preload = new Function('document', body)(document) as (load: () => Promise<string>, deps?: string[]) => Promise<string>;
  return { preload, links };
}

describe('preloadHelperCode', () => {
  it('hints each module once under the base, then imports', async () => {
    const { preload, links } = await helper('/');
    await expect(preload(async () => 'module', ['_astro/a.js', '_astro/b.js'])).resolves.toBe('module');
    await preload(async () => 'again', ['_astro/a.js']);
    expect(links.map((link) => [link.rel, link.href])).toEqual([
      ['modulepreload', '/_astro/a.js'],
      ['modulepreload', '/_astro/b.js'],
    ]);
  });

  it('imports at once without dependencies (or when not told them)', async () => {
    const { preload, links } = await helper('/shop/');
    await expect(preload(async () => 'x')).resolves.toBe('x');
    await expect(preload(async () => 'y', [])).resolves.toBe('y');
    expect(links).toEqual([]);
  });

  it('waits for a stylesheet, loaded or failed, before importing', async () => {
    const { preload, links } = await helper('/');
    let imported = false;
    const done = preload(async () => {
      imported = true;
      return 'styled';
    }, ['_astro/x.css']);
    expect(links[0]).toMatchObject({ rel: 'stylesheet', href: '/_astro/x.css' });
    await Promise.resolve();
    expect(imported).toBe(false);
    links[0]!.onerror!();
    await expect(done).resolves.toBe('styled');
  });

  it('passes a failed import on', async () => {
    const { preload } = await helper('/');
    await expect(preload(() => Promise.reject(new Error('gone')), ['_astro/a.js'])).rejects.toThrow('gone');
  });
});
