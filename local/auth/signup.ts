import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { createEmailUser, renewConfirmationToken } from './accounts.ts';
import type { AuthApp, RouteDeps } from './context.ts';
import { authError } from './errors.ts';
import { sendConfirmation } from './mails.ts';
import { passwordProblem } from './passwords.ts';
import { pkceParams } from './pkce.ts';
import { refusalResponse } from './rate-limits.ts';
import { allowedRedirect } from './redirects.ts';
import { EMAIL, jsonBody, nullableText } from './requests.ts';
import { obfuscatedUserJson, userJson } from './user-json.ts';

const signupBody = z.object({
  email: nullableText,
  phone: nullableText,
  password: nullableText,
  data: z.record(z.string(), z.unknown()).nullish(),
  code_challenge: nullableText,
  code_challenge_method: nullableText,
});

/** POST /auth/v1/signup (signup.go): e-mail + password, confirmed by mail unless autoconfirm is on. */
export function signupRoutes(app: AuthApp, { store, config, sessions, limits, mailer }: RouteDeps): void {
  app.post('/auth/v1/signup', limits.guard('signInSignUps'), async (c) => {
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
          id: randomUUID(),
          userId,
          authCode: randomUUID(),
          codeChallenge: pkce.challenge,
          codeChallengeMethod: pkce.method,
          providerType: 'email',
          authenticationMethod: 'email/signup',
        });
      }
    };

    const existing = await store.userByEmail(email);
    if (existing?.emailConfirmedAt) {
      if (config.autoconfirm) return authError(c, 422, 'user_already_exists', 'User already registered');
      return c.json(obfuscatedUserJson(email.toLowerCase(), data));
    }
    if (existing || !config.autoconfirm) {
      const refused = await limits.email('confirmation', email);
      if (refused) return refusalResponse(c, refused);
    }
    if (existing) {
      const token = await renewConfirmationToken(store, existing.id);
      await startFlow(existing.id);
      await sendConfirmation(mailer, sessions.issuer, existing, token, redirectTo);
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
    await sendConfirmation(mailer, sessions.issuer, created.user, created.confirmationToken as string, redirectTo);
    return c.json(userJson(created.user));
  });
}
