import { describe, expect, it } from 'vitest';
import { samplePages, templateOf } from '../e2e/sample-pages.ts';

describe('browser sweeps visit one page of each template in each language', () => {
  it.each([
    ['/', 'en /'],
    ['/sw', 'sw /'],
    ['/sw/', 'sw /'],
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

  it('keeps the first of each template, in order', () => {
    expect(samplePages(['/', '/shop/a/x', '/shop/a/y', '/shop/b/z', '/sw/shop/a/x', '/sw/shop/a/y', '/shop/a/page/2', '/shop/b/page/2', '/about'])).toEqual([
      '/', '/shop/a/x', '/shop/b/z', '/sw/shop/a/x', '/shop/a/page/2', '/about',
    ]);
  });
});
