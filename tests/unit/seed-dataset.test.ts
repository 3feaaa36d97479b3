import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inPerspective, readNdjsonDir } from '../../src/cms/fetcher.ts';

/** The seed must import into Sanity as it is: `sanity dataset import studio/seed/<file>.ndjson`. */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Doc = { [key: string]: Json } & { _id: string; _type: string };

const documents = (await readNdjsonDir('studio/seed')) as Doc[];
const ids = new Set(documents.map((doc) => doc._id));

/** Every value inside a document, with its path. */
function* walk(value: Json, path: string): Generator<[string, Json]> {
  yield [path, value];
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* walk(item, `${path}[${i}]`);
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) yield* walk(inner, `${path}.${key}`);
}

const everything = documents.flatMap((doc) => [...walk(doc, doc._id)]);

describe('the seed dataset as Sanity documents', () => {
  it('has a string _id and _type on every document, and no _id twice', () => {
    for (const doc of documents) {
      expect(typeof doc._id, JSON.stringify(doc).slice(0, 80)).toBe('string');
      expect(doc._id).toMatch(/^[A-Za-z0-9][\w.-]*$/);
      expect(typeof doc._type).toBe('string');
    }
    expect(ids.size).toBe(documents.length);
  });

  it('resolves every reference to a document in the seed', () => {
    const refs = everything.filter(([, value]) => value && typeof value === 'object' && !Array.isArray(value) && '_ref' in value);
    expect(refs.length).toBeGreaterThan(180);
    for (const [path, value] of refs) {
      const ref = (value as { _ref: string; _type: string })._ref;
      expect(ids.has(ref), `${path} → ${ref}`).toBe(true);
      expect((value as { _type: string })._type).toBe('reference');
    }
  });

  it('points every image at a file that exists under studio/seed/images', () => {
    const assets = everything.filter(([, value]) => value && typeof value === 'object' && !Array.isArray(value) && '_sanityAsset' in value);
    for (const [path, value] of assets) {
      const asset = (value as { _sanityAsset: string; _type: string })._sanityAsset;
      expect(asset, path).toMatch(/^image@file:\/\/\.\/images\/[\w.-]+\.(jpg|png)$/);
      expect((value as { _type: string })._type).toBe('image');
      expect(existsSync(join('studio/seed', asset.replace('image@file://', ''))), `${path}: ${asset}`).toBe(true);
    }
    expect(assets.length).toBeGreaterThanOrEqual(180 + 11);
  });

  it('gives every object in an array a unique _key, as Sanity requires', () => {
    for (const [path, value] of everything) {
      if (!Array.isArray(value)) continue;
      const objects = value.filter((item) => item && typeof item === 'object' && !Array.isArray(item)) as { _key?: unknown }[];
      for (const item of objects) expect(typeof item._key, `${path} item without _key`).toBe('string');
      const keys = objects.map((item) => item._key);
      expect(new Set(keys).size, `${path} has a repeated _key`).toBe(keys.length);
    }
  });

  // A draft and its published document are one document (as Sanity's own slug check sees them): unique in each perspective.
  it.each(['published', 'drafts'] as const)('uses unique slugs per document type, as %s', (perspective) => {
    const slugs = (inPerspective(documents, perspective) as Doc[])
      .filter((doc) => doc.slug)
      .map((doc) => `${doc._type}/${(doc.slug as { current: string }).current}`);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('keeps every seed image small', () => {
    for (const file of readdirSync('studio/seed/images')) {
      expect(statSync(join('studio/seed/images', file)).size, file).toBeLessThan(30 * 1024);
    }
  });
});

describe('the seed says one thing about each battery', () => {
  const kwhFigures = (text: string) => [...text.matchAll(/(\d+(?:\.\d+)?)\s*kWh/g)].map((m) => Number(m[1]));
  const batteries = documents.filter(
    (doc) =>
      doc._type === 'product' && typeof doc.voltage === 'number' && typeof doc.capacity === 'number' && typeof doc.chemistry === 'string',
  );

  it.each(batteries.map((doc) => [doc._id, doc] as const))(
    '%s: the energy its volts and amp-hours give is the energy its text states',
    (_id, doc) => {
      const computed = ((doc.voltage as number) * (doc.capacity as number)) / 1000;
      // What the text states, leaving out the sentence the generator computes from the same specs.
      const text = [
        doc.name,
        String(doc.description).replace(/about [\d.]+ kWh of stored energy/, ''),
        ...((doc.features as string[] | undefined) ?? []),
      ].join(' ');
      const stated = kwhFigures(text);
      if (stated.length === 0) return;
      // The total is the largest figure stated (a bundle also names its modules), within 3% ("3.5 kWh" for 3.55).
      expect(
        Math.abs(Math.max(...stated) - computed) / computed,
        `${stated.join(', ')} kWh stated, ${computed} kWh from the specs`,
      ).toBeLessThanOrEqual(0.03);
    },
  );
});
