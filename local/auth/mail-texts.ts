import { localeOfPath, type Locale } from '../../src/i18n/locales.ts';

/**
 * What the stand-in's two mails say, in each language, when no Send Email Hook is set
 * (AUTH_HOOK_SEND_EMAIL_URI=off, and the in-process tests): Supabase's own templates, whose English
 * is GoTrue's default wording. With the hook (npm start, production) the shop writes them itself:
 * src/lib/messages/auth-messages.ts.
 */
export type AuthMailKind = 'signup' | 'recovery';

export const AUTH_MAIL_TEXTS: Readonly<Record<Locale, Record<AuthMailKind, { subject: string; body: string }>>> = {
  en: {
    signup: { subject: 'Confirm Your Signup', body: 'Follow this link to confirm your user:' },
    recovery: { subject: 'Reset Your Password', body: 'Follow this link to reset the password for your user:' },
  },
  sw: {
    signup: { subject: 'Thibitisha akaunti yako', body: 'Fuata kiungo hiki ili kuthibitisha akaunti yako kwenye duka letu:' },
    recovery: { subject: 'Weka nenosiri jipya', body: 'Fuata kiungo hiki ili kuweka nenosiri jipya la akaunti yako:' },
  },
};

/**
 * The language of a mail, chosen as the templates choose it: Kiswahili when the user signed up on
 * a Kiswahili page (user metadata `locale: "sw"`, the templates' `.Data.locale`) or, for a
 * recovery, when the link leads back to a Kiswahili page (`.RedirectTo`); English otherwise.
 */
export function authMailLocale(kind: AuthMailKind, userMetadata: Readonly<Record<string, unknown>>, redirectTo: string): Locale {
  if (userMetadata.locale === 'sw') return 'sw';
  return kind === 'recovery' && localeOfPath(pathOf(redirectTo)) === 'sw' ? 'sw' : 'en';
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '/';
  }
}
