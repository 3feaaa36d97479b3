import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { issuerOf } from '../../lib/auth/config.ts';
import { ApiError } from '../errors.ts';
import type { AssuranceLevel } from '../../lib/admin/admin-actions.ts';

/** Who sent a request, as proven by a verified Supabase access token. */
export interface AuthenticatedUser {
  id: string;
  email: string | null;
  sessionId: string | null;
  /** The token's assurance level: `aal2` after a second factor, else `aal1` (also when the claim is absent). */
  aal: AssuranceLevel;
  /** The sign-in methods the token's `amr` claim names, in its order (e.g. ["password", "totp"]). */
  amr: string[];
}

export interface TokenVerifier {
  /** The user behind `Authorization: Bearer …`; throws a 401 ApiError when missing, forged or expired. */
  require(authorization: string | undefined): Promise<AuthenticatedUser>;
  /** Null without an Authorization header; a header that is present must verify (401 otherwise). */
  optional(authorization: string | undefined): Promise<AuthenticatedUser | null>;
}

/** Supabase's `amr`: `[{ method: "password", timestamp }]`; RFC 8176's plain strings are read too. At most 10, each short. */
function amrMethods(claim: unknown): string[] {
  if (!Array.isArray(claim)) return [];
  const methods = claim.map((entry: unknown) =>
    typeof entry === 'string' ? entry : entry && typeof entry === 'object' && 'method' in entry ? entry.method : null,
  );
  return methods.filter((method): method is string => typeof method === 'string' && /^[a-z0-9_/-]{1,40}$/i.test(method)).slice(0, 10);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Verifies access tokens against the auth server's JWKS (keys fetched once and cached by jose):
 * signature (ES256/RS256 only, so `alg: none` and HMAC are refused), issuer, audience and expiry.
 */
export function createTokenVerifier(options: { supabaseUrl: string; jwks?: JWTVerifyGetKey }): TokenVerifier {
  const issuer = issuerOf(options.supabaseUrl);
  const jwks =
    options.jwks ?? createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), { cacheMaxAge: 600_000, cooldownDuration: 30_000 });

  async function require(authorization: string | undefined): Promise<AuthenticatedUser> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) throw new ApiError(401, 'UNAUTHENTICATED', 'auth.api.signIn');
    let payload;
    try {
      ({ payload } = await jwtVerify(token, jwks, { issuer, audience: 'authenticated', algorithms: ['ES256', 'RS256'] }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new ApiError(401, 'TOKEN_EXPIRED', 'auth.api.sessionExpired');
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
        throw new ApiError(401, 'INVALID_TOKEN', 'auth.api.sessionUnverified');
      }
      throw new ApiError(503, 'AUTH_UNAVAILABLE', 'auth.api.unavailable');
    }
    if (payload.role !== 'authenticated' || typeof payload.sub !== 'string' || !UUID.test(payload.sub)) {
      throw new ApiError(401, 'INVALID_TOKEN', 'auth.api.sessionUnverified');
    }
    return {
      id: payload.sub,
      email: typeof payload.email === 'string' && payload.email ? payload.email : null,
      sessionId: typeof payload.session_id === 'string' ? payload.session_id : null,
      aal: payload.aal === 'aal2' ? 'aal2' : 'aal1',
      amr: amrMethods(payload.amr),
    };
  }

  return {
    require,
    optional: (authorization) => (authorization ? require(authorization) : Promise.resolve(null)),
  };
}
