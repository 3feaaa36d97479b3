import type { AuthUser } from './user-store.ts';

/** A user as GoTrue serialises it (models/user.go): optional timestamps are left out when null. */
export function userJson(user: AuthUser): Record<string, unknown> {
  const optional = (name: string, value: string | null) => (value ? { [name]: value } : {});
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    ...optional('email_confirmed_at', user.emailConfirmedAt),
    phone: '',
    ...optional('confirmation_sent_at', user.confirmationSentAt),
    ...optional('confirmed_at', user.confirmedAt),
    ...optional('last_sign_in_at', user.lastSignInAt),
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: user.identities.map((identity) => ({
      identity_id: identity.identityId,
      id: identity.providerId,
      user_id: identity.userId,
      identity_data: identity.identityData,
      provider: identity.provider,
      last_sign_in_at: identity.lastSignInAt,
      created_at: identity.createdAt,
      updated_at: identity.updatedAt,
      email: typeof identity.identityData.email === 'string' ? identity.identityData.email : undefined,
    })),
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    is_anonymous: false,
    // models.User: `factors,omitempty`, so a user without factors has no such field.
    ...(user.factors.length > 0
      ? {
          factors: user.factors.map((factor) => ({
            id: factor.id,
            ...(factor.friendlyName ? { friendly_name: factor.friendlyName } : {}),
            factor_type: factor.factorType,
            status: factor.status,
            created_at: factor.createdAt,
            updated_at: factor.updatedAt,
            last_challenged_at: factor.lastChallengedAt,
          })),
        }
      : {}),
  };
}

/**
 * What sign-up answers for an e-mail that is already confirmed while confirmation is on: a fake
 * user with no identities, so the answer does not reveal who has an account.
 */
export function obfuscatedUserJson(email: string, userMetadata: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: userMetadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
