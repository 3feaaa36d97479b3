import { describe, expect, it } from 'vitest';
import { needsAuthClient, storageKeyFor } from '../../src/lib/auth/storage-key.ts';
import { storedUser } from '../../src/lib/auth/stored-user.ts';
import { SIGN_IN_PARAM } from '../../src/lib/auth/sign-in-reason.ts';

describe('the header loads the auth client only when needed', () => {
  it.each([
    ['a plain URL (a stored session alone waits for the menu to open)', '', '', false],
    ['a PKCE code coming back', '?code=abc', '', true],
    ['an error coming back in the query', '?error=access_denied&error_description=No', '', true],
    ['tokens coming back in the hash', '', '#access_token=x&refresh_token=y', true],
    ['an error coming back in the hash', '', '#error=x&error_description=expired', true],
    ['sent home to sign in', `?${SIGN_IN_PARAM}=account`, '', true],
    ['unrelated query and hash', '?q=battery', '#main', false],
  ])('%s', (_name, search, hash, expected) => {
    expect(needsAuthClient(search, hash)).toBe(expected);
  });

  it.each([
    ['http://127.0.0.1:54321', 'sb-127-auth-token'],
    ['https://abcdefghijklmnopqrst.supabase.co', 'sb-abcdefghijklmnopqrst-auth-token'],
    ['http://localhost:9999', 'sb-localhost-auth-token'],
  ])('reads the session supabase-js stores for %s under %s', (url, key) => {
    expect(storageKeyFor(url)).toBe(key);
  });
});

/** A session as GoTrueClient stores it, with the user it names. */
const session = (user: unknown) => JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 1, user });

describe('whom the header names from the stored session, before the auth client loads', () => {
  it.each<[string, string | null, ReturnType<typeof storedUser>]>([
    ['nothing stored: a guest', null, null],
    ['an empty value: a guest', '', null],
    [
      'a stored session: its user and e-mail',
      session({ id: 'u1', email: 'amina@shop.test', role: 'authenticated' }),
      { id: 'u1', email: 'amina@shop.test' },
    ],
    [
      'an expired access token still names its shopper (the client refreshes or ends it)',
      JSON.stringify({ expires_at: 0, refresh_token: 'r', user: { id: 'u2', email: 'b@shop.test' } }),
      { id: 'u2', email: 'b@shop.test' },
    ],
    [
      'an e-mail with markup stays text to be set as text',
      session({ id: 'u3', email: '<b>x</b>@shop.test' }),
      { id: 'u3', email: '<b>x</b>@shop.test' },
    ],
    ['a session stored without its user (userStorage): the client decides', session(undefined), 'unreadable'],
    ['a user without an e-mail', session({ id: 'u4', email: '' }), 'unreadable'],
    ['a user without an id', session({ email: 'c@shop.test' }), 'unreadable'],
    ['not JSON', '{"access_token":', 'unreadable'],
    ['JSON null', 'null', 'unreadable'],
    ['a list', '[1]', 'unreadable'],
  ])('%s', (_name, stored, expected) => {
    expect(storedUser(stored)).toEqual(expected);
  });
});
