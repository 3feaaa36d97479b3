import { Hono } from 'hono';
import type { AuthStore } from '../../local/auth/store.ts';
import { refuseInProduction } from '../production-guard.ts';
import type { StandInConfig } from './config.ts';
import type { AuthApp, AuthEnv, RouteDeps } from './context.ts';
import { shopCors } from './cors.ts';
import { API_VERSION, API_VERSION_HEADER, authError } from './errors.ts';
import { googleRoutes } from './google.ts';
import type { SigningKey } from './keys.ts';
import { databaseMailer, type AuthMailer } from './mails.ts';
import { managementRoutes } from './management.ts';
import { mfaRoutes } from './mfa.ts';
import { createRateLimiters } from './rate-limits.ts';
import { recoveryRoutes } from './recovery.ts';
import { createSessions } from './sessions.ts';
import { signupRoutes } from './signup.ts';
import { tokenRoutes } from './token.ts';
import { userRoutes } from './user.ts';
import { verifyRoutes } from './verify.ts';

/** Routes the gateway lets through without an `apikey` (Supabase's kong.yml "open" routes). */
const OPEN_ROUTES = new Set([
  '/auth/v1/verify',
  '/auth/v1/callback',
  '/auth/v1/authorize',
  '/auth/v1/.well-known/jwks.json',
  '/auth/v1/health',
]);

export interface AuthAppDeps {
  store: AuthStore;
  key: SigningKey;
  config: StandInConfig;
  /** Where its e-mails go; without one they are kept in auth.dev_mailbox (the in-process tests read them there). */
  mailer?: AuthMailer;
}

/**
 * The Supabase Auth (GoTrue) endpoints supabase-js calls, under /auth/v1, plus /mailbox and the
 * Management API's read of the auth settings (/v1/projects/{ref}/config/auth).
 */
export function createAuthApp({ store, key, config, mailer = databaseMailer(store) }: AuthAppDeps): AuthApp {
  refuseInProduction('The Auth stand-in (local/auth)', 'point PUBLIC_SUPABASE_URL at the Supabase project instead');
  const deps: RouteDeps = {
    store,
    config,
    sessions: createSessions(store, key, config),
    limits: createRateLimiters(config.rateLimits),
    mailer,
  };
  const app = new Hono<AuthEnv>();

  app.use('/auth/v1/*', shopCors(config.siteUrl));
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

  signupRoutes(app, deps);
  verifyRoutes(app, deps);
  tokenRoutes(app, deps);
  userRoutes(app, deps);
  recoveryRoutes(app, deps);
  googleRoutes(app, deps);
  mfaRoutes(app, deps);
  managementRoutes(app, config);

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

  // One mailbox for every local e-mail: the mail catcher's page (local/mail).
  app.get('/mailbox', (c) =>
    mailer.mailboxUrl
      ? c.redirect(mailer.mailboxUrl, 302)
      : c.text(
          'No mailbox page here: this stand-in sends its e-mails through SMTP_URL, or keeps them in auth.dev_mailbox when it has no SMTP.',
          404,
        ),
  );

  app.notFound((c) => authError(c, 404, 'not_found', 'Not Found'));
  return app;
}
