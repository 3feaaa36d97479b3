import { describe, expect, it } from 'vitest';
import { authRefusalText } from '../../src/lib/auth/refusal.ts';
import { translationsFor } from '../../src/i18n/index.ts';

/** Supabase Auth's refusals in the shop's words, in the page's language (issue 19). */
describe('authRefusalText', () => {
  it.each([
    ['invalid_credentials', 'Invalid login credentials', 'Invalid login credentials', 'Barua pepe au nenosiri si sahihi.'],
    [
      'email_not_confirmed',
      'Email not confirmed',
      'Email not confirmed',
      'Barua pepe yako bado haijathibitishwa. Fungua kiungo tulichokutumia kwenye barua pepe.',
    ],
    [
      'user_already_exists',
      'User already registered',
      'User already registered',
      'Tayari kuna akaunti yenye barua pepe hii. Ingia badala yake.',
    ],
    [
      'over_request_rate_limit',
      'Request rate limit reached',
      'Too many attempts. Please wait a minute and try again.',
      'Umejaribu mara nyingi mno. Tafadhali subiri dakika moja kisha ujaribu tena.',
    ],
    [
      'weak_password',
      'Password should be at least 8 characters.',
      'This password is too weak. Password should be at least 8 characters.',
      'Nenosiri hili ni dhaifu mno.',
    ],
    ['something_new', 'A new refusal', 'A new refusal', 'Hitilafu imetokea. Tafadhali jaribu tena.'],
    [undefined, '', 'Something went wrong. Please try again.', 'Hitilafu imetokea. Tafadhali jaribu tena.'],
  ])('%s', (code, message, english, kiswahili) => {
    expect(authRefusalText(code, message, translationsFor('en'))).toBe(english);
    expect(authRefusalText(code, message, translationsFor('sw'))).toBe(kiswahili);
  });
});
