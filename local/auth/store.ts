import type { Sql } from '../../src/server/db/sql.ts';
import { flowStore } from './flow-store.ts';
import { mailboxStore } from './mailbox-store.ts';
import { mfaStore } from './mfa-store.ts';
import { sessionStore } from './session-store.ts';
import { userStore } from './user-store.ts';

/**
 * The auth schema as the local Supabase Auth stand-in (local/auth) uses it, one file per part:
 * users and identities (user-store.ts), sessions and refresh tokens (session-store.ts), PKCE flow
 * states (flow-store.ts), MFA factors and challenges (mfa-store.ts) and the dev mailbox
 * (mailbox-store.ts). Production never calls this: there Supabase Auth owns these tables.
 */
export function authStore(sql: Sql) {
  return { ...userStore(sql), ...sessionStore(sql), ...flowStore(sql), ...mfaStore(sql), ...mailboxStore(sql) };
}

export type AuthStore = ReturnType<typeof authStore>;
