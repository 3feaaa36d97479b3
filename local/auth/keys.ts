import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

/** The stand-in's ES256 signing key and the public JWK it publishes at /.well-known/jwks.json. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

async function fromJwk(kid: string, privateJwk: JWK): Promise<SigningKey> {
  const { d: _d, ...publicFields } = privateJwk;
  const publicJwk: JWK = { ...publicFields, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
  return {
    kid,
    privateKey: (await importJWK(privateJwk, 'ES256')) as CryptoKey,
    publicKey: (await importJWK(publicJwk, 'ES256')) as CryptoKey,
    publicJwk,
  };
}

export async function generateSigningKey(): Promise<{ key: SigningKey; privateJwk: JWK }> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const kid = randomUUID();
  return { key: await fromJwk(kid, privateJwk), privateJwk };
}

/**
 * Loads the key kept in `file`, or creates and saves one, so tokens stay valid across restarts.
 * Without a file the key lives only in memory (tests, E2E runs).
 */
export async function loadSigningKey(file?: string): Promise<SigningKey> {
  if (file) {
    const saved = await readFile(file, 'utf8').catch(() => null);
    if (saved) {
      const { kid, privateJwk } = JSON.parse(saved) as { kid: string; privateJwk: JWK };
      return fromJwk(kid, privateJwk);
    }
  }
  const { key, privateJwk } = await generateSigningKey();
  if (file) {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ kid: key.kid, privateJwk }), { mode: 0o600 });
  }
  return key;
}
