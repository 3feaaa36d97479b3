import { describe, expect, it } from 'vitest';
import { datasetFetcher, inPerspective, type Perspective } from '../../src/cms/fetcher.ts';

/** What each perspective sees of a dataset holding drafts, as Sanity's own perspectives do. */
const dataset = [
  { _id: 'product-a', _type: 'product', name: 'A' },
  { _id: 'drafts.product-a', _type: 'product', name: 'A, edited' },
  { _id: 'product-b', _type: 'product', name: 'B' },
  { _id: 'drafts.product-c', _type: 'product', name: 'C, never published' },
  { _id: 'versions.r1.product-b', _type: 'product', name: 'B in a release' },
];

const cases: { perspective: Perspective; seen: { _id: string; name: string; _originalId?: string }[] }[] = [
  {
    perspective: 'published',
    seen: [
      { _id: 'product-a', name: 'A' },
      { _id: 'product-b', name: 'B' },
    ],
  },
  {
    perspective: 'drafts',
    seen: [
      { _id: 'product-a', name: 'A, edited', _originalId: 'drafts.product-a' },
      { _id: 'product-b', name: 'B' },
      { _id: 'product-c', name: 'C, never published', _originalId: 'drafts.product-c' },
    ],
  },
];

describe('CMS perspectives', () => {
  it.each(cases)('$perspective sees what Sanity would', ({ perspective, seen }) => {
    const docs = inPerspective(dataset, perspective) as Record<string, unknown>[];
    expect(docs.map(({ _id, name, _originalId }) => ({ _id, name, ...(_originalId ? { _originalId } : {}) }))).toEqual(seen);
  });

  it('is published by default: a build never shows a draft', async () => {
    const names = await datasetFetcher(dataset).fetch('*[_type == "product"].name');
    expect(names).toEqual(['A', 'B']);
  });

  it('resolves a reference to the draft under drafts', async () => {
    const withRef = [...dataset, { _id: 'home', _type: 'homePage', pick: { _type: 'reference', _ref: 'product-a' } }];
    const query = '*[_id == "home"][0].pick->name';
    expect(await datasetFetcher(withRef, 'drafts').fetch(query)).toBe('A, edited');
    expect(await datasetFetcher(withRef, 'published').fetch(query)).toBe('A');
  });
});
