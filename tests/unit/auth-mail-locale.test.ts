import { describe, expect, it } from 'vitest';
import { AUTH_MAIL_TEXTS, authMailLocale, type AuthMailKind } from '../../local/auth/mail-texts.ts';
import type { Locale } from '../../src/i18n/locales.ts';

/** The Auth stand-in's mails speak the language the shop's Supabase templates pick. */

const SITE = 'http://localhost:4321';

describe('authMailLocale', () => {
  it.each<[AuthMailKind, Record<string, unknown>, string, Locale]>([
    ['signup', { locale: 'sw' }, `${SITE}/sw/account`, 'sw'],
    ['signup', { locale: 'sw' }, `${SITE}/account`, 'sw'],
    ['signup', { locale: 'en' }, `${SITE}/sw/account`, 'en'],
    ['signup', {}, `${SITE}/sw/account`, 'en'],
    ['signup', { locale: 'SW' }, `${SITE}/account`, 'en'],
    ['recovery', {}, `${SITE}/sw/account/reset-password`, 'sw'],
    ['recovery', { locale: 'sw' }, `${SITE}/account/reset-password`, 'sw'],
    ['recovery', { locale: 'en' }, `${SITE}/sw/account/reset-password`, 'sw'],
    ['recovery', { locale: 'en' }, `${SITE}/account/reset-password`, 'en'],
    ['recovery', {}, `${SITE}/swahili-guide`, 'en'],
    ['recovery', {}, SITE, 'en'],
    ['recovery', {}, 'not a url', 'en'],
  ])('%s with metadata %j, back to %s: %s', (kind, metadata, redirectTo, locale) => {
    expect(authMailLocale(kind, metadata, redirectTo)).toBe(locale);
  });
});

describe('AUTH_MAIL_TEXTS', () => {
  it("keeps GoTrue's default English, which the browser tests look mails up by", () => {
    expect(AUTH_MAIL_TEXTS.en.signup.subject).toBe('Confirm Your Signup');
    expect(AUTH_MAIL_TEXTS.en.recovery.subject).toBe('Reset Your Password');
  });

  it.each(['signup', 'recovery'] as const)('has its own Kiswahili %s mail', (kind) => {
    expect(AUTH_MAIL_TEXTS.sw[kind].subject).not.toBe(AUTH_MAIL_TEXTS.en[kind].subject);
    expect(AUTH_MAIL_TEXTS.sw[kind].body).not.toBe(AUTH_MAIL_TEXTS.en[kind].body);
  });
});
