import type { Translate } from '../../i18n/index.ts';

/**
 * What to tell the shopper when Supabase Auth refuses a sign-in or sign-up, by its `error_code`:
 * the refusals people meet in the shop's words, in the page's language. Anything else shows the
 * server's own message on an English page (it is written in English) and a plain "try again" on a
 * Kiswahili one.
 */
export function authRefusalText(code: string | undefined, message: string, t: Translate): string {
  switch (code) {
    case 'invalid_credentials':
      return t('auth.error.invalidCredentials');
    case 'email_not_confirmed':
      return t('auth.error.emailNotConfirmed');
    case 'user_already_exists':
    case 'email_exists':
      return t('auth.error.userExists');
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
      return t('auth.error.rateLimited');
    case 'weak_password':
      return t('reset.error.weak', { detail: t.locale === 'en' ? message : '' }).trim();
    default:
      return (t.locale === 'en' && message) || t('auth.error.generic');
  }
}
