import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { messages as enMessages } from '../../src/i18n/en/messages.ts';
import { messages as swMessages } from '../../src/i18n/sw/messages.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { AUTH_EMAIL_ACTIONS, authEmail, authEmailLocale, type AuthEmailAction } from '../../src/lib/messages/auth-messages.ts';

/** The shop's account e-mails (issue 46, item 7): its name, the shopper's language, a link (or code) and what to do if it was not them. */

const ctx = { shop: { name: 'Jua Kali Solar', phone: '+254712345678', email: 'sales@juakali.example' } };
const LINK = 'https://ref.supabase.co/auth/v1/verify?token=pkce_abc&type=signup&redirect_to=https%3A%2F%2Fshop.example%2Fsw%2Faccount';

describe('authEmail', () => {
  const cases: Array<[AuthEmailAction, Locale, string, string[]]> = [
    ['signup', 'en', 'Confirm your e-mail for Jua Kali Solar', ['Thank you for signing up at Jua Kali Solar', 'no account is opened']],
    ['signup', 'sw', 'Thibitisha barua pepe yako ya Jua Kali Solar', ['Asante kwa kujisajili kwenye Jua Kali Solar', 'hakuna akaunti']],
    ['recovery', 'en', 'Choose a new password for Jua Kali Solar', ['reset the password of your Jua Kali Solar account', 'stays as it is']],
    ['recovery', 'sw', 'Weka nenosiri jipya la Jua Kali Solar', ['nenosiri jipya la akaunti yako ya Jua Kali Solar', 'halitabadilika']],
    ['magiclink', 'en', 'Your link to sign in to Jua Kali Solar', ['Sign in to your Jua Kali Solar account']],
    ['magiclink', 'sw', 'Kiungo chako cha kuingia kwenye Jua Kali Solar', ['Ingia kwenye akaunti yako ya Jua Kali Solar']],
    ['reauthentication', 'en', 'Your Jua Kali Solar confirmation code', ['Enter this code to confirm it is you: 918273']],
    ['reauthentication', 'sw', 'Msimbo wako wa uthibitisho wa Jua Kali Solar', ['Weka msimbo huu kuthibitisha kuwa ni wewe: 918273']],
  ];

  it.each(cases)('%s in %s: "%s"', (action, locale, subject, lines) => {
    const mail = authEmail({ action, locale, link: action === 'reauthentication' ? '' : LINK, code: '918273' }, ctx);
    expect(mail.subject).toBe(subject);
    for (const line of lines) expect(mail.text).toContain(line);
    // Signed by the shop, with its contacts, never Supabase's default wording.
    expect(mail.text).toMatch(/Jua Kali Solar$/);
    expect(mail.text).toContain('+254712345678');
    expect(mail.text).not.toMatch(/Confirm Your Signup|Follow this link|your user/);
    // The link (or the code) is there, clickable in the HTML part.
    if (action === 'reauthentication') {
      expect(mail.text).not.toContain('https://ref.supabase.co');
    } else {
      expect(mail.text).toContain(LINK);
      expect(mail.html).toContain(`<a href="${LINK.replaceAll('&', '&#38;')}">`);
    }
    expect(mail.html).toContain('Jua Kali Solar');
  });

  it.each(AUTH_EMAIL_ACTIONS)('%s: the Kiswahili e-mail shares no line with the English one but the link and the name', (action) => {
    const write = (locale: Locale) => authEmail({ action, locale, link: LINK, code: '918273' }, ctx).text.split('\n').filter(Boolean);
    const english = new Set(write('en'));
    expect(write('sw').filter((line) => english.has(line))).toEqual(
      action === 'reauthentication' ? ['Jua Kali Solar'] : [LINK, 'Jua Kali Solar'],
    );
  });

  it('has every account string in both languages', () => {
    const keys = Object.keys(enMessages).filter((key) => key.startsWith('messages.auth.'));
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(swMessages[key as keyof typeof swMessages]).toBeTruthy();
    expect(Object.keys(en).some((key) => key.startsWith('messages.auth.'))).toBe(false);
  });
});

describe('authEmailLocale', () => {
  const SITE = 'https://shop.example.co.ke';
  it.each<[Record<string, unknown>, string, Locale]>([
    [{ locale: 'sw' }, `${SITE}/sw/account`, 'sw'],
    [{ locale: 'sw' }, `${SITE}/account`, 'sw'],
    [{ locale: 'en' }, `${SITE}/sw/account/reset-password`, 'sw'],
    [{}, `${SITE}/sw`, 'sw'],
    [{ locale: 'en' }, `${SITE}/account`, 'en'],
    [{ locale: 'SW' }, `${SITE}/account`, 'en'],
    [{}, `${SITE}/swahili-guide`, 'en'],
    [{}, 'not a url', 'en'],
  ])('metadata %j, back to %s: %s', (metadata, redirectTo, locale) => {
    expect(authEmailLocale(metadata, redirectTo)).toBe(locale);
  });
});
