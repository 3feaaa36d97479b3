import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** Hashes a password as `scrypt$<salt hex>$<hash hex>` (GoTrue uses bcrypt; the stand-in needs no native module). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** GoTrue's strength rule: a minimum length (reason `length`); at most 72 bytes, bcrypt's limit. */
export function passwordProblem(
  password: string,
  minLength: number,
): { status: 422 | 400; code: string; message: string; reasons?: string[] } | null {
  if (Buffer.byteLength(password) > 72) {
    return { status: 400, code: 'validation_failed', message: 'Password cannot be longer than 72 characters' };
  }
  if (password.length < minLength) {
    return { status: 422, code: 'weak_password', message: `Password should be at least ${minLength} characters.`, reasons: ['length'] };
  }
  return null;
}
