import { base64url } from './base64url.ts';

/**
 * Tokens a link carries (an unsubscribe link, a technician's job sheet): random bits written as
 * base64url, kept by the shop only as their SHA-256 (hex). Web Crypto, the same under Node and on
 * Cloudflare.
 */

/** `bytes` random bytes as base64url (16 bytes: 22 characters, 32 bytes: 43). */
export function randomToken(bytes: number): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** The SHA-256 of a token, in hex: what the database keeps. */
export async function tokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
