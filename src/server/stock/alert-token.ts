/**
 * The unsubscribe token of a back-in-stock message: 128 random bits, written into the message's
 * link as base64url (22 characters), and kept with the subscription only as its SHA-256 (hex).
 * Web Crypto, the same under Node and on Cloudflare.
 */

/** How a token looks: anything else is refused before the database is asked. */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{22}$/;

export function newUnsubscribeToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export async function unsubscribeTokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
