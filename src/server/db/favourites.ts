import type { Row, Sql } from './sql.ts';
import { iso, text } from './values.ts';

/** One product a shopper keeps with a heart, and when it was added. */
export interface Favourite {
  productId: string;
  addedAt: string;
}

function favouriteOf(row: Row): Favourite {
  return { productId: text(row.product_id), addedAt: iso(row.created_at) };
}

/**
 * Shoppers' favourites kept with their accounts (supabase/migrations/20261130000500_favourites.sql).
 * The API checks the products and the cap (src/server/routes/favourites.ts); this only keeps rows.
 */
export function favouritesRepo(sql: Sql) {
  const list = async (userId: string): Promise<Favourite[]> =>
    (
      await sql.query(`select product_id, created_at from public.favourites where user_id = $1 order by created_at, product_id`, [userId])
    ).map(favouriteOf);

  return {
    /** The shopper's favourites, oldest first. */
    list,

    /**
     * Adds one, unless the list already holds `max`: 'kept' when it was already there (it keeps its
     * first date), 'full' when there was no room.
     */
    async add(userId: string, productId: string, max: number): Promise<'added' | 'kept' | 'full'> {
      const [row] = await sql.query<{ kept: boolean; added: boolean }>(
        `with kept as (select 1 from public.favourites where user_id = $1 and product_id = $2),
         added as (
           insert into public.favourites (user_id, product_id)
           select $1, $2 where not exists (select 1 from kept) and (select count(*) from public.favourites where user_id = $1) < $3
           on conflict (user_id, product_id) do nothing
           returning 1)
         select exists (select 1 from kept) as kept, exists (select 1 from added) as added`,
        [userId, productId, max],
      );
      return row?.kept ? 'kept' : row?.added ? 'added' : 'full';
    },

    /** Removes one; removing one not kept is no error. */
    async remove(userId: string, productId: string): Promise<void> {
      await sql.query(`delete from public.favourites where user_id = $1 and product_id = $2`, [userId, productId]);
    },

    /**
     * Adds several in the order given, each a microsecond after the one before so the list keeps
     * that order, and answers the whole list after.
     */
    async addAll(userId: string, productIds: readonly string[]): Promise<Favourite[]> {
      if (productIds.length > 0)
        await sql.query(
          `insert into public.favourites (user_id, product_id, created_at)
           select $1, id, now() + (ordinality * interval '1 microsecond') from unnest($2::text[]) with ordinality as given (id, ordinality)
           on conflict (user_id, product_id) do nothing`,
          [userId, productIds],
        );
      return list(userId);
    },
  };
}
