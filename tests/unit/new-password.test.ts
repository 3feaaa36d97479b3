import { describe, expect, it } from 'vitest';
import { linkRefused, newPasswordProblem, passwordRefusal, type PasswordRefusal } from '../../src/lib/auth/new-password.ts';
import { translationsFor } from '../../src/i18n/index.ts';

const t = translationsFor('en');

describe('choosing a new password after a reset link', () => {
  it.each([
    ['', '', 'Enter the new password in both fields.'],
    ['new-password-1', '', 'Enter the new password in both fields.'],
    ['new-password-1', 'new-password-2', 'The two passwords do not match.'],
    ['short', 'short', null],
    ['new-password-1', 'new-password-1', null],
  ])('"%s" and "%s": %s', (password, confirmation, problem) => {
    expect(newPasswordProblem(password, confirmation, t)).toBe(problem);
  });

  it.each([
    [
      'weak_password',
      'Password should be at least 8 characters.',
      { kind: 'retry', message: 'This password is too weak. Password should be at least 8 characters.' },
    ],
    [
      'same_password',
      'New password should be different from the old password.',
      { kind: 'retry', message: 'Your new password must be different from the old one.' },
    ],
    [
      'validation_failed',
      'Password cannot be longer than 72 characters',
      { kind: 'retry', message: 'Password cannot be longer than 72 characters' },
    ],
    [undefined, '', { kind: 'retry', message: 'Something went wrong. Please try again.' }],
    ['session_not_found', 'Session from session_id claim in JWT does not exist', { kind: 'link_expired' }],
    ['session_missing', 'Auth session missing!', { kind: 'link_expired' }],
    ['bad_jwt', 'invalid JWT', { kind: 'link_expired' }],
  ] satisfies Array<[string | undefined, string, PasswordRefusal]>)("the auth server's %s reads %o", (code, message, refusal) => {
    expect(passwordRefusal(code, message, t)).toEqual(refusal);
  });

  it.each([
    ['?code=abc', '', false],
    ['', '', false],
    ['', '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=', true],
    ['?error=access_denied&error_description=x', '', true],
  ])('address %s%s carries a refused link: %s', (search, hash, refused) => {
    expect(linkRefused(search, hash)).toBe(refused);
  });
});
