import { createHash, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import type { AuthStore, AuthUser } from '../../src/server/db/auth-store.ts';
import {
  allowedRedirect, createEmailUser, hashToken, renewConfirmationToken, sendConfirmation, upsertGoogleUser, type GoogleIdentity,
} from './accounts.ts';
import type { StandInConfig } from './config.ts';
import { API_VERSION, API_VERSION_HEADER, authError } from './errors.ts';
import type { SigningKey } from './keys.ts';
import { consentPage, GOOGLE_TEST_IDENTITIES, mailboxPage } from './pages.ts';
import { passwordProblem, verifyPassword } from './passwords.ts';
import { createSessions, type AccessClaims, type SessionBody } from './sessions.ts';
import { obfuscatedUserJson, userJson } from './user-json.ts';

/** Routes the gateway lets through without an `apikey` (Supabase's kong.yml "open" routes). */
const OPEN_ROUTES = new Set(['/auth/v1/verify', '/auth/v1/callback', '/auth/v1/authorize', '/auth/v1/.well-known/jwks.json', '/auth/v1/health']);
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const FLOW_STATE_TTL_MS = 300_000;
const REFRESH_REUSE_MS = 10_000;

const nullableText = z.string().nullish();
const signupBody = z.object({
  email: nullableText, phone: nullableText, password: nullableText,
  data: z.record(z.string(), z.unknown()).nullish(),
  code_challenge: nullableText, code_challenge_method: nullableText,
});
const passwordBody = z.object({ email: nullableText, phone: nullableText, password: nullableText });
const refreshBody = z.object({ refresh_token: nullableText });
const pkceBody = z.object({ auth_code: nullableText, code_verifier: nullableText });

async function jsonBody(c: Context): Promise<unknown> {
  return c.req.json().catch(() => ({}));
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Validates PKCE parameters: both or neither; challenge 43–128 chars; method s256 or plain. */
function pkceParams(challenge?: string | null, method?: string | null): { challenge: string; method: string } | null | 'invalid' {
  if (!challenge && !method) return null;
  const m = (method ?? '').toLowerCase();
  if (!challenge || !['s256', 'plain'].includes(m) || challenge.length < 43 || challenge.length > 128) return 'invalid';
  return { challenge, method: m };
}

function withHash(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  target.hash = new URLSearchParams(params).toString();
  return target.toString();
}

function sessionHash(session: SessionBody, type?: string): Record<string, string> {
  return {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    ...(session.provider_token ? { provider_token: session.provider_token } : {}),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    ...(type ? { type } : {}),
    sb: '',
  };
}

export interface AuthAppDeps {
  store: AuthStore;
  key: SigningKey;
  config: StandInConfig;
}

/** The Supabase Auth (GoTrue) endpoints supabase-js calls, under /auth/v1, plus /mailbox. */
export function createAuthApp({ store, key, config }: AuthAppDeps): Hono {
  const sessions = createSessions(store, key, config);
  const issuer = sessions.issuer;
  const app = new Hono();

  app.use('*', cors({
    origin: (origin) => origin || '*',
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['X-Total-Count', 'Link', API_VERSION_HEADER],
  }));
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set(API_VERSION_HEADER, API_VERSION);
  });
  app.use('/auth/v1/*', async (c, next) => {
    if (c.req.method === 'OPTIONS' || OPEN_ROUTES.has(c.req.path)) return next();
    const apikey = c.req.header('apikey') ?? c.req.query('apikey');
    if (!apikey) return c.json({ message: 'No API key found in request' }, 401);
    if (!config.apiKeys.includes(apikey)) {
      return c.json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401);
    }
    return next();
  });
  app.onError((err, c) => {
    console.error('auth stand-in error', err);
    return authError(c, 500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
  });

  /** The user behind a Bearer access token, checked as GoTrue's requireAuthentication does. */
  async function bearer(c: Context): Promise<{ claims: AccessClaims; user: AuthUser } | Response> {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match?.[1]) return authError(c, 401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims: AccessClaims;
    try {
      claims = await sessions.verify(match[1]);
    } catch (error) {
      return authError(c, 403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`);
    }
    const user = await store.userById(claims.sub);
    if (!user) return authError(c, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (!(await store.session(claims.session_id))) return authError(c, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    return { claims, user };
  }

  app.post('/auth/v1/signup', async (c) => {
    const parsed = signupBody.safeParse(await jsonBody(c));
    if (!parsed.success) return authError(c, 400, 'validation_failed', 'Could not read request body');
    const { email, phone, password } = parsed.data;
    const data = parsed.data.data ?? {};
    if (!email && !phone) return authError(c, 422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    if (!email) return authError(c, 400, 'validation_failed', 'Phone signups are disabled');
    if (!password) return authError(c, 400, 'validation_failed', 'Signup requires a valid password');
    if (!EMAIL.test(email)) return authError(c, 400, 'validation_failed', 'Unable to validate email address: invalid format');
    const weak = passwordProblem(password, config.minPasswordLength);
    if (weak) {
      return authError(c, weak.status, weak.code, weak.message, weak.reasons ? { weak_password: { reasons: weak.reasons } } : {});
    }
    const pkce = pkceParams(parsed.data.code_challenge, parsed.data.code_challenge_method);
    if (pkce === 'invalid') return authError(c, 400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
    const redirectTo = allowedRedirect(c.req.query('redirect_to'), config.siteUrl);
    const startFlow = async (userId: string) => {
      if (pkce) {
        await store.createFlowState({
          id: randomUUID(), userId, authCode: randomUUID(), codeChallenge: pkce.challenge, codeChallengeMethod: pkce.method,
          providerType: 'email', authenticationMethod: 'email/signup',
        });
      }
    };

    const existing = await store.userByEmail(email);
    if (existing?.emailConfirmedAt) {
      if (config.autoconfirm) return authError(c, 422, 'user_already_exists', 'User already registered');
      return c.json(obfuscatedUserJson(email.toLowerCase(), data));
    }
    if (existing) {
      const token = await renewConfirmationToken(store, existing.id);
      await startFlow(existing.id);
      await sendConfirmation(store, issuer, existing.email, token, redirectTo);
      return c.json(userJson((await store.userById(existing.id)) ?? existing));
    }
    let created: Awaited<ReturnType<typeof createEmailUser>>;
    try {
      created = await createEmailUser(store, { email, password, data, confirmed: config.autoconfirm });
    } catch (error) {
      console.error('sign-up failed', error);
      return authError(c, 500, 'unexpected_failure', 'Database error saving new user');
    }
    if (config.autoconfirm) return c.json(await sessions.start(created.user, 'password'));
    await startFlow(created.user.id);
    await sendConfirmation(store, issuer, created.user.email, created.confirmationToken as string, redirectTo);
    return c.json(userJson(created.user));
  });

  app.get('/auth/v1/verify', async (c) => {
    const redirectTo = allowedRedirect(c.req.query('redirect_to'), config.siteUrl);
    const token = c.req.query('token') ?? '';
    const user = c.req.query('type') === 'signup' && token ? await store.confirmByTokenHash(hashToken(token)) : null;
    if (!user) {
      return c.redirect(withHash(redirectTo, {
        error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired', sb: '',
      }), 303);
    }
    const flow = await store.pendingSignupFlow(user.id);
    if (flow) {
      await store.reissueFlowCode(flow.id);
      const target = new URL(redirectTo);
      target.searchParams.set('code', flow.authCode);
      return c.redirect(target.toString(), 303);
    }
    return c.redirect(withHash(redirectTo, sessionHash(await sessions.start(user, 'otp'), 'signup')), 303);
  });

  app.post('/auth/v1/token', async (c) => {
    const grant = c.req.query('grant_type');
    const body = await jsonBody(c);
    if (grant === 'password') {
      const parsed = passwordBody.safeParse(body);
      const email = parsed.success ? parsed.data.email : null;
      const password = parsed.success ? (parsed.data.password ?? '') : '';
      if (!email) return authError(c, 400, 'validation_failed', 'missing email or phone');
      const user = await store.userByEmail(email);
      if (!user || !user.encryptedPassword) return authError(c, 400, 'invalid_credentials', 'Invalid login credentials');
      if (user.bannedUntil && Date.parse(user.bannedUntil) > Date.now()) return authError(c, 400, 'user_banned', 'User is banned');
      if (!(await verifyPassword(password, user.encryptedPassword))) return authError(c, 400, 'invalid_credentials', 'Invalid login credentials');
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
        if (child && Date.now() - Date.parse(row.updatedAt) < REFRESH_REUSE_MS) {
          return c.json(await sessions.resume(user, session.id, session.amr, child));
        }
        await store.endSessions(user.id, session.id, 'local');
        return authError(c, 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      const next = await sessions.rotate(row.id, row.token, session.id, user.id);
      return c.json(await sessions.resume(user, session.id, session.amr, next));
    }
    if (grant === 'pkce') {
      const parsed = pkceBody.safeParse(body);
      const code = parsed.success ? parsed.data.auth_code : null;
      const verifier = parsed.success ? parsed.data.code_verifier : null;
      if (!code || !verifier) return authError(c, 400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
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
      const method = flow.authenticationMethod === 'oauth' ? 'oauth' : 'otp';
      return c.json(await sessions.start(user, method, flow.providerAccessToken ?? undefined));
    }
    return authError(c, 400, 'invalid_credentials', 'unsupported_grant_type');
  });

  app.get('/auth/v1/user', async (c) => {
    const result = await bearer(c);
    return result instanceof Response ? result : c.json(userJson(result.user));
  });

  app.post('/auth/v1/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      return authError(c, 400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    }
    const result = await bearer(c);
    if (result instanceof Response) return result;
    await store.endSessions(result.user.id, result.claims.session_id, scope);
    return c.body(null, 204);
  });

  app.get('/auth/v1/authorize', (c) => {
    if (c.req.query('provider') !== 'google') return authError(c, 400, 'validation_failed', 'Unsupported provider: provider is not enabled');
    const pkce = pkceParams(c.req.query('code_challenge'), c.req.query('code_challenge_method'));
    if (pkce === 'invalid') return authError(c, 400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
    return c.html(consentPage({
      redirect_to: allowedRedirect(c.req.query('redirect_to'), config.siteUrl),
      code_challenge: pkce?.challenge ?? '',
      code_challenge_method: pkce?.method ?? '',
    }));
  });

  /** What Google's return to /callback does: create or link the user, then back to the app. */
  app.post('/auth/v1/callback', async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const redirectTo = allowedRedirect(field('redirect_to'), config.siteUrl);
    const fail = (code: string, description: string) => {
      const target = new URL(redirectTo);
      const params = { error: 'access_denied', error_code: code, error_description: description };
      for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
      return c.redirect(withHash(target.toString(), { ...params, sb: '' }), 303);
    };
    if (field('action') !== 'allow') return fail('access_denied', 'The user cancelled the Google sign-in');
    const choice = field('identity');
    let identity: GoogleIdentity | undefined = GOOGLE_TEST_IDENTITIES[Number(choice)];
    if (choice === 'custom') {
      const email = field('email').trim().toLowerCase();
      if (!EMAIL.test(email)) return fail('validation_failed', 'Enter a valid e-mail for the test Google account');
      identity = { sub: `1${BigInt(`0x${hashToken(email).slice(0, 15)}`).toString().padStart(20, '0')}`, email, name: field('name').trim() || email };
    }
    if (!identity) return fail('validation_failed', 'Choose a test Google account');
    const user = await upsertGoogleUser(store, identity);
    const pkce = pkceParams(field('code_challenge'), field('code_challenge_method'));
    if (pkce && pkce !== 'invalid') {
      const authCode = randomUUID();
      await store.createFlowState({
        id: randomUUID(), userId: user.id, authCode, codeChallenge: pkce.challenge, codeChallengeMethod: pkce.method,
        providerType: 'google', providerAccessToken: 'dev-google-token', authenticationMethod: 'oauth',
      });
      const target = new URL(redirectTo);
      target.searchParams.set('code', authCode);
      return c.redirect(target.toString(), 303);
    }
    return c.redirect(withHash(redirectTo, sessionHash(await sessions.start(user, 'oauth', 'dev-google-token'))), 303);
  });

  app.get('/auth/v1/.well-known/jwks.json', (c) => c.json({ keys: [key.publicJwk] }, 200, { 'Cache-Control': 'public, max-age=600' }));

  app.get('/auth/v1/settings', (c) =>
    c.json({
      external: { email: true, google: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: config.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.get('/auth/v1/health', (c) => c.json({ version: 'local-stand-in', name: 'GoTrue', description: 'Local Supabase Auth stand-in' }));

  app.get('/mailbox', async (c) => c.html(mailboxPage(await store.mailbox())));

  app.notFound((c) => authError(c, 404, 'not_found', 'Not Found'));
  return app;
}
