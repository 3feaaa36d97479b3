import { describe, expect, it } from 'vitest';
import { dynamicImports, gzipSize, inlineJsBytes, weighPage } from '../../scripts/bench/page-weight.ts';

describe('dynamicImports: what a module may load later', () => {
  it.each([
    ['import("./lazy.js")', ['/_astro/lazy.js']],
    ["import('./lazy.js')", ['/_astro/lazy.js']],
    ['import(`./auth-client.DXUalHnC.js`)', ['/_astro/auth-client.DXUalHnC.js']],
    ['await import ( "../lib/x.js" )', ['/lib/x.js']],
    ['import(`./${name}.js`)', []],
    ['import(url)', []],
    ['import("react")', []],
    ['import{a}from"./static.js"', []],
    ['import("./a.js");import("./a.js");import(`./b.js`)', ['/_astro/a.js', '/_astro/b.js']],
  ])('%s', (code, expected) => expect(dynamicImports(code, '/_astro/entry.js')).toEqual(expected));
});

describe('weighPage: what a page could load on demand, beside what it loads', () => {
  const files: Record<string, string> = {
    '/_astro/layout.js': 'import "./shared.js"; const m = () => import(`./auth.js`); const n = () => import("./shared.js");',
    '/_astro/shared.js': 'export const x = 1;',
    '/_astro/auth.js': 'import "./shared.js"; import "./auth-dep.js"; const later = () => import("./mfa.js");',
    '/_astro/auth-dep.js': `export const dep = "${'d'.repeat(400)}";`,
    '/_astro/mfa.js': `export const mfa = "${'m'.repeat(300)}";`,
  };
  const html = '<script type="module" src="/_astro/layout.js"></script><script>window.x=1</script>';
  const weight = weighPage(html, (url) => files[url] ?? null);

  it('counts the dynamic imports, what they import and their own dynamic imports, each once and apart from what loads', () => {
    expect(weight.lazyAssets.sort()).toEqual(['/_astro/auth-dep.js', '/_astro/auth.js', '/_astro/mfa.js']);
    expect(weight.lazyJs).toBe(
      ['/_astro/auth.js', '/_astro/auth-dep.js', '/_astro/mfa.js'].reduce((sum, url) => sum + gzipSize(files[url]!), 0),
    );
  });
  it('leaves them out of the budgeted JavaScript, which counts inline scripts', () => {
    expect(weight.js).toBe(gzipSize(files['/_astro/layout.js']!) + gzipSize(files['/_astro/shared.js']!) + gzipSize('window.x=1'));
    expect(weight.assets).toEqual(['/_astro/layout.js', '/_astro/shared.js']);
  });
});

describe('inlineJsBytes', () => {
  it.each([
    ['<script>var a=1</script>', gzipSize('var a=1')],
    ['<script type="module">var a=1</script><script>  </script>', gzipSize('var a=1')],
    ['<script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>', 0],
  ])('%s', (html, bytes) => expect(inlineJsBytes(html)).toBe(bytes));
});
