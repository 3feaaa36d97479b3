import type { Row, Sql } from '../../src/server/db/sql.ts';
import { iso, isoOrNull, text, textOrNull } from '../../src/server/db/values.ts';

/** auth.users and auth.identities as the stand-in uses them: who a user is, their e-mail's confirmation and recovery tokens, their password. */

interface AuthIdentity {
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
interface AuthFactor {
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

export function userStore(sql: Sql) {
  async function userById(id: string): Promise<AuthUser | null> {
    const [row] = await sql.query(`select ${USER_SELECT} from auth.users u where u.id = $1 and u.deleted_at is null`, [id]);
    return row ? toUser(row) : null;
  }

  return {
    userById,

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
  };
}
