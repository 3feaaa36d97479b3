import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { newLinkToken } from './accounts.ts';
import type { AuthApp, RouteDeps } from './context.ts';
import { authError } from './errors.ts';
import { sendRecovery } from './mails.ts';
import { pkceParams } from './pkce.ts';
import { refusalResponse } from './rate-limits.ts';
import { allowedRedirect } from './redirects.ts';
import { EMAIL, jsonBody, nullableText } from './requests.ts';

const recoverBody = z.object({ email: nullableText, code_challenge: nullableText, code_challenge_method: nullableText });

/**
 * POST /auth/v1/recover (recover.go): mails a password recovery link (GET /verify?type=recovery).
 * The answer is `{}` whether or not the address has an account; unlike GoTrue, the per-address
 * window and the project's e-mail cap count unknown addresses too, so no answer tells them apart.
 */
export function recoveryRoutes(app: AuthApp, { store, config, sessions, limits, mailer }: RouteDeps): void {
  app.post('/auth/v1/recover', async (c) => {
    const parsed = recoverBody.safeParse(await jsonBody(c));
    if (!parsed.success) return authError(c, 400, 'validation_failed', 'Could not read request body');
    const email = parsed.data.email?.trim().toLowerCase();
    if (!email) return authError(c, 400, 'validation_failed', 'Password recovery requires an email');
    if (!EMAIL.test(email)) return authError(c, 400, 'validation_failed', 'Unable to validate email address: invalid format');
    const pkce = pkceParams(parsed.data.code_challenge, parsed.data.code_challenge_method);
    if (pkce === 'invalid') return authError(c, 400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');

    const refused = await limits.email('recovery', email);
    if (refused) return refusalResponse(c, refused);
    const user = await store.userByEmail(email);
    if (!user) return c.json({});
    await store.deleteFlows(user.id, 'recovery');
    if (pkce) {
      await store.createFlowState({
        id: randomUUID(),
        userId: user.id,
        authCode: randomUUID(),
        codeChallenge: pkce.challenge,
        codeChallengeMethod: pkce.method,
        providerType: 'recovery',
        authenticationMethod: 'recovery',
      });
    }
    const link = newLinkToken();
    await store.setRecoveryToken(user.id, link.hash);
    await sendRecovery(mailer, sessions.issuer, user, link.token, allowedRedirect(c.req.query('redirect_to'), config.siteUrl));
    return c.json({});
  });
}
