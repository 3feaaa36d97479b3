import type { Sql } from '../../src/server/db/sql.ts';
import { iso, text, textOrNull } from '../../src/server/db/values.ts';

/** auth.sessions and auth.refresh_tokens: a sign-in's session, its assurance level, and the refresh tokens that rotate under it. */

/** A session's assurance level and sign-in methods, newest first, as its tokens carry them. */
export interface AuthSession {
  id: string;
  userId: string;
  aal: 'aal1' | 'aal2';
  amr: Array<{ method: string; timestamp: number }>;
  factorId: string | null;
  createdAt: string;
}

export interface RefreshTokenRow {
  id: number;
  token: string;
  sessionId: string;
  userId: string;
  revoked: boolean;
  parent: string | null;
  updatedAt: string;
}

export function sessionStore(sql: Sql) {
  return {
    async createSession(userId: string, amr: Array<{ method: string; timestamp: number }>): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `insert into auth.sessions (id, user_id, created_at, updated_at, aal, amr) values (gen_random_uuid(), $1, now(), now(), 'aal1', $2::text::jsonb) returning id`,
        [userId, JSON.stringify(amr)],
      );
      return text(row?.id);
    },

    async session(sessionId: string): Promise<AuthSession | null> {
      const [row] = await sql.query(`select id, user_id, aal, amr, factor_id, created_at from auth.sessions where id = $1`, [sessionId]);
      return row
        ? {
            id: text(row.id),
            userId: text(row.user_id),
            aal: row.aal === 'aal2' ? 'aal2' : 'aal1',
            amr: row.amr as AuthSession['amr'],
            factorId: textOrNull(row.factor_id),
            createdAt: iso(row.created_at),
          }
        : null;
    },

    /** Logout: `global` ends every session of the user, `local` the one given, `others` all but it. */
    async endSessions(userId: string, sessionId: string, scope: 'global' | 'local' | 'others'): Promise<void> {
      if (scope === 'global') await sql.query(`delete from auth.sessions where user_id = $1`, [userId]);
      if (scope === 'local') await sql.query(`delete from auth.sessions where id = $1`, [sessionId]);
      if (scope === 'others') await sql.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId]);
    },

    async issueRefreshToken(sessionId: string, userId: string, token: string, parent: string | null): Promise<void> {
      await sql.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
        [token, userId, parent, sessionId],
      );
    },

    async refreshToken(token: string): Promise<RefreshTokenRow | null> {
      const [row] = await sql.query(`select * from auth.refresh_tokens where token = $1`, [token]);
      return row
        ? {
            id: Number(row.id),
            token: text(row.token),
            sessionId: text(row.session_id),
            userId: text(row.user_id),
            revoked: row.revoked === true,
            parent: textOrNull(row.parent),
            updatedAt: iso(row.updated_at),
          }
        : null;
    },

    /** The live token issued from this one, if any (a client that lost the answer asks again). */
    async activeChild(token: string): Promise<string | null> {
      const [row] = await sql.query<{ token: string }>(`select token from auth.refresh_tokens where parent = $1 and revoked = false`, [
        token,
      ]);
      return row?.token ?? null;
    },

    async revokeRefreshToken(id: number): Promise<void> {
      await sql.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [id]);
    },
  };
}
