import { createLocalJWKSet, generateKeyPair, exportJWK, SignJWT, type JWTPayload, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, type TokenVerifier } from '../../src/server/auth/verify.ts';
import { ApiError } from '../../src/server/errors.ts';

const BASE = 'http://127.0.0.1:54321';
const ISSUER = `${BASE}/auth/v1`;
const SUB = '11111111-1111-4111-8111-111111111111';

let goodKey: CryptoKey;
let otherKey: CryptoKey;
let verifier: TokenVerifier;

function b64(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

async function token(claims: JWTPayload = {}, options: { key?: CryptoKey; kid?: string; exp?: number } = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'authenticated', email: 'a@shop.test', session_id: 'abc', ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: options.kid ?? 'good', typ: 'JWT' })
    .setIssuer((claims.iss as string) ?? ISSUER)
    .setSubject((claims.sub as string) ?? SUB)
    .setAudience((claims.aud as string) ?? 'authenticated')
    .setIssuedAt(now - 10)
    .setExpirationTime(options.exp ?? now + 3600)
    .sign(options.key ?? goodKey);
}

beforeAll(async () => {
  ({ privateKey: goodKey } = await generateKeyPair('ES256', { extractable: true }));
  ({ privateKey: otherKey } = await generateKeyPair('ES256', { extractable: true }));
  const { d: _d, ...publicJwk } = await exportJWK(goodKey);
  verifier = createTokenVerifier({ supabaseUrl: BASE, jwks: createLocalJWKSet({ keys: [{ ...publicJwk, kid: 'good', alg: 'ES256' }] }) });
});

async function rejection(authorization: string | undefined): Promise<ApiError> {
  const error = await verifier.require(authorization).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('access-token verification', () => {
  it('accepts a token signed by the auth server with the right issuer and audience', async () => {
    expect(await verifier.require(`Bearer ${await token()}`)).toEqual({
      id: SUB,
      email: 'a@shop.test',
      sessionId: 'abc',
      aal: 'aal1',
      amr: [],
    });
  });

  it.each([
    [
      'aal2 with the methods of amr',
      {
        aal: 'aal2',
        amr: [
          { method: 'password', timestamp: 1 },
          { method: 'totp', timestamp: 2 },
        ],
      },
      'aal2',
      ['password', 'totp'],
    ],
    ['an unknown level as aal1', { aal: 'aal3' }, 'aal1', []],
  ])('reads the assurance level from the verified token: %s', async (_, claims, aal, amr) => {
    expect(await verifier.require(`Bearer ${await token(claims)}`)).toMatchObject({ aal, amr });
  });

  it.each([
    ['no header', async () => undefined, 'UNAUTHENTICATED'],
    ['a header without Bearer', async () => `Basic ${await token()}`, 'UNAUTHENTICATED'],
    [
      'alg none',
      async () =>
        `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: SUB, aud: 'authenticated', iss: ISSUER, role: 'authenticated', exp: 9999999999 })}.`,
      'INVALID_TOKEN',
    ],
    [
      'HS256 with a guessed secret',
      async () => {
        const forged = await new SignJWT({ role: 'authenticated' })
          .setProtectedHeader({ alg: 'HS256', kid: 'good' })
          .setSubject(SUB)
          .setIssuer(ISSUER)
          .setAudience('authenticated')
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('super-secret-jwt-token'));
        return `Bearer ${forged}`;
      },
      'INVALID_TOKEN',
    ],
    ['a wrong key under the right kid', async () => `Bearer ${await token({}, { key: otherKey })}`, 'INVALID_TOKEN'],
    ['an unknown kid', async () => `Bearer ${await token({}, { kid: 'other' })}`, 'INVALID_TOKEN'],
    ['an expired token', async () => `Bearer ${await token({}, { exp: Math.floor(Date.now() / 1000) - 60 })}`, 'TOKEN_EXPIRED'],
    ['a wrong audience', async () => `Bearer ${await token({ aud: 'service' })}`, 'INVALID_TOKEN'],
    ['a wrong issuer', async () => `Bearer ${await token({ iss: 'https://evil.example/auth/v1' })}`, 'INVALID_TOKEN'],
    ['the anon role', async () => `Bearer ${await token({ role: 'anon' })}`, 'INVALID_TOKEN'],
    ['a sub that is not a user id', async () => `Bearer ${await token({ sub: 'admin' })}`, 'INVALID_TOKEN'],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await token()).split('.');
        return `Bearer ${header}.${b64({ sub: '22222222-2222-4222-8222-222222222222', aud: 'authenticated', iss: ISSUER, role: 'authenticated', exp: 9999999999 })}.${signature}`;
      },
      'INVALID_TOKEN',
    ],
  ])('refuses %s with a 401', async (_name, header, code) => {
    const error = await rejection(await header());
    expect(error.status).toBe(401);
    expect(error.code).toBe(code);
  });

  it('treats a missing header as a guest where sign-in is optional, but still refuses a bad one', async () => {
    expect(await verifier.optional(undefined)).toBeNull();
    await expect(verifier.optional('Bearer nonsense')).rejects.toMatchObject({ status: 401 });
  });

  it('answers 503, not 401, when the auth server cannot be reached for its keys', async () => {
    const offline = createTokenVerifier({ supabaseUrl: 'http://127.0.0.1:9' });
    await expect(offline.require(`Bearer ${await token()}`)).rejects.toMatchObject({ status: 503, code: 'AUTH_UNAVAILABLE' });
  });
});
