import { randomUUID } from 'node:crypto';
import { createUnverifiedGoogleUser, hashToken, upsertGoogleUser, type GoogleIdentity } from './accounts.ts';
import type { AuthApp, RouteDeps } from './context.ts';
import { authError } from './errors.ts';
import { sendConfirmation } from './mails.ts';
import { consentPage, GOOGLE_TEST_IDENTITIES } from './pages.ts';
import { pkceParams } from './pkce.ts';
import { allowedRedirect, sessionHash, withHash, withQuery } from './redirects.ts';
import { EMAIL } from './requests.ts';

/** A stable, Google-like subject for a typed address. */
function typedSubject(email: string): string {
  return `1${BigInt(`0x${hashToken(email).slice(0, 15)}`)
    .toString()
    .padStart(20, '0')}`;
}

/**
 * Google sign-in without Google: GET /auth/v1/authorize shows the local consent page, whose form
 * posts to /auth/v1/callback, which does what Google's return to GoTrue's callback does (external.go).
 */
export function googleRoutes(app: AuthApp, { store, config, sessions, limits, mailer }: RouteDeps): void {
  app.get('/auth/v1/authorize', (c) => {
    if (c.req.query('provider') !== 'google')
      return authError(c, 400, 'validation_failed', 'Unsupported provider: provider is not enabled');
    const pkce = pkceParams(c.req.query('code_challenge'), c.req.query('code_challenge_method'));
    if (pkce === 'invalid') return authError(c, 400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
    return c.html(
      consentPage({
        redirect_to: allowedRedirect(c.req.query('redirect_to'), config.siteUrl),
        code_challenge: pkce?.challenge ?? '',
        code_challenge_method: pkce?.method ?? '',
      }),
    );
  });

  /**
   * A test identity is a Google account with a verified e-mail: it signs in, creating the user or
   * linking to the one with that e-mail. A typed address is unverified, so, as GoTrue does with an
   * unverified provider e-mail, it never links to an existing account: a new address gets an
   * unconfirmed user and a confirmation mail, an address that has an account is refused.
   */
  app.post('/auth/v1/callback', async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const redirectTo = allowedRedirect(field('redirect_to'), config.siteUrl);
    const fail = (code: string, description: string) => {
      const params = { error: 'access_denied', error_code: code, error_description: description };
      return c.redirect(withHash(withQuery(redirectTo, params), { ...params, sb: '' }), 303);
    };
    if (field('action') !== 'allow') return fail('access_denied', 'The user cancelled the Google sign-in');
    const choice = field('identity');

    if (choice === 'custom') {
      const email = field('email').trim().toLowerCase();
      if (!EMAIL.test(email)) return fail('validation_failed', 'Enter a valid e-mail for the test Google account');
      if (await store.userByEmail(email)) {
        return fail('provider_email_needs_verification', 'Unverified email with google. Verify the email with google in order to sign in');
      }
      const refused = await limits.email('confirmation', email);
      if (refused) return fail(refused.code, refused.message);
      const typed: GoogleIdentity = { sub: typedSubject(email), email, name: field('name').trim() || email };
      const { user, confirmationToken } = await createUnverifiedGoogleUser(store, typed);
      await sendConfirmation(mailer, sessions.issuer, user, confirmationToken, redirectTo);
      return fail(
        'provider_email_needs_verification',
        'Unverified email with google. A confirmation email has been sent to your google email',
      );
    }

    const identity = GOOGLE_TEST_IDENTITIES[Number(choice)];
    if (!identity) return fail('validation_failed', 'Choose a test Google account');
    const user = await upsertGoogleUser(store, identity);
    const pkce = pkceParams(field('code_challenge'), field('code_challenge_method'));
    if (pkce && pkce !== 'invalid') {
      const authCode = randomUUID();
      await store.createFlowState({
        id: randomUUID(),
        userId: user.id,
        authCode,
        codeChallenge: pkce.challenge,
        codeChallengeMethod: pkce.method,
        providerType: 'google',
        providerAccessToken: 'dev-google-token',
        authenticationMethod: 'oauth',
      });
      return c.redirect(withQuery(redirectTo, { code: authCode }), 303);
    }
    return c.redirect(withHash(redirectTo, sessionHash(await sessions.start(user, 'oauth', 'dev-google-token'))), 303);
  });
}
