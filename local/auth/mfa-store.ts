import { randomUUID } from 'node:crypto';
import type { Row, Sql } from '../../src/server/db/sql.ts';
import { iso, isoOrNull, text, textOrNull } from '../../src/server/db/values.ts';

/**
 * The stand-in's auth.mfa_factors and auth.mfa_challenges, used as GoTrue uses them (models/factor.go,
 * models/challenge.go): factors a user enrolls, one challenge per attempt, and the sessions a
 * verification raises to aal2.
 */

export interface TotpFactorRow {
  id: string;
  userId: string;
  friendlyName: string | null;
  factorType: string;
  status: 'unverified' | 'verified';
  secret: string;
}

export interface ChallengeRow {
  id: string;
  factorId: string;
  createdAt: string;
  verifiedAt: string | null;
  ipAddress: string;
}

type AmrEntry = { method: string; timestamp: number };

/** The factor methods that make a session aal2 (GoTrue's AMRClaim.IsAAL2Claim). */
const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

/** `amr` with `method` at `timestamp`, newest first, one entry per method (GoTrue's mfa_amr_claims). */
export function withAmr(amr: AmrEntry[], method: string, timestamp: number): AmrEntry[] {
  return [{ method, timestamp }, ...amr.filter((entry) => entry.method !== method)].sort((a, b) => b.timestamp - a.timestamp);
}

export function aalOf(amr: AmrEntry[]): 'aal1' | 'aal2' {
  return amr.some((entry) => AAL2_METHODS.has(entry.method)) ? 'aal2' : 'aal1';
}

function toFactor(row: Row): TotpFactorRow {
  return {
    id: text(row.id),
    userId: text(row.user_id),
    friendlyName: textOrNull(row.friendly_name),
    factorType: text(row.factor_type),
    status: row.status === 'verified' ? 'verified' : 'unverified',
    secret: text(row.secret),
  };
}

export function mfaStore(sql: Sql) {
  return {
    /** The factor `factorId` if `userId` owns it, with its secret. */
    async ownedFactor(userId: string, factorId: string): Promise<TotpFactorRow | null> {
      const [row] = await sql.query(`select * from auth.mfa_factors where id = $1 and user_id = $2`, [factorId, userId]);
      return row ? toFactor(row) : null;
    },

    /** Unverified factors never challenged lapse after `seconds` (GoTrue's DeleteExpiredFactors, run on enroll). */
    async deleteLapsedFactors(seconds: number): Promise<void> {
      await sql.query(
        `delete from auth.mfa_factors f where f.status <> 'verified' and f.created_at < now() - make_interval(secs => $1)
           and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)`,
        [seconds],
      );
    },

    async createFactor(input: {
      userId: string;
      friendlyName: string | null;
      factorType: 'totp';
      secret: string;
      status?: 'unverified' | 'verified';
    }): Promise<string> {
      const id = randomUUID();
      await sql.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, $3, $4, $5, now(), now(), $6)`,
        [id, input.userId, input.friendlyName, input.factorType, input.status ?? 'unverified', input.secret],
      );
      return id;
    },

    /** Sets a factor's secret (the demo admin's, when DEMO_ADMIN_TOTP_SECRET changed). */
    async setFactorSecret(factorId: string, secret: string): Promise<void> {
      await sql.query(`update auth.mfa_factors set secret = $2, updated_at = now() where id = $1`, [factorId, secret]);
    },

    async createChallenge(factorId: string, ipAddress: string): Promise<ChallengeRow> {
      return sql.transaction(async (tx) => {
        const [row] = await tx.query(
          `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3) returning *`,
          [randomUUID(), factorId, ipAddress],
        );
        await tx.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [factorId]);
        return toChallenge(row as Row);
      });
    },

    async challenge(factorId: string, challengeId: string): Promise<ChallengeRow | null> {
      const [row] = await sql.query(`select * from auth.mfa_challenges where id = $1 and factor_id = $2`, [challengeId, factorId]);
      return row ? toChallenge(row) : null;
    },

    /** The session's live refresh token, which a verification rotates (GoTrue's GrantRefreshTokenSwap). */
    async liveRefreshToken(sessionId: string): Promise<{ id: number; token: string } | null> {
      const [row] = await sql.query(
        `select id, token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
        [sessionId],
      );
      return row ? { id: Number(row.id), token: text(row.token) } : null;
    },

    async deleteChallenge(challengeId: string): Promise<void> {
      await sql.query(`delete from auth.mfa_challenges where id = $1`, [challengeId]);
    },

    /**
     * A code was right: in one transaction, claims the challenge (false when another request verified
     * it first: a challenge is single-use, a code is not, as in Supabase Auth), marks the factor verified, raises the session to
     * aal2 with the factor's method in its amr, ends the user's sessions below aal2 and drops their
     * other unverified factors of the type (GoTrue's verifyTOTPFactor).
     */
    async completeVerification(input: {
      userId: string;
      sessionId: string;
      factorId: string;
      factorType: string;
      challengeId: string;
      amr: AmrEntry[];
    }): Promise<boolean> {
      return sql.transaction(async (tx) => {
        const claimed = await tx.query(
          `update auth.mfa_challenges set verified_at = now() where id = $1 and verified_at is null returning id`,
          [input.challengeId],
        );
        if (claimed.length === 0) return false;
        await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [input.factorId]);
        await tx.query(`update auth.sessions set aal = $2, amr = $3::text::jsonb, factor_id = $4, updated_at = now() where id = $1`, [
          input.sessionId,
          aalOf(input.amr),
          JSON.stringify(input.amr),
          input.factorId,
        ]);
        await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal, 'aal1') <> 'aal2'`, [
          input.userId,
          input.sessionId,
        ]);
        await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2`, [
          input.userId,
          input.factorType,
        ]);
        return true;
      });
    },

    /** Unenrolls: the factor goes, and sessions it raised fall back to aal1 without its method (DowngradeSessionsToAAL1). */
    async deleteFactor(factorId: string, factorType: string): Promise<void> {
      await sql.transaction(async (tx) => {
        const sessions = await tx.query<{ id: string; amr: AmrEntry[] }>(`select id, amr from auth.sessions where factor_id = $1`, [
          factorId,
        ]);
        for (const session of sessions) {
          const amr = (session.amr ?? []).filter((entry) => entry.method !== factorType);
          await tx.query(`update auth.sessions set aal = $2, amr = $3::text::jsonb, factor_id = null, updated_at = now() where id = $1`, [
            session.id,
            aalOf(amr),
            JSON.stringify(amr),
          ]);
        }
        await tx.query(`delete from auth.mfa_factors where id = $1`, [factorId]);
      });
    },
  };
}

function toChallenge(row: Row): ChallengeRow {
  return {
    id: text(row.id),
    factorId: text(row.factor_id),
    createdAt: iso(row.created_at),
    verifiedAt: isoOrNull(row.verified_at),
    ipAddress: text(row.ip_address),
  };
}
