import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { SeedProduct } from '../../src/server/db/seed-orders.ts';

/** The demo catalogue's products (studio/seed), what seeded orders buy. */
export const PRODUCTS_FILE = fileURLToPath(new URL('../../studio/seed/products.ndjson', import.meta.url));

const productDocument = z.object({
  _type: z.literal('product'),
  slug: z.object({ current: z.string().min(1) }),
  name: z.string().min(1),
  /** Price in cents, as the editor set it. */
  price: z.number().int().min(0),
});

/** Every product document of the NDJSON text; other document types are skipped, a malformed product names its line. */
export function productsFromNdjson(text: string): SeedProduct[] {
  const products: SeedProduct[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    const doc: unknown = JSON.parse(line);
    if ((doc as { _type?: unknown })._type !== 'product') return;
    const parsed = productDocument.safeParse(doc);
    if (!parsed.success)
      throw new Error(`products line ${index + 1}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
    products.push({ id: parsed.data.slug.current, name: parsed.data.name, priceCents: parsed.data.price });
  });
  return products;
}

export async function demoProducts(file = PRODUCTS_FILE): Promise<SeedProduct[]> {
  return productsFromNdjson(await readFile(file, 'utf8'));
}
