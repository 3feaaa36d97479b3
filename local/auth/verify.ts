import { hashToken } from './accounts.ts';
import { EMAIL_LINK_TTL_SECONDS } from './config.ts';
import type { AuthApp, RouteDeps } from './context.ts';
import { allowedRedirect, sessionHash, withHash, withQuery } from './redirects.ts';

/**
 * GET /auth/v1/verify (verify.go): the links in the stand-in's e-mails. A sign-up link confirms the
 * address; a recovery link signs the user in to choose a new password. Either answers with `?code=`
 * when the request started a PKCE flow, else with the session in the hash and `type`.
 */
export function verifyRoutes(app: AuthApp, { store, config, sessions, limits }: RouteDeps): void {
  /**
   * Per link type: how its single-use token is redeemed (within the mailer OTP expiry, as GoTrue's
   * isOtpExpired), its PKCE flow method, and the session's amr method.
   */
  const links = {
    signup: { redeem: (hash: string) => store.confirmByTokenHash(hash, EMAIL_LINK_TTL_SECONDS), flow: 'email/signup', amr: 'otp' },
    recovery: { redeem: (hash: string) => store.recoverByTokenHash(hash, EMAIL_LINK_TTL_SECONDS), flow: 'recovery', amr: 'recovery' },
  } as const;

  app.get('/auth/v1/verify', limits.guard('verify'), async (c) => {
    const redirectTo = allowedRedirect(c.req.query('redirect_to'), config.siteUrl);
    const type = c.req.query('type');
    const token = c.req.query('token');
    const link = type === 'signup' || type === 'recovery' ? links[type] : null;
    const user = link && token ? await link.redeem(hashToken(token)) : null;
    if (!link || !user) {
      return c.redirect(
        withHash(redirectTo, {
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
          sb: '',
        }),
        303,
      );
    }
    const flow = await store.pendingFlow(user.id, link.flow);
    if (flow) {
      await store.reissueFlowCode(flow.id);
      return c.redirect(withQuery(redirectTo, { code: flow.authCode }), 303);
    }
    return c.redirect(withHash(redirectTo, sessionHash(await sessions.start(user, link.amr), type)), 303);
  });
}
