import type { Sql } from './sql.ts';
import type { ShopRole } from './profiles.ts';

/**
 * auth.sessions and auth.users, read-only: Supabase Auth writes them (the local stand-in the same
 * tables). A token is honoured only while the session it names lives: logout deletes it, and so
 * does deleting the user.
 */
export function sessionsRepo(sql: Sql) {
  return {
    /** The shop role of the user while `sessionId` is theirs and alive (not ended, user not deleted or banned); else null. */
    async activeRole(sessionId: string, userId: string): Promise<ShopRole | null> {
      const [row] = await sql.query<{ role: string | null }>(
        `select p.role from auth.sessions s
           join auth.users u on u.id = s.user_id
           left join public.profiles p on p.id = u.id
         where s.id = $1 and s.user_id = $2
           and (s.not_after is null or s.not_after > now())
           and u.deleted_at is null and (u.banned_until is null or u.banned_until <= now())`,
        [sessionId, userId],
      );
      if (!row) return null;
      return row.role === 'admin' ? 'admin' : 'customer';
    },
  };
}
