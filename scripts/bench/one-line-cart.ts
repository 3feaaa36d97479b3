import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { encodeCart } from '../../src/lib/cart/storage.ts';

/** A cart of one line, as the browser stores it: the first product in stock in the build's catalogue snapshot. */
export async function oneLineCart(distDir: string): Promise<string | null> {
  const snapshot = JSON.parse(await readFile(join(distDir, 'catalogue.json'), 'utf8')) as CatalogueSnapshot;
  const found = Object.entries(snapshot.products).find(([, product]) => product.inStock);
  if (!found) return null;
  const [id, product] = found;
  return encodeCart([
    { id, name: product.name, priceCents: product.priceCents, quantity: 1, brand: product.brand, category: product.category, image: '' },
  ]);
}
