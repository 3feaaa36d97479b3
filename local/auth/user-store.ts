import type { Row, Sql } from '../../src/server/db/sql.ts';
import { iso, isoOrNull, text, textOrNull } from '../../src/server/db/values.ts';
import { mfaStore } from './mfa-store.ts';

/**
 * The auth schema as the local Supabase Auth stand-in (local/auth) uses it: users, identities,
 * sessions, refresh tokens, PKCE flow states, MFA factors and challenges (mfa-store.ts) and the
 * dev mailbox. Production never calls this: there Supabase Auth owns these tables.
 */

export interface AuthIdentity {
  identityId: string;
  providerId: string;
  userId: string;
  provider: string;
  identityData: Record<string, unknown>;
  lastSignInAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A second factor as the user object lists it (no secret). */
export interface AuthFactor {
  id: string;
  friendlyName: string | null;
  factorType: string;
  status: 'unverified' | 'verified';
  createdAt: string;
  updatedAt: string;
  lastChallengedAt: string | null;
}

export interface AuthUser {
  id: string;
  aud: string;
  role: string;
  email: string;
  encryptedPassword: string | null;
  emailConfirmedAt: string | null;
  confirmedAt: string | null;
  confirmationSentAt: string | null;
  lastSignInAt: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  bannedUntil: string | null;
  createdAt: string;
  updatedAt: string;
  identities: AuthIdentity[];
  factors: AuthFactor[];
}

/** A session's assurance level and sign-in methods, newest first, as its tokens carry them. */
export interface AuthSession {
  id: string;
  userId: string;
  aal: 'aal1' | 'aal2';
  amr: Array<{ method: string; timestamp: number }>;
  factorId: string | null;
  createdAt: string;
}

export interface NewAuthUser {
  id: string;
  email: string;
  encryptedPassword: string | null;
  emailConfirmed: boolean;
  confirmationTokenHash: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  identity: { providerId: string; provider: string; identityData: Record<string, unknown> };
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

export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  link: string;
  createdAt: string;
}

const USER_SELECT = `
  u.*, coalesce((select jsonb_agg(jsonb_build_object(
    'identityId', i.id, 'providerId', i.provider_id, 'userId', i.user_id, 'provider', i.provider,
    'identityData', i.identity_data, 'lastSignInAt', i.last_sign_in_at, 'createdAt', i.created_at,
    'updatedAt', i.updated_at) order by i.created_at) from auth.identities i where i.user_id = u.id), '[]'::jsonb) as identities,
  coalesce((select jsonb_agg(jsonb_build_object(
    'id', f.id, 'friendlyName', f.friendly_name, 'factorType', f.factor_type, 'status', f.status, 'createdAt', f.created_at,
    'updatedAt', f.updated_at, 'lastChallengedAt', f.last_challenged_at) order by f.created_at) from auth.mfa_factors f where f.user_id = u.id), '[]'::jsonb) as factors`;

function toUser(row: Row): AuthUser {
  return {
    id: text(row.id),
    aud: text(row.aud),
    role: text(row.role),
    email: text(row.email),
    encryptedPassword: textOrNull(row.encrypted_password),
    emailConfirmedAt: isoOrNull(row.email_confirmed_at),
    confirmedAt: isoOrNull(row.confirmed_at),
    confirmationSentAt: isoOrNull(row.confirmation_sent_at),
    lastSignInAt: isoOrNull(row.last_sign_in_at),
    appMetadata: (row.raw_app_meta_data ?? {}) as Record<string, unknown>,
    userMetadata: (row.raw_user_meta_data ?? {}) as Record<string, unknown>,
    bannedUntil: isoOrNull(row.banned_until),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    identities: (row.identities as AuthIdentity[]).map((identity) => ({
      ...identity,
      lastSignInAt: isoOrNull(identity.lastSignInAt),
      createdAt: iso(identity.createdAt),
      updatedAt: iso(identity.updatedAt),
    })),
    factors: ((row.factors ?? []) as AuthFactor[]).map((factor) => ({
      ...factor,
      createdAt: iso(factor.createdAt),
      updatedAt: iso(factor.updatedAt),
      lastChallengedAt: isoOrNull(factor.lastChallengedAt),
    })),
  };
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

export function authStore(sql: Sql) {
  async function userById(id: string): Promise<AuthUser | null> {
    const [row] = await sql.query(`select ${USER_SELECT} from auth.users u where u.id = $1 and u.deleted_at is null`, [id]);
    return row ? toUser(row) : null;
  }

  return {
    userById,
    ...mfaStore(sql),

    /** E-mails match case-insensitively, as in GoTrue. */
    async userByEmail(email: string): Promise<AuthUser | null> {
      const [row] = await sql.query(`select ${USER_SELECT} from auth.users u where lower(u.email) = lower($1) and u.deleted_at is null`, [
        email,
      ]);
      return row ? toUser(row) : null;
    },

    /** Creates a user and its first identity; the profiles trigger runs in the same transaction. */
    createUser(input: NewAuthUser): Promise<AuthUser> {
      return sql.transaction(async (tx) => {
        await tx.query(
          `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
             confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at)
           values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', lower($2), $3,
             case when $4::boolean then now() end, $5::text, case when $5::text is not null then now() end, $6::text::jsonb, $7::text::jsonb, false, now(), now())`,
          [
            input.id,
            input.email,
            input.encryptedPassword,
            input.emailConfirmed,
            input.confirmationTokenHash,
            JSON.stringify(input.appMetadata),
            JSON.stringify(input.userMetadata),
          ],
        );
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
           values ($1, $2, $3::text::jsonb, $4, now(), now())`,
          [input.identity.providerId, input.id, JSON.stringify(input.identity.identityData), input.identity.provider],
        );
        const [row] = await tx.query(`select ${USER_SELECT} from auth.users u where u.id = $1`, [input.id]);
        return toUser(row as Row);
      });
    },

    /**
     * Links another identity (Google) to an existing user, records the provider and confirms the
     * e-mail; `dropOtherIdentities` also removes the user's other identities and password.
     */
    async addIdentity(
      userId: string,
      identity: NewAuthUser['identity'],
      changes: { appMetadata: Record<string, unknown>; userMetadata: Record<string, unknown>; dropOtherIdentities: boolean },
    ): Promise<void> {
      await sql.transaction(async (tx) => {
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
           values ($1, $2, $3::text::jsonb, $4, now(), now())
           on conflict (provider_id, provider) do update set identity_data = excluded.identity_data, updated_at = now()`,
          [identity.providerId, userId, JSON.stringify(identity.identityData), identity.provider],
        );
        if (changes.dropOtherIdentities) {
          await tx.query(`delete from auth.identities where user_id = $1 and not (provider_id = $2 and provider = $3)`, [
            userId,
            identity.providerId,
            identity.provider,
          ]);
        }
        await tx.query(
          `update auth.users set raw_app_meta_data = $2::text::jsonb, raw_user_meta_data = $3::text::jsonb,
             encrypted_password = case when $4::boolean then null else encrypted_password end,
             email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
          [userId, JSON.stringify(changes.appMetadata), JSON.stringify(changes.userMetadata), changes.dropOtherIdentities],
        );
      });
    },

    async setConfirmationToken(userId: string, tokenHash: string): Promise<void> {
      await sql.query(`update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now() where id = $1`, [
        userId,
        tokenHash,
      ]);
    },

    /** Confirms the e-mail of the user holding this token hash, if it was sent within `maxAgeSeconds`; the token is single-use. */
    async confirmByTokenHash(tokenHash: string, maxAgeSeconds: number): Promise<AuthUser | null> {
      const [row] = await sql.query<{ id: string }>(
        `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '', updated_at = now()
         where confirmation_token = $1 and confirmation_token <> '' and confirmation_sent_at > now() - make_interval(secs => $2) returning id`,
        [tokenHash, maxAgeSeconds],
      );
      return row ? userById(row.id) : null;
    },

    async confirmEmail(userId: string): Promise<void> {
      await sql.query(
        `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '' where id = $1`,
        [userId],
      );
    },

    async setRecoveryToken(userId: string, tokenHash: string): Promise<void> {
      await sql.query(`update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1`, [
        userId,
        tokenHash,
      ]);
    },

    /**
     * The user holding this recovery token hash, if it was sent within `maxAgeSeconds`; the token is
     * single-use, and following it proves the address, so an unconfirmed e-mail becomes confirmed.
     */
    async recoverByTokenHash(tokenHash: string, maxAgeSeconds: number): Promise<AuthUser | null> {
      const [row] = await sql.query<{ id: string }>(
        `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
         where recovery_token = $1 and recovery_token <> '' and recovery_sent_at > now() - make_interval(secs => $2) returning id`,
        [tokenHash, maxAgeSeconds],
      );
      return row ? userById(row.id) : null;
    },

    /** A new password; outstanding confirmation and recovery links stop working (models.User.UpdatePassword). */
    async setPassword(userId: string, encryptedPassword: string): Promise<void> {
      await sql.query(
        `update auth.users set encrypted_password = $2, confirmation_token = '', recovery_token = '', updated_at = now() where id = $1`,
        [userId, encryptedPassword],
      );
    },

    async recordSignIn(userId: string, provider: string): Promise<void> {
      await sql.query(`update auth.users set last_sign_in_at = now() where id = $1`, [userId]);
      await sql.query(`update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = $2`, [userId, provider]);
    },

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

    async sendMail(message: Omit<MailboxMessage, 'id' | 'createdAt'>): Promise<void> {
      await sql.query(`insert into auth.dev_mailbox (to_email, subject, body, link) values ($1, $2, $3, $4)`, [
        message.to,
        message.subject,
        message.body,
        message.link,
      ]);
    },

    async mailbox(limit = 50): Promise<MailboxMessage[]> {
      const rows = await sql.query(`select * from auth.dev_mailbox order by id desc limit $1`, [limit]);
      return rows.map((row) => ({
        id: Number(row.id),
        to: text(row.to_email),
        subject: text(row.subject),
        body: text(row.body),
        link: text(row.link),
        createdAt: iso(row.created_at),
      }));
    },
  };
}

export type AuthStore = ReturnType<typeof authStore>;
