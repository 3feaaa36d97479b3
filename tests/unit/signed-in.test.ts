import { describe, expect, it } from 'vitest';
import { signedInUsers } from '../../src/server/auth/signed-in.ts';
import type { AuthenticatedUser, TokenVerifier } from '../../src/server/auth/verify.ts';
import type { ShopRole } from '../../src/server/db/profiles.ts';

const USER: AuthenticatedUser = {
  aal: 'aal1',
  amr: ['password'],
  id: '5b0d4d7e-52d4-4b0f-9d55-3a1c5c1f1e01',
  email: 'wanjiku@shop.test',
  sessionId: 'c1d2e3f4-0000-4000-8000-000000000001',
};

function setup(options: { sessionId?: string | null; live?: ShopRole | null } = {}) {
  let live = options.live === undefined ? 'customer' : options.live;
  let lookups = 0;
  let clock = 0;
  const verifier: TokenVerifier = {
    require: async () => ({ ...USER, sessionId: options.sessionId === undefined ? USER.sessionId : options.sessionId }),
    optional: async () => null,
  };
  const db = {
    sessions: {
      activeRole: async () => {
        lookups += 1;
        return live;
      },
    },
  };
  const users = signedInUsers(verifier, db, { cacheMs: 10_000, now: () => clock });
  return { users, end: () => (live = null), tick: (ms: number) => (clock += ms), lookups: () => lookups };
}

describe('a token is honoured only while its session lives', () => {
  it('gives the user with the role the database holds', async () => {
    const { users } = setup({ live: 'admin' });
    expect(await users.require('Bearer x')).toMatchObject({ id: USER.id, role: 'admin', sessionId: USER.sessionId });
  });

  it.each([
    ['a session that ended (logout)', { live: null }],
    ['a token without a session', { sessionId: null }],
  ])('refuses %s with a 401', async (_name, options) => {
    const { users } = setup(options);
    await expect(users.require('Bearer x')).rejects.toMatchObject({ status: 401, code: 'SESSION_ENDED' });
  });

  it('believes a live session for the cache window only, then asks again and sees the logout', async () => {
    const session = setup();
    await session.users.require('Bearer x');
    session.end();
    session.tick(9_999);
    await expect(session.users.require('Bearer x')).resolves.toMatchObject({ role: 'customer' });
    expect(session.lookups()).toBe(1);
    session.tick(1);
    await expect(session.users.require('Bearer x')).rejects.toMatchObject({ status: 401 });
    expect(session.lookups()).toBe(2);
  });

  it('is null without an Authorization header, and a header present must verify', async () => {
    const { users, end } = setup();
    expect(await users.optional(undefined)).toBeNull();
    end();
    await expect(users.optional('Bearer x')).rejects.toMatchObject({ status: 401 });
  });
});
