import { MAX_LINE_QUANTITY } from '../../lib/cart/line.ts';

/** What a product page's "Add to cart with installation" sent (GET /cart?add={item}&quantity=n&installation=1). */
export interface AddedFromQuery {
  /** The line's data as Add to Cart carries it, with the quantity chosen (1 to MAX_LINE_QUANTITY); the cart store checks the rest. */
  item: Record<string, unknown>;
  installation: boolean;
}

/** The product and quantity a query adds to the cart, or null when it adds none (no `add`, or one that is not a JSON object). */
export function addedFromQuery(search: string): AddedFromQuery | null {
  const params = new URLSearchParams(search);
  const raw = params.get('add');
  if (!raw) return null;
  let item: unknown;
  try {
    item = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const asked = Math.round(Number(params.get('quantity') ?? '1'));
  const quantity = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), MAX_LINE_QUANTITY) : 1;
  return { item: { ...(item as Record<string, unknown>), quantity }, installation: params.get('installation') === '1' };
}
