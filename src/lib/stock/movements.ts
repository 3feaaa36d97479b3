/**
 * The movements of stock (issue 44), each a row in stock_movements with who, why and when:
 * - received: units came in (a delivery from a supplier): on hand up;
 * - reserved: checkout took units for an order: reserved up;
 * - released: an order's hold ended unsold (unpaid in time, cancelled): reserved down;
 * - sold: an order was paid (online), or dispatched (cash on delivery): on hand down, and its hold with it;
 * - returned: units came back (an order cancelled after it was paid but before dispatch, or a
 *   return after delivery received by the team): on hand up;
 * - adjusted: the team set a count after a stocktake or corrected it, with a reason.
 * The database checks the same list (supabase/migrations/20261130000100_stock.sql).
 */
export const STOCK_MOVEMENT_KINDS = ['received', 'reserved', 'released', 'sold', 'returned', 'adjusted'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];
