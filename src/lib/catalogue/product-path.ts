/** A product's own page, /shop/{category}/{id}: the one address every link and redirect points at. */
export function productPath(product: { category: string; id: string }): string {
  return `/shop/${product.category}/${product.id}`;
}
