import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuthStore, AuthUser } from '../../src/server/db/auth-store.ts';
import { hashPassword } from './passwords.ts';

/** Creating users the way GoTrue does, shared by the HTTP routes and the demo data. */

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates an e-mail + password user; unconfirmed users get a confirmation token (returned raw, stored hashed). */
export async function createEmailUser(
  store: AuthStore,
  input: { email: string; password: string; data: Record<string, unknown>; confirmed: boolean },
): Promise<{ user: AuthUser; confirmationToken: string | null }> {
  const id = randomUUID();
  const email = input.email.toLowerCase();
  const confirmationToken = input.confirmed ? null : randomBytes(24).toString('hex');
  const user = await store.createUser({
    id,
    email,
    encryptedPassword: await hashPassword(input.password),
    emailConfirmed: input.confirmed,
    confirmationTokenHash: confirmationToken ? hashToken(confirmationToken) : null,
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: input.data,
    identity: { providerId: id, provider: 'email', identityData: { sub: id, email, email_verified: false, phone_verified: false } },
  });
  return { user, confirmationToken };
}

/** A new confirmation token for an unconfirmed user (a repeated sign-up re-sends the e-mail). */
export async function renewConfirmationToken(store: AuthStore, userId: string): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await store.setConfirmationToken(userId, hashToken(token));
  return token;
}

/** "Sends" the confirmation e-mail: it lands in the dev mailbox with its link. */
export async function sendConfirmation(store: AuthStore, issuer: string, email: string, token: string, redirectTo: string): Promise<void> {
  const link = `${issuer}/verify?token=${token}&type=signup&redirect_to=${encodeURIComponent(redirectTo)}`;
  await store.sendMail({
    to: email,
    subject: 'Confirm Your Signup',
    body: 'Follow this link to confirm your user:',
    link,
  });
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

/** Signs in with Google: creates the user, or links the identity to the user with that e-mail. */
export async function upsertGoogleUser(store: AuthStore, google: GoogleIdentity): Promise<AuthUser> {
  const email = google.email.toLowerCase();
  const identityData = {
    iss: 'https://accounts.google.com',
    sub: google.sub,
    email,
    email_verified: true,
    name: google.name,
    full_name: google.name,
    picture: '',
    avatar_url: '',
    provider_id: google.sub,
    phone_verified: false,
  };
  const identity = { providerId: google.sub, provider: 'google', identityData };
  const existing = await store.userByEmail(email);
  if (existing) {
    const providers = [...new Set([...((existing.appMetadata.providers as string[] | undefined) ?? []), 'google'])];
    await store.addIdentity(existing.id, identity, { ...existing.appMetadata, providers }, { ...existing.userMetadata, ...identityData });
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

/** redirect_to is honoured for the site and for local addresses; anything else falls back to the site. */
export function allowedRedirect(redirectTo: string | undefined | null, siteUrl: string): string {
  if (!redirectTo) return siteUrl;
  try {
    const url = new URL(redirectTo);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return (url.protocol === 'http:' || url.protocol === 'https:') && (local || url.origin === new URL(siteUrl).origin) ? url.toString() : siteUrl;
  } catch {
    return siteUrl;
  }
}
