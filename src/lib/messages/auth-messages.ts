import { translationsFor } from '../../i18n/index.ts';
import { localeOfPath, type Locale } from '../../i18n/locales.ts';
import { toHtml, type MessageContext } from './order-messages.ts';

/**
 * The shop's own account e-mails (issue 46, item 7), which Supabase Auth hands to the shop through
 * its Send Email Hook instead of writing them itself: in the shopper's language, signed by the shop,
 * laid out as every other e-mail of the shop (toHtml).
 */

/** The e-mails the shop writes: Supabase's `email_action_type`s of the flows it offers. */
export const AUTH_EMAIL_ACTIONS = ['signup', 'recovery', 'magiclink', 'reauthentication'] as const;
export type AuthEmailAction = (typeof AUTH_EMAIL_ACTIONS)[number];

/** How long a mailed link or code works: supabase/config.toml's `[auth.email] otp_expiry` (3600 s), in minutes. */
export const AUTH_EMAIL_LINK_MINUTES = 60;

export interface AuthEmailInput {
  action: AuthEmailAction;
  locale: Locale;
  /** The link to follow (every action but reauthentication, which mails a code). */
  link: string;
  /** The one-time code (reauthentication). */
  code: string;
}

export interface AuthEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The shopper's language: Kiswahili when they signed up on a Kiswahili page (user metadata
 * `locale: "sw"`, src/client/auth/session.ts) or when the link leads back to a Kiswahili page (a
 * reset asked on /sw/…); English otherwise.
 */
export function authEmailLocale(userMetadata: Readonly<Record<string, unknown>>, redirectTo: string): Locale {
  if (userMetadata.locale === 'sw') return 'sw';
  try {
    return localeOfPath(new URL(redirectTo).pathname);
  } catch {
    return 'en';
  }
}

/** One account e-mail: greeting, what to do with the link (or code), how long it works, what to do if it was not you, the shop's contacts. */
export function authEmail(input: AuthEmailInput, ctx: Pick<MessageContext, 'shop'>): AuthEmail {
  const t = translationsFor(input.locale);
  const { shop } = ctx;
  const minutes = AUTH_EMAIL_LINK_MINUTES;
  const what =
    input.action === 'reauthentication'
      ? [t('messages.auth.reauthentication.body', { code: input.code }), t('messages.auth.reauthentication.lifetime', { minutes })]
      : [`${t(`messages.auth.${input.action}.body`, { shop: shop.name })}\n${input.link}`, t('messages.auth.linkOnce', { minutes })];
  const text = [
    t('messages.auth.greeting'),
    ...what,
    t(`messages.auth.${input.action}.notYou`),
    t('messages.contact', { phone: shop.phone, email: shop.email }),
    t('messages.auth.signoff', { shop: shop.name }),
  ].join('\n\n');
  return { subject: t(`messages.auth.${input.action}.subject`, { shop: shop.name }), text, html: toHtml(text) };
}
