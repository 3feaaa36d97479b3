import { z } from 'zod';
import { REFRESH_TOKEN_REUSE_INTERVAL_SECONDS } from './config.ts';
import type { AuthApp, RouteDeps } from './context.ts';
import { authError } from './errors.ts';
import { verifyPassword } from './passwords.ts';
import { s256 } from './pkce.ts';
import { jsonBody, nullableText } from './requests.ts';

const FLOW_STATE_TTL_MS = 300_000;

const passwordBody = z.object({ email: nullableText, phone: nullableText, password: nullableText });
const refreshBody = z.object({ refresh_token: nullableText });
const pkceBody = z.object({ auth_code: nullableText, code_verifier: nullableText });

/** The sign-in methods of a PKCE flow, as the session's amr records them. */
const FLOW_AMR: Record<string, string> = { oauth: 'oauth', recovery: 'recovery' };

/**
 * POST /auth/v1/token (token.go): password sign-in, refresh with rotation, PKCE code exchange.
 * Password sign-ins count against sign_in_sign_ups, refreshes and code exchanges against token_refresh.
 */
export function tokenRoutes(app: AuthApp, { store, sessions, limits }: RouteDeps): void {
  app.post('/auth/v1/token', async (c) => {
    const grant = c.req.query('grant_type');
    if (grant !== 'password' && grant !== 'refresh_token' && grant !== 'pkce')
      return authError(c, 400, 'invalid_credentials', 'unsupported_grant_type');
    const limited = await limits.request(c, grant === 'password' ? 'signInSignUps' : 'tokenRefresh');
    if (limited) return limited;
    const body = await jsonBody(c);

    if (grant === 'password') {
      const parsed = passwordBody.safeParse(body);
      const email = parsed.success ? parsed.data.email : null;
      const password = parsed.success ? (parsed.data.password ?? '') : '';
      if (!email) return authError(c, 400, 'validation_failed', 'missing email or phone');
      const user = await store.userByEmail(email);
      if (!user || !user.encryptedPassword) return authError(c, 400, 'invalid_credentials', 'Invalid login credentials');
      if (user.bannedUntil && Date.parse(user.bannedUntil) > Date.now()) return authError(c, 400, 'user_banned', 'User is banned');
      if (!(await verifyPassword(password, user.encryptedPassword)))
        return authError(c, 400, 'invalid_credentials', 'Invalid login credentials');
      if (!user.emailConfirmedAt) return authError(c, 400, 'email_not_confirmed', 'Email not confirmed');
      return c.json(await sessions.start(user, 'password'));
    }

    if (grant === 'refresh_token') {
      const parsed = refreshBody.safeParse(body);
      const presented = parsed.success ? parsed.data.refresh_token : null;
      const row = presented ? await store.refreshToken(presented) : null;
      if (!row) return authError(c, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      const session = await store.session(row.sessionId);
      const user = session ? await store.userById(row.userId) : null;
      if (!session || !user) return authError(c, 400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
      if (row.revoked) {
        const child = await store.activeChild(row.token);
        if (child && Date.now() - Date.parse(row.updatedAt) < REFRESH_TOKEN_REUSE_INTERVAL_SECONDS * 1000) {
          return c.json(await sessions.resume(user, session.id, session.amr, child));
        }
        await store.endSessions(user.id, session.id, 'local');
        return authError(c, 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      const next = await sessions.rotate(row.id, row.token, session.id, user.id);
      return c.json(await sessions.resume(user, session.id, session.amr, next));
    }

    const parsed = pkceBody.safeParse(body);
    const code = parsed.success ? parsed.data.auth_code : null;
    const verifier = parsed.success ? parsed.data.code_verifier : null;
    if (!code || !verifier)
      return authError(c, 400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
    const flow = await store.flowStateByCode(code);
    if (!flow || !flow.userId) return authError(c, 404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (Date.now() - Date.parse(flow.authCodeIssuedAt) > FLOW_STATE_TTL_MS) {
      return authError(c, 422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
    const matches = flow.codeChallengeMethod === 'plain' ? verifier === flow.codeChallenge : s256(verifier) === flow.codeChallenge;
    if (!matches) return authError(c, 400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    const user = await store.userById(flow.userId);
    if (!user) return authError(c, 404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    await store.deleteFlowState(flow.id);
    return c.json(await sessions.start(user, FLOW_AMR[flow.authenticationMethod] ?? 'otp', flow.providerAccessToken ?? undefined));
  });
}
