import { specSentence, tagsFor } from '../../studio/seed/lib/products.ts';
import { seedWeightKg } from '../../studio/seed/lib/weights.ts';
import { warrantyDocument } from '../../studio/seed/lib/warranty.ts';
import type { ScaleProduct } from './catalogue.ts';

/** A generated product as the Sanity document the seed writes (studio/seed/products.ndjson's shape). */
export type ProductDoc = Record<string, unknown> & { _id: string; _type: 'product' };

const cents = (shillings: number) => Math.round(shillings * 100);

export function productDocument({ category, row, imageFile }: ScaleProduct): ProductDoc {
  return {
    _id: `product-${row.slug}`,
    _type: 'product',
    name: row.name,
    slug: { _type: 'slug', current: row.slug },
    brand: row.brand,
    category: { _type: 'reference', _ref: `category-${category}` },
    price: cents(row.price),
    ...(row.compareAt ? { compareAtPrice: cents(row.compareAt) } : {}),
    ...(row.discountPercent ? { discountPercent: row.discountPercent } : {}),
    ...(row.flashSale ? { flashSale: true } : {}),
    onSale: true,
    weightKg: seedWeightKg(category, row),
    image: {
      _type: 'image',
      _sanityAsset: `image@file://./images/${imageFile}`,
      alt: `${row.name}: illustration of a ${row.brand} product of this kind`,
    },
    description: [row.blurb, specSentence(category, row)].filter(Boolean).join(' '),
    tags: tagsFor(category, row),
    features: row.features,
    ...(row.warranty ? { warranty: warrantyDocument(row.warranty) } : {}),
    ...row.specs,
  };
}

/** One NDJSON file's text: a document a line. */
export function ndjson(documents: readonly object[]): string {
  return documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n';
}
