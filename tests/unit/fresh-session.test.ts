import { describe, expect, it } from 'vitest';
import { FRESH_MARGIN_SECONDS, freshStoredSession } from '../../src/lib/auth/fresh-session.ts';

const NOW = 1_800_000_000;
const stored = (session: unknown) => JSON.stringify(session);
const session = (overrides: Record<string, unknown> = {}) => ({
  access_token: 'token-1',
  refresh_token: 'refresh-1',
  expires_at: NOW + 3600,
  user: { id: 'u1', email: 'wanjiru@example.com', user_metadata: { full_name: ' Wanjiru Kamau ' } },
  ...overrides,
});

describe('freshStoredSession', () => {
  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['text that is not JSON', '{not json'],
    ['JSON that is not an object', '"token"'],
    ['null', 'null'],
    ['no access token', stored(session({ access_token: undefined }))],
    ['an empty access token', stored(session({ access_token: '' }))],
    ['no expiry', stored(session({ expires_at: undefined }))],
    ['an expiry that is not a number', stored(session({ expires_at: String(NOW + 3600) }))],
    ['an expired token', stored(session({ expires_at: NOW - 1 }))],
    ['a token expiring now', stored(session({ expires_at: NOW }))],
    ['a token within the margin', stored(session({ expires_at: NOW + FRESH_MARGIN_SECONDS - 1 }))],
    ['a token at the margin exactly', stored(session({ expires_at: NOW + FRESH_MARGIN_SECONDS }))],
    ['no user', stored(session({ user: undefined }))],
    ['a user without an e-mail', stored(session({ user: { id: 'u1' } }))],
    ['a user with an empty e-mail', stored(session({ user: { id: 'u1', email: '' } }))],
  ])('leaves %s to the auth client (null)', (_, text) => {
    expect(freshStoredSession(text, NOW)).toBeNull();
  });

  it.each([
    ['an hour left', session(), { email: 'wanjiru@example.com', fullName: 'Wanjiru Kamau', accessToken: 'token-1' }],
    [
      'a second past the margin',
      session({ expires_at: NOW + FRESH_MARGIN_SECONDS + 1 }),
      { email: 'wanjiru@example.com', fullName: 'Wanjiru Kamau', accessToken: 'token-1' },
    ],
    ['no metadata', session({ user: { email: 'a@b.ke' } }), { email: 'a@b.ke', fullName: '', accessToken: 'token-1' }],
    [
      'metadata null',
      session({ user: { email: 'a@b.ke', user_metadata: null } }),
      { email: 'a@b.ke', fullName: '', accessToken: 'token-1' },
    ],
    [
      'a name that is not a string',
      session({ user: { email: 'a@b.ke', user_metadata: { full_name: 7 } } }),
      { email: 'a@b.ke', fullName: '', accessToken: 'token-1' },
    ],
  ])('answers from the stored session with %s', (_, value, expected) => {
    expect(freshStoredSession(stored(value), NOW)).toEqual(expected);
  });

  it('takes another margin when given one', () => {
    const text = stored(session({ expires_at: NOW + 30 }));
    expect(freshStoredSession(text, NOW)).toBeNull();
    expect(freshStoredSession(text, NOW, 10)?.accessToken).toBe('token-1');
  });
});
