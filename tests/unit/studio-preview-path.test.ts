import { describe, expect, it } from 'vitest';
import { isPreviewPage } from '../../src/server/preview/paths.ts';
import { previewPath, type PreviewedDocument } from '../../studio/preview-path.ts';

/** The Studio's Preview action opens the address the preview server renders from drafts. */
describe("the Studio's preview addresses", () => {
  it.each<[PreviewedDocument, string | null, string | null]>([
    [
      { _type: 'product', slug: { current: 'felicity-3kw-backup-5kwh' } },
      'back-up-systems',
      '/shop/back-up-systems/felicity-3kw-backup-5kwh',
    ],
    [{ _type: 'product', slug: { current: 'x' } }, null, null],
    [{ _type: 'product' }, 'batteries', null],
    [{ _type: 'category', slug: { current: 'batteries' } }, null, '/shop/batteries'],
    [{ _type: 'homePage' }, null, '/'],
    [{ _type: 'policy', type: 'refund-policy' }, null, '/refund-policy'],
    [{ _type: 'siteSettings' }, null, null],
  ])('%o in %s → %s', (doc, category, path) => {
    expect(previewPath(doc, category)).toBe(path);
    if (path) {
      expect(isPreviewPage(path)).toBe(true);
      expect(isPreviewPage(`/sw${path === '/' ? '' : path}`)).toBe(true);
    }
  });
});
