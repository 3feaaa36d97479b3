import { describe, expect, it } from 'vitest';
import { needsAuthClient, storageKeyFor } from '../../src/lib/auth/storage-key.ts';

describe('the header loads the auth client only when needed', () => {
  it.each([
    ['nothing stored, plain URL', null, '', '', false],
    ['a stored session', '{"access_token":"x"}', '', '', true],
    ['a PKCE code coming back', null, '?code=abc', '', true],
    ['an error coming back in the query', null, '?error=access_denied&error_description=No', '', true],
    ['tokens coming back in the hash', null, '', '#access_token=x&refresh_token=y', true],
    ['an error coming back in the hash', null, '', '#error=x&error_description=expired', true],
    ['unrelated query and hash', null, '?q=battery', '#main', false],
  ])('%s', (_name, stored, search, hash, expected) => {
    expect(needsAuthClient(stored, search, hash)).toBe(expected);
  });

  it.each([
    ['http://127.0.0.1:54321', 'sb-127-auth-token'],
    ['https://abcdefghijklmnopqrst.supabase.co', 'sb-abcdefghijklmnopqrst-auth-token'],
    ['http://localhost:9999', 'sb-localhost-auth-token'],
  ])('reads the session supabase-js stores for %s under %s', (url, key) => {
    expect(storageKeyFor(url)).toBe(key);
  });
});
