import { describe, expect, it } from 'vitest';
import { budgetFor, jsLimit } from '../../scripts/bench/budgets.ts';
import { gzipSize, referencedAssets, staticImports, weighPage } from '../../scripts/bench/page-weight.ts';

describe('referencedAssets', () => {
  it('finds module scripts, stylesheets, preloads, island chunks and inline scripts', () => {
    const html = `<link rel="stylesheet" href="/_astro/a.css"><link rel=modulepreload href="/_astro/p.js">
      <script type="module" src="/_astro/h.js"></script><script>console.log(1)</script>
      <script type="application/ld+json">{"a":1}</script>
      <astro-island component-url="/_astro/C.js" renderer-url="/_astro/client.js"></astro-island>`;
    const found = referencedAssets(html);
    expect(found.css).toEqual(['/_astro/a.css']);
    expect(found.js.sort()).toEqual(['/_astro/C.js', '/_astro/client.js', '/_astro/h.js', '/_astro/p.js']);
    expect(found.inlineJs).toEqual(['console.log(1)']);
  });
});

describe('staticImports', () => {
  it.each([
    ['import{a as b}from"./x.js";', ['/_astro/x.js']],
    ['import "./side.js";', ['/_astro/side.js']],
    ['import * as n from "../lib/n.js"', ['/lib/n.js']],
    ['export{a}from"./re.js"', ['/_astro/re.js']],
    ['const m = import("./lazy.js")', []],
    ['import x from "react"', []],
  ])('%s', (code, expected) => expect(staticImports(code, '/_astro/entry.js')).toEqual(expected));
});

describe('weighPage', () => {
  it('counts each JS module once, following static imports', () => {
    const files: Record<string, string> = {
      '/_astro/h.js': 'import "./shared.js"; import("./lazy.js");',
      '/_astro/C.js': 'import "./shared.js";',
      '/_astro/shared.js': 'export const x = 1;',
      '/_astro/lazy.js': 'export const big = "x".repeat(10000);',
      '/_astro/a.css': 'body{color:red}',
    };
    const html =
      '<link rel="stylesheet" href="/_astro/a.css"><script type="module" src="/_astro/h.js"></script><astro-island component-url="/_astro/C.js"></astro-island>';
    const weight = weighPage(html, (url) => files[url] ?? null);
    const expectedJs = ['/_astro/h.js', '/_astro/C.js', '/_astro/shared.js'].reduce((sum, url) => sum + gzipSize(files[url]!), 0);
    expect(weight.js).toBe(expectedJs);
    expect(weight.css).toBe(gzipSize(files['/_astro/a.css']!));
    expect(weight.assets).not.toContain('/_astro/lazy.js');
  });
});

describe('budgetFor', () => {
  it.each([
    ['/index.html', 'home', 10],
    ['/shop.html', 'category', 10],
    ['/shop/batteries.html', 'category', 10],
    ['/inverters.html', 'category', 10],
    ['/shop/page/2.html', 'category', 10],
    ['/shop/batteries/page/12.html', 'category', 10],
    ['/shop/batteries/felicity-lpba48100.html', 'product', 10],
    ['/product/special-offer-1.html', 'product', 10],
    ['/about.html', 'information', 10],
    ['/refund-policy.html', 'information', 10],
    ['/404.html', 'information', 10],
    ['/search.html', 'search and contact', 50],
    ['/contact.html', 'search and contact', 50],
    ['/favourites.html', 'favourites', 50],
    ['/sw/favourites.html', 'favourites', 50],
    ['/checkout.html', 'app', 120],
    ['/checkout/confirmation.html', 'app', 120],
    ['/sw/checkout/confirmation.html', 'app', 120],
    ['/cart.html', 'app', 120],
    ['/account.html', 'app', 120],
    ['/account/reset-password.html', 'app', 120],
    ['/orders.html', 'app', 120],
    ['/solar-calculator.html', 'app', 120],
    ['/admin.html', 'admin', 120],
    ['/admin/orders.html', 'admin', 120],
    ['/admin/order.html', 'admin', 120],
    ['/payment/iframe.html', 'app', 120],
  ])('%s is a %s page with %i KB of JS', (page, kind, kb) => {
    expect(budgetFor(page)?.kind).toBe(kind);
    expect(budgetFor(page)?.maxJsBytes).toBe(kb * 1024);
  });
  it.each([
    ['/about.html', 8],
    ['/404.html', 8],
    ['/index.html', 10],
    ['/checkout.html', 120],
  ])('%s may load %i KB, its budget less the room it keeps', (page, kb) => {
    expect(jsLimit(budgetFor(page)!)).toBe(kb * 1024);
  });
  it('has no budget for files that are not pages a shopper opens', () => {
    expect(budgetFor('/sitemap.html')).toBeUndefined();
  });
});
