import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { AuthStore } from './store.ts';
import type { AuthUser } from './user-store.ts';
import type { StandInConfig } from './config.ts';
import type { SigningKey } from './keys.ts';
import { aalOf } from './mfa-store.ts';
import { userJson } from './user-json.ts';

export type AmrEntry = { method: string; timestamp: number };

/** The body of /token and of an auto-confirmed /signup (tokens/service.go AccessTokenResponse). */
export interface SessionBody {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  provider_token?: string;
}

export interface AccessClaims extends JWTPayload {
  sub: string;
  session_id: string;
}

/** Signs access tokens with the real service's claims and hands out rotating refresh tokens. */
export function createSessions(store: AuthStore, key: SigningKey, config: StandInConfig) {
  const issuer = `${config.publicUrl}/auth/v1`;

  async function body(
    user: AuthUser,
    sessionId: string,
    amr: AmrEntry[],
    refreshToken: string,
    providerToken?: string,
  ): Promise<SessionBody> {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + config.jwtExpiry;
    const accessToken = await new SignJWT({
      email: user.email,
      phone: '',
      app_metadata: user.appMetadata,
      user_metadata: user.userMetadata,
      role: 'authenticated',
      aal: aalOf(amr),
      amr,
      session_id: sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(user.id)
      .setAudience('authenticated')
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key.privateKey);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: config.jwtExpiry,
      expires_at: exp,
      refresh_token: refreshToken,
      user: userJson(user),
      ...(providerToken ? { provider_token: providerToken } : {}),
    };
  }

  async function rotate(tokenId: number, token: string, sessionId: string, userId: string): Promise<string> {
    await store.revokeRefreshToken(tokenId);
    const child = randomBytes(18).toString('base64url');
    await store.issueRefreshToken(sessionId, userId, child, token);
    return child;
  }

  return {
    issuer,

    /** Starts a session for a sign-in by `method` (password, oauth, otp). */
    async start(user: AuthUser, method: string, providerToken?: string): Promise<SessionBody> {
      const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
      const sessionId = await store.createSession(user.id, amr);
      const refreshToken = randomBytes(18).toString('base64url');
      await store.issueRefreshToken(sessionId, user.id, refreshToken, null);
      await store.recordSignIn(user.id, method === 'oauth' ? 'google' : 'email');
      const fresh = (await store.userById(user.id)) ?? user;
      return body(fresh, sessionId, amr, refreshToken, providerToken);
    },

    /** A new access token for a session, its aal read from its amr; `refreshToken` is the one to hand back (new or re-sent). */
    async resume(user: AuthUser, sessionId: string, amr: AmrEntry[], refreshToken: string): Promise<SessionBody> {
      return body(user, sessionId, amr, refreshToken);
    },

    /** Rotates: revokes the presented token and issues its child. */
    rotate,

    /** A new refresh token for the session in place of its live one (GoTrue's GrantRefreshTokenSwap, on MFA verification). */
    async swap(sessionId: string, userId: string): Promise<string> {
      const live = await store.liveRefreshToken(sessionId);
      if (live) return rotate(live.id, live.token, sessionId, userId);
      const token = randomBytes(18).toString('base64url');
      await store.issueRefreshToken(sessionId, userId, token, null);
      return token;
    },

    /** Verifies an access token of this stand-in; throws jose's error with its reason otherwise. */
    async verify(token: string): Promise<AccessClaims> {
      const { payload } = await jwtVerify(token, key.publicKey, {
        issuer,
        audience: 'authenticated',
        algorithms: ['ES256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') throw new Error('missing sub or session_id claim');
      return payload as AccessClaims;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
