import { describe, expect, it } from 'vitest';
import { samplePages, templateOf } from '../e2e/sample-pages.ts';

describe('browser sweeps visit one page of each template in each language', () => {
  it.each([
    ['/', 'en /'],
    ['/sw', 'sw /'],
    ['/sw/', 'sw /'],
    ['/shop', 'en /shop'],
    ['/shop/batteries', 'en /shop/batteries'],
    ['/sw/shop/batteries', 'sw /shop/batteries'],
    ['/shop/batteries/felicity-200ah', 'en product of batteries'],
    ['/sw/shop/batteries/felicity-200ah', 'sw product of batteries'],
    ['/shop/batteries/page/2', 'en listing page 2+'],
    ['/shop/page/3', 'en listing page 2+'],
    ['/sw/shop/page/3', 'sw listing page 2+'],
    ['/refund-policy', 'en /refund-policy'],
    ['/swahili-page', 'en /swahili-page'],
  ])('%s is of the template %s', (path, template) => {
    expect(templateOf(path)).toBe(template);
  });

  it.each([
    ['/shop/batteries/felicity-200ah', 'en product'],
    ['/sw/shop/pumps/lorentz-ps2', 'sw product'],
    ['/shop/batteries', 'en category'],
    ['/about', 'en /about'],
  ])('at the coarse grain %s is of the template %s', (path, template) => {
    expect(templateOf(path, 'coarse')).toBe(template);
  });

  it('keeps the first of each template, in order', () => {
    expect(
      samplePages([
        '/',
        '/shop/a/x',
        '/shop/a/y',
        '/shop/b/z',
        '/sw/shop/a/x',
        '/sw/shop/a/y',
        '/shop/a/page/2',
        '/shop/b/page/2',
        '/about',
      ]),
    ).toEqual(['/', '/shop/a/x', '/shop/b/z', '/sw/shop/a/x', '/shop/a/page/2', '/about']);
    expect(samplePages(['/', '/shop/a', '/shop/b', '/shop/a/x', '/shop/b/z', '/sw/shop/a/x', '/about'], 'coarse')).toEqual([
      '/',
      '/shop/a',
      '/shop/a/x',
      '/sw/shop/a/x',
      '/about',
    ]);
  });
});
