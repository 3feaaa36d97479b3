import type { Product } from '../cms/index.ts';

/**
 * A product as a cart line's data (JSON): what Add to Cart carries in `data-add-to-cart` and the
 * product page's "Add to cart with installation" sends to the cart. `price` (cents) is the short
 * key every catalogue card uses; parseAddedItem reads it as priceCents.
 */
export function cartItemData(product: Pick<Product, 'id' | 'name' | 'priceCents' | 'brand' | 'category'>, imageUrl: string): string {
  return JSON.stringify({
    id: product.id,
    name: product.name,
    price: product.priceCents,
    brand: product.brand,
    category: product.category,
    image: imageUrl,
  });
}
