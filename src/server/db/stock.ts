import type { StockFigures, StockMovement } from '../../api/stock.ts';
import type { StockMovementKind } from '../../lib/stock/movements.ts';
import { DEFAULT_LOW_THRESHOLD } from '../../lib/stock/state.ts';
import type { Row, Sql } from './sql.ts';
import { int, iso, isoOrNull, text, textOrNull } from './values.ts';

/** Who changed a count and why: kept on the movement (the admin audit keeps the rest). */
export interface StockChange {
  actorId: string | null;
  actorEmail?: string | null;
  note?: string | null;
  /** The store; the default store when left out. */
  locationId?: string;
}

/** What checkout could not take: the first line short, and the most any store serving the county has left. */
export interface StockShortage {
  productId: string;
  available: number;
}

/** A product's live figures as the shopper's rule reads them (null: the shop does not count it). */
export interface ShopperStockRow {
  productId: string;
  available: number | null;
  lowThreshold: number;
}

const FIGURES = `
  select i.product_id, i.low_threshold,
         coalesce(sum(l.on_hand), 0) as on_hand, coalesce(sum(l.reserved), 0) as reserved,
         greatest(i.updated_at, max(l.updated_at)) as updated_at
    from public.stock_items i left join public.stock_levels l on l.product_id = i.product_id`;

function figuresOf(row: Row): StockFigures {
  const onHand = int(row.on_hand);
  const reserved = int(row.reserved);
  return {
    productId: text(row.product_id),
    tracked: true,
    onHand,
    reserved,
    available: onHand - reserved,
    lowThreshold: int(row.low_threshold),
    updatedAt: isoOrNull(row.updated_at),
  };
}

/** The figures of a product the shop does not count. */
export function untrackedFigures(productId: string): StockFigures {
  return { productId, tracked: false, onHand: 0, reserved: 0, available: 0, lowThreshold: DEFAULT_LOW_THRESHOLD, updatedAt: null };
}

function movementOf(row: Row): StockMovement {
  return {
    id: String(int(row.id)),
    kind: text(row.kind) as StockMovementKind,
    locationId: text(row.location_id),
    onHandChange: int(row.on_hand_change),
    reservedChange: int(row.reserved_change),
    onHandAfter: int(row.on_hand_after),
    reservedAfter: int(row.reserved_after),
    orderId: textOrNull(row.order_id),
    actorEmail: textOrNull(row.actor_email),
    note: textOrNull(row.note),
    at: iso(row.at),
  };
}

/**
 * Stock counts, holds and their history (issue 44; supabase/migrations/20261130000100_stock.sql
 * says what each figure means). Checkout's take and the sweep's release are the database's own
 * functions, so that a guarded update decides between concurrent shoppers on both engines; an
 * order's later moves follow the order by trigger. The team's changes lock the level they change.
 */
export function stockRepo(sql: Sql) {
  /** The store a change lands in: the one named, or the default. */
  async function locationOf(change: StockChange): Promise<string> {
    if (change.locationId) return change.locationId;
    const [row] = await sql.query(`select id from public.stock_locations where is_default`);
    if (!row) throw new Error('No default stock location');
    return text(row.id);
  }

  /** Counts a product from now on (a stock_items row and a level in the store), and locks its level. */
  async function track(productId: string, locationId: string): Promise<{ onHand: number }> {
    await sql.query(`insert into public.stock_items (product_id) values ($1) on conflict (product_id) do nothing`, [productId]);
    await sql.query(`insert into public.stock_levels (product_id, location_id) values ($1, $2) on conflict do nothing`, [
      productId,
      locationId,
    ]);
    const [row] = await sql.query(`select on_hand from public.stock_levels where product_id = $1 and location_id = $2 for update`, [
      productId,
      locationId,
    ]);
    return { onHand: int(row!.on_hand) };
  }

  async function move(
    productId: string,
    locationId: string,
    kind: StockMovementKind,
    onHandChange: number,
    change: StockChange,
    orderId: string | null = null,
  ): Promise<void> {
    await sql.query(`select private.stock_move($1, $2, $3, $4, 0, $5, $6, $7, $8)`, [
      productId,
      locationId,
      kind,
      onHandChange,
      orderId,
      change.actorId,
      change.actorEmail?.slice(0, 320) ?? null,
      change.note ?? null,
    ]);
  }

  const repo = {
    /** The figures of the counted products among `productIds` (all counted products when left out), summed over the stores. */
    async figures(productIds?: readonly string[]): Promise<StockFigures[]> {
      const rows = productIds
        ? await sql.query(`${FIGURES} where i.product_id = any ($1::text[]) group by i.product_id order by i.product_id`, [productIds])
        : await sql.query(`${FIGURES} group by i.product_id order by i.product_id`);
      return rows.map(figuresOf);
    },

    /** One product's figures: counted, or the figures of one that is not. */
    async figuresOf(productId: string): Promise<StockFigures> {
      return (await repo.figures([productId]))[0] ?? untrackedFigures(productId);
    },

    /** What shoppers may be told, for each of `productIds` (a product not counted: available null). */
    async shopperStock(productIds: readonly string[]): Promise<ShopperStockRow[]> {
      const counted = new Map((await repo.figures(productIds)).map((f) => [f.productId, f]));
      return productIds.map((productId) => {
        const f = counted.get(productId);
        return f
          ? { productId, available: f.available, lowThreshold: f.lowThreshold }
          : { productId, available: null, lowThreshold: DEFAULT_LOW_THRESHOLD };
      });
    },

    /** Sets the count on hand after a stocktake: an adjustment by the difference. Counts the product from now on. */
    async setCount(productId: string, quantity: number, change: StockChange): Promise<StockFigures> {
      const locationId = await locationOf(change);
      const { onHand } = await track(productId, locationId);
      if (quantity !== onHand) await move(productId, locationId, 'adjusted', quantity - onHand, change);
      return repo.figuresOf(productId);
    },

    /** Several counts, in product order (the order every writer locks levels in); call it in a transaction for all or nothing. */
    async setCounts(entries: ReadonlyArray<{ productId: string; quantity: number }>, change: StockChange): Promise<StockFigures[]> {
      const sorted = [...entries].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
      for (const entry of sorted) await repo.setCount(entry.productId, entry.quantity, change);
      return repo.figures(sorted.map((e) => e.productId));
    },

    /** Units that came in from a supplier. */
    async receive(productId: string, quantity: number, change: StockChange): Promise<StockFigures> {
      const locationId = await locationOf(change);
      await track(productId, locationId);
      await move(productId, locationId, 'received', quantity, change);
      return repo.figuresOf(productId);
    },

    /** A correction up or down (breakage, a miscount), with its reason as the note. */
    async adjust(productId: string, by: number, change: StockChange): Promise<StockFigures> {
      const locationId = await locationOf(change);
      await track(productId, locationId);
      await move(productId, locationId, 'adjusted', by, change);
      return repo.figuresOf(productId);
    },

    /** Units of an order that came back after delivery, received by the team. */
    async receiveReturn(orderId: string, productId: string, quantity: number, change: StockChange): Promise<StockFigures> {
      const locationId = await locationOf(change);
      await track(productId, locationId);
      await move(productId, locationId, 'returned', quantity, change, orderId);
      return repo.figuresOf(productId);
    },

    /** The low-stock threshold; counts the product from now on. */
    async setThreshold(productId: string, lowThreshold: number, change: StockChange): Promise<StockFigures> {
      await track(productId, await locationOf(change));
      await sql.query(`update public.stock_items set low_threshold = $2, updated_at = now() where product_id = $1`, [
        productId,
        lowThreshold,
      ]);
      return repo.figuresOf(productId);
    },

    /** A product's movements, newest first, `limit` at a time before the movement id `before`. */
    async history(
      productId: string,
      page: { before?: string | undefined; limit: number },
    ): Promise<{ movements: StockMovement[]; next: string | null }> {
      const rows = await sql.query(
        `select * from public.stock_movements where product_id = $1 and ($2::bigint is null or id < $2::bigint) order by id desc limit $3`,
        [productId, page.before ?? null, page.limit + 1],
      );
      const movements = rows.slice(0, page.limit).map(movementOf);
      return { movements, next: rows.length > page.limit ? (movements.at(-1)?.id ?? null) : null };
    },

    /**
     * Takes an order's units, line by line in product order, in the transaction that writes the
     * order. Returns the first line that could not be taken (the caller rolls the order back), or null.
     */
    async reserve(
      orderId: string,
      lines: ReadonlyArray<{ productId: string; quantity: number }>,
      county: string,
      expiresAt: Date | null,
    ): Promise<StockShortage | null> {
      const [short] = await sql.query(`select product_id, available from private.stock_reserve_lines($1, $2::text[], $3::int[], $4, $5)`, [
        orderId,
        lines.map((line) => line.productId),
        lines.map((line) => line.quantity),
        county,
        expiresAt,
      ]);
      return short ? { productId: text(short.product_id), available: Math.max(0, int(short.available ?? 0)) } : null;
    },

    /**
     * Pay now on an online order: units whose hold ended are taken again and a live hold runs until
     * `expiresAt`. Returns the first line that could not be taken (the caller rolls back), or null.
     */
    async rehold(orderId: string, expiresAt: Date): Promise<StockShortage | null> {
      const [row] = await sql.query(`select ok, product_id, available from private.stock_rehold($1, $2)`, [orderId, expiresAt]);
      return row?.ok ? null : { productId: text(row?.product_id), available: int(row?.available ?? 0) };
    },

    /** The sweep: releases up to `limit` holds of online orders still unpaid at `now`. Returns how many. */
    async releaseExpired(now: Date, limit: number): Promise<number> {
      const [row] = await sql.query(`select private.release_expired_stock($1, $2) as released`, [now, limit]);
      return int(row?.released ?? 0);
    },

    /** Units of an order's product the team has taken back after delivery so far. */
    async returnedFrom(orderId: string, productId: string): Promise<number> {
      const [row] = await sql.query(
        `select coalesce(sum(on_hand_change), 0) as back from public.stock_movements
          where order_id = $1 and product_id = $2 and kind = 'returned' and actor_id is not null`,
        [orderId, productId],
      );
      return int(row?.back ?? 0);
    },

    /** An order's holds and sales, as the tests read them. */
    async reservationsOf(
      orderId: string,
    ): Promise<Array<{ productId: string; quantity: number; status: string; expiresAt: string | null }>> {
      const rows = await sql.query(
        `select product_id, quantity, status, expires_at from public.stock_reservations where order_id = $1 order by product_id`,
        [orderId],
      );
      return rows.map((r) => ({
        productId: text(r.product_id),
        quantity: int(r.quantity),
        status: text(r.status),
        expiresAt: isoOrNull(r.expires_at),
      }));
    },
  };
  return repo;
}
