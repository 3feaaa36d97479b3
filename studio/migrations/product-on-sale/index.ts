import { at, defineMigration, patch, setIfMissing, unset } from 'sanity/migrate';

/**
 * Issue 44: a product's `inStock` tick becomes `onSale`, whether the shop sells it at all; how many
 * are in stock now comes from the count the team keeps in the admin. Each product (drafts too)
 * keeps its tick under the new name, an `onSale` already set wins, and `inStock` goes. Run it once
 * per dataset, from studio/: `npx sanity migration run product-on-sale` (a dry run), then again
 * with `--no-dry-run` (docs/editors.md).
 */
export default defineMigration({
  title: 'Products: "In stock" becomes "On sale"',
  documentTypes: ['product'],
  filter: 'defined(inStock)',
  migrate: {
    document(doc) {
      // The runner's export already keeps to products with the tick; a document without one is left as it is all the same.
      if (doc._type !== 'product' || typeof doc.inStock !== 'boolean') return [];
      return patch(doc._id, [at('onSale', setIfMissing(doc.inStock)), at('inStock', unset())]);
    },
  },
});
