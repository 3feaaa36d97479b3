import { collectMigrationMutations, type Mutation } from 'sanity/migrate';
import type { SanityDocument } from 'sanity';
import { describe, expect, it } from 'vitest';
import migration from '../../studio/migrations/product-on-sale/index.ts';

/**
 * The content migration of issue 44 (studio/migrations/product-on-sale): a product's `inStock` tick
 * moves to `onSale`, an `onSale` already set is kept, `inStock` goes, and nothing else is touched.
 */

type Doc = Record<string, unknown> & { _id: string; _type: string };

/** The documents after the migration's mutations, applied as the Content Lake applies them to top-level fields. */
async function migrated(documents: Doc[]): Promise<Doc[]> {
  const byId = new Map(documents.map((doc) => [doc._id, { ...doc }]));
  async function* all() {
    for (const doc of documents) yield doc as unknown as SanityDocument;
  }
  for await (const batch of collectMigrationMutations(migration, all, {} as never)) {
    for (const mutation of [batch].flat() as Mutation[]) {
      if (mutation.type !== 'patch') throw new Error(`unexpected ${mutation.type}`);
      const doc = byId.get(mutation.id)!;
      for (const { path, op } of [mutation.patches].flat()) {
        const field = String(path[0]);
        expect(path).toHaveLength(1);
        if (op.type === 'setIfMissing') doc[field] ??= op.value;
        else if (op.type === 'unset') delete doc[field];
        else throw new Error(`unexpected ${op.type}`);
      }
    }
  }
  return documents.map((doc) => byId.get(doc._id)!);
}

describe('the content migration "In stock" → "On sale"', () => {
  it.each([
    ['a product in stock is on sale', { inStock: true }, { onSale: true }],
    ['a product out of stock is not on sale until an editor ticks it', { inStock: false }, { onSale: false }],
    ['an "On sale" already set wins', { inStock: false, onSale: true }, { onSale: true }],
    ['a product already migrated stays as it is', { onSale: false }, { onSale: false }],
  ])('%s', async (_, fields, expected) => {
    const [doc] = await migrated([{ _id: 'product-a', _type: 'product', name: 'A', ...fields }]);
    expect(doc).toEqual({ _id: 'product-a', _type: 'product', name: 'A', ...expected });
  });

  it('moves drafts as well and leaves other types alone', async () => {
    const docs = await migrated([
      { _id: 'drafts.product-a', _type: 'product', inStock: false },
      { _id: 'category-x', _type: 'category', inStock: true },
    ]);
    expect(docs).toEqual([
      { _id: 'drafts.product-a', _type: 'product', onSale: false },
      { _id: 'category-x', _type: 'category', inStock: true },
    ]);
  });

  it('asks the runner for products that still have the tick', () => {
    expect(migration.documentTypes).toEqual(['product']);
    expect(migration.filter).toBe('defined(inStock)');
  });
});
