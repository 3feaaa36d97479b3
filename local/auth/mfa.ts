import type { Context } from 'hono';
import { z } from 'zod';
import { bearerUser } from './bearer.ts';
import { SUPABASE_MFA } from './config.ts';
import type { AuthApp, AuthEnv, RouteDeps } from './context.ts';
import { authError } from './errors.ts';
import { withAmr, type TotpFactorRow } from './mfa-store.ts';
import { clientAddress } from './rate-limits.ts';
import { jsonBody, nullableText } from './requests.ts';
import type { AccessClaims } from './sessions.ts';
import type { AuthSession } from './session-store.ts';
import type { AuthUser } from './user-store.ts';
import { matchTotp, newTotpSecret, qrSvg, totpUri } from './totp.ts';

/**
 * GoTrue's MFA defaults (conf.MFAConfiguration): challenges live 300 s, unverified factors 300 s, at
 * most 10 verified factors (MaxVerifiedFactors, apart from the configurable max_enrolled_factors).
 */
const MFA_CHALLENGE_EXPIRY_SECONDS = 300;
const MFA_FACTOR_EXPIRY_SECONDS = 300;
const MFA_MAX_VERIFIED_FACTORS = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const enrollBody = z.object({ factor_type: nullableText, friendly_name: nullableText, issuer: nullableText });
const verifyBody = z.object({ challenge_id: z.string().regex(UUID).nullish(), code: nullableText });

type Signed = { user: AuthUser; claims: AccessClaims; session: AuthSession };

/**
 * TOTP multi-factor authentication as Supabase Auth speaks it (api/mfa.go), for supabase-js's
 * auth.mfa: enroll, challenge, verify, unenroll; the user object lists the factors. A verified code
 * raises the session to aal2 (amr gains totp) and ends the user's sessions below aal2. Challenges
 * and verifications are limited per IP address (mfaChallengeAndVerify per minute, each). With TOTP
 * enroll or verify switched off (config.mfa) the stand-in refuses as GoTrue does, with 422
 * mfa_totp_enroll_not_enabled or mfa_totp_verify_not_enabled.
 */
export function mfaRoutes(app: AuthApp, { store, config, sessions, limits }: RouteDeps): void {
  const mfa = () => config.mfa ?? SUPABASE_MFA;
  const verifyDisabled = (c: Context<AuthEnv>) => authError(c, 422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');

  async function signedIn(c: Context<AuthEnv>): Promise<Signed | Response> {
    const result = await bearerUser(c, store, sessions);
    if (result instanceof Response) return result;
    const session = await store.session(result.claims.session_id);
    if (!session) return authError(c, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    return { ...result, session };
  }

  /** The signed-in user's factor named in the path (GoTrue's loadFactor: someone else's is "not found"). */
  async function factorOf(c: Context<AuthEnv>): Promise<(Signed & { factor: TotpFactorRow }) | Response> {
    const signed = await signedIn(c);
    if (signed instanceof Response) return signed;
    const factorId = c.req.param('factorId') ?? '';
    if (!UUID.test(factorId)) return authError(c, 404, 'validation_failed', 'factor_id must be an UUID');
    const factor = await store.ownedFactor(signed.user.id, factorId);
    if (!factor) return authError(c, 404, 'mfa_factor_not_found', 'Factor not found');
    return { ...signed, factor };
  }

  app.post('/auth/v1/factors', async (c) => {
    const signed = await signedIn(c);
    if (signed instanceof Response) return signed;
    const parsed = enrollBody.safeParse(await jsonBody(c));
    const {
      factor_type: factorType,
      friendly_name: friendlyName,
      issuer,
    } = parsed.success ? parsed.data : { factor_type: null, friendly_name: null, issuer: null };
    if (factorType === 'phone') return authError(c, 422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (factorType === 'webauthn') return authError(c, 422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    if (factorType !== 'totp') return authError(c, 400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
    if (!mfa().totpEnrollEnabled) return authError(c, 422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');

    await store.deleteLapsedFactors(MFA_FACTOR_EXPIRY_SECONDS);
    const { factors } = (await store.userById(signed.user.id)) ?? signed.user;
    const name = friendlyName ?? '';
    if (factors.some((factor) => (factor.friendlyName ?? '') === name)) {
      return authError(
        c,
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`,
      );
    }
    const verified = factors.filter((factor) => factor.status === 'verified').length;
    if (factors.length >= mfa().maxEnrolledFactors || verified >= MFA_MAX_VERIFIED_FACTORS) {
      return authError(c, 422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    }
    if (verified > 0 && signed.session.aal !== 'aal2') return authError(c, 403, 'insufficient_aal', 'AAL2 required to enroll a new factor');

    const secret = newTotpSecret();
    const uri = totpUri(secret, issuer || new URL(config.siteUrl).host, signed.user.email);
    const id = await store.createFactor({ userId: signed.user.id, friendlyName: friendlyName || null, factorType: 'totp', secret });
    return c.json({ id, type: 'totp', friendly_name: name, totp: { qr_code: await qrSvg(uri), secret, uri } });
  });

  app.post('/auth/v1/factors/:factorId/challenge', async (c) => {
    const found = await factorOf(c);
    if (found instanceof Response) return found;
    const limited = await limits.request(c, 'mfaChallenge');
    if (limited) return limited;
    if (!mfa().totpVerifyEnabled) return verifyDisabled(c);
    const challenge = await store.createChallenge(found.factor.id, clientAddress(c));
    return c.json({
      id: challenge.id,
      type: found.factor.factorType,
      expires_at: Math.floor(Date.parse(challenge.createdAt) / 1000) + MFA_CHALLENGE_EXPIRY_SECONDS,
    });
  });

  app.post('/auth/v1/factors/:factorId/verify', async (c) => {
    const found = await factorOf(c);
    if (found instanceof Response) return found;
    const limited = await limits.request(c, 'mfaVerify');
    if (limited) return limited;
    const { factor, user, session } = found;
    const parsed = verifyBody.safeParse(await jsonBody(c));
    if (!parsed.success) return authError(c, 400, 'bad_json', 'Could not parse request body as JSON: challenge_id must be an UUID');
    const { challenge_id: challengeId, code } = parsed.data;
    if (!code) return authError(c, 400, 'validation_failed', 'Code needs to be non-empty');
    if (!mfa().totpVerifyEnabled) return verifyDisabled(c);

    const challenge = challengeId ? await store.challenge(factor.id, challengeId) : null;
    if (!challenge) return authError(c, 422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    if (challenge.verifiedAt || challenge.ipAddress !== clientAddress(c)) {
      return authError(c, 422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    if (Date.now() > Date.parse(challenge.createdAt) + MFA_CHALLENGE_EXPIRY_SECONDS * 1000) {
      await store.deleteChallenge(challenge.id);
      return authError(
        c,
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }

    const now = Date.now();
    const amr = withAmr(session.amr, 'totp', Math.floor(now / 1000));
    const done =
      matchTotp(factor.secret, code.trim(), now) &&
      (await store.completeVerification({
        userId: user.id,
        sessionId: session.id,
        factorId: factor.id,
        factorType: factor.factorType,
        challengeId: challenge.id,
        amr,
      }));
    if (!done) return authError(c, 422, 'mfa_verification_failed', 'Invalid TOTP code entered');

    const refreshToken = await sessions.swap(session.id, user.id);
    const fresh = (await store.userById(user.id)) ?? user;
    return c.json(await sessions.resume(fresh, session.id, amr, refreshToken));
  });

  app.delete('/auth/v1/factors/:factorId', async (c) => {
    const found = await factorOf(c);
    if (found instanceof Response) return found;
    if (found.factor.status === 'verified' && found.session.aal !== 'aal2') {
      return authError(c, 422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await store.deleteFactor(found.factor.id, found.factor.factorType);
    return c.json({ id: found.factor.id });
  });
}
