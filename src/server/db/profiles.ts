import type { Sql } from './sql.ts';

export type ShopRole = 'customer' | 'admin';

/** profiles: the shop role of each auth user (created by the sign-up trigger). */
export function profilesRepo(sql: Sql) {
  return {
    /** The user's role; a missing profile counts as customer (deny by default). */
    async roleOf(userId: string): Promise<ShopRole> {
      const [row] = await sql.query<{ role: string }>(`select role from public.profiles where id = $1`, [userId]);
      return row?.role === 'admin' ? 'admin' : 'customer';
    },

    /** Changes a role. Server-side tools only (demo data, an operator's script); no route calls it. */
    async setRole(userId: string, role: ShopRole): Promise<void> {
      const rows = await sql.query(`update public.profiles set role = $2 where id = $1 returning id`, [userId, role]);
      if (rows.length === 0) throw new Error(`No profile for user ${userId}`);
    },
  };
}
