import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuthStore } from './store.ts';
import type { AuthUser } from './user-store.ts';
import { hashPassword } from './passwords.ts';

/** Creating users the way GoTrue does, shared by the HTTP routes and the demo data. */

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A one-time token for an e-mail link: handed out raw, stored hashed. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('hex');
  return { token, hash: hashToken(token) };
}

/** Creates an e-mail + password user; unconfirmed users get a confirmation token (returned raw, stored hashed). */
export async function createEmailUser(
  store: AuthStore,
  input: { email: string; password: string; data: Record<string, unknown>; confirmed: boolean },
): Promise<{ user: AuthUser; confirmationToken: string | null }> {
  const id = randomUUID();
  const email = input.email.toLowerCase();
  const link = input.confirmed ? null : newLinkToken();
  const user = await store.createUser({
    id,
    email,
    encryptedPassword: await hashPassword(input.password),
    emailConfirmed: input.confirmed,
    confirmationTokenHash: link?.hash ?? null,
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: input.data,
    identity: { providerId: id, provider: 'email', identityData: { sub: id, email, email_verified: false, phone_verified: false } },
  });
  return { user, confirmationToken: link?.token ?? null };
}

/** A new confirmation token for an unconfirmed user (a repeated sign-up re-sends the e-mail). */
export async function renewConfirmationToken(store: AuthStore, userId: string): Promise<string> {
  const { token, hash } = newLinkToken();
  await store.setConfirmationToken(userId, hash);
  return token;
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

/** The identity GoTrue records for a Google account (provider/google.go), its e-mail verified or not. */
function googleIdentity(google: GoogleIdentity, emailVerified: boolean) {
  const email = google.email.toLowerCase();
  const identityData = {
    iss: 'https://accounts.google.com',
    sub: google.sub,
    email,
    email_verified: emailVerified,
    name: google.name,
    full_name: google.name,
    picture: '',
    avatar_url: '',
    provider_id: google.sub,
    phone_verified: false,
  };
  return { email, identityData, identity: { providerId: google.sub, provider: 'google', identityData } };
}

/**
 * Signs in with a Google account whose e-mail Google verified: creates the user, or links the identity
 * to the user with that e-mail. An unconfirmed user keeps only the Google identity, without its
 * password (GoTrue's RemoveUnconfirmedIdentities): whoever set that password never proved the address.
 */
export async function upsertGoogleUser(store: AuthStore, google: GoogleIdentity): Promise<AuthUser> {
  const { email, identityData, identity } = googleIdentity(google, true);
  const existing = await store.userByEmail(email);
  if (existing) {
    const confirmed = existing.emailConfirmedAt !== null;
    const providers = confirmed
      ? [...new Set([...((existing.appMetadata.providers as string[] | undefined) ?? []), 'google'])]
      : ['google'];
    await store.addIdentity(existing.id, identity, {
      appMetadata: { ...existing.appMetadata, providers },
      userMetadata: confirmed ? { ...existing.userMetadata, ...identityData } : identityData,
      dropOtherIdentities: !confirmed,
    });
    return (await store.userById(existing.id)) ?? existing;
  }
  return store.createUser({
    id: randomUUID(),
    email,
    encryptedPassword: null,
    emailConfirmed: true,
    confirmationTokenHash: null,
    appMetadata: { provider: 'google', providers: ['google'] },
    userMetadata: identityData,
    identity,
  });
}

/** A Google account whose e-mail nobody verified: a new, unconfirmed user who must confirm it by mail. */
export async function createUnverifiedGoogleUser(
  store: AuthStore,
  google: GoogleIdentity,
): Promise<{ user: AuthUser; confirmationToken: string }> {
  const { email, identityData, identity } = googleIdentity(google, false);
  const link = newLinkToken();
  const user = await store.createUser({
    id: randomUUID(),
    email,
    encryptedPassword: null,
    emailConfirmed: false,
    confirmationTokenHash: link.hash,
    appMetadata: { provider: 'google', providers: ['google'] },
    userMetadata: identityData,
    identity,
  });
  return { user, confirmationToken: link.token };
}
