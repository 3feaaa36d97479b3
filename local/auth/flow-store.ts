import type { Row, Sql } from '../../src/server/db/sql.ts';
import { iso, text, textOrNull } from '../../src/server/db/values.ts';

/** auth.flow_state: the PKCE flows (sign-up, recovery, Google) whose auth code a client exchanges for a session. */

export interface FlowState {
  id: string;
  userId: string | null;
  authCode: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  providerType: string;
  providerAccessToken: string | null;
  authenticationMethod: string;
  createdAt: string;
  /** When the current auth code was handed out; codes live 300 s from here. */
  authCodeIssuedAt: string;
}

function toFlowState(row: Row): FlowState {
  return {
    id: text(row.id),
    userId: textOrNull(row.user_id),
    authCode: text(row.auth_code),
    codeChallenge: text(row.code_challenge),
    codeChallengeMethod: text(row.code_challenge_method),
    providerType: text(row.provider_type),
    providerAccessToken: textOrNull(row.provider_access_token),
    authenticationMethod: text(row.authentication_method),
    createdAt: iso(row.created_at),
    authCodeIssuedAt: iso(row.auth_code_issued_at ?? row.created_at),
  };
}

export function flowStore(sql: Sql) {
  return {
    async createFlowState(
      input: Omit<FlowState, 'createdAt' | 'authCodeIssuedAt' | 'providerAccessToken'> & { providerAccessToken?: string | null },
    ): Promise<void> {
      await sql.query(
        `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
           provider_access_token, authentication_method, created_at, updated_at, auth_code_issued_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, now(), now(), now())`,
        [
          input.id,
          input.userId,
          input.authCode,
          input.codeChallengeMethod,
          input.codeChallenge,
          input.providerType,
          input.providerAccessToken ?? null,
          input.authenticationMethod,
        ],
      );
    },

    async flowStateByCode(authCode: string): Promise<FlowState | null> {
      const [row] = await sql.query(`select * from auth.flow_state where auth_code = $1`, [authCode]);
      return row ? toFlowState(row) : null;
    },

    /** The newest unfinished flow of a user for `method` (`email/signup`, `recovery`): the e-mail link finishes it. */
    async pendingFlow(userId: string, method: 'email/signup' | 'recovery'): Promise<FlowState | null> {
      const [row] = await sql.query(
        `select * from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1`,
        [userId, method],
      );
      return row ? toFlowState(row) : null;
    },

    /** Forgets a user's unfinished flows for `method` (a new recovery request replaces the old one). */
    async deleteFlows(userId: string, method: 'recovery'): Promise<void> {
      await sql.query(`delete from auth.flow_state where user_id = $1 and authentication_method = $2`, [userId, method]);
    },

    /** Starts the code's 300 s lifetime again (the confirmation link hands the code out). */
    async reissueFlowCode(id: string): Promise<void> {
      await sql.query(`update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1`, [id]);
    },

    async deleteFlowState(id: string): Promise<void> {
      await sql.query(`delete from auth.flow_state where id = $1`, [id]);
    },
  };
}
