import { randomToken, tokenHash } from '../random-token.ts';

/**
 * The unsubscribe token of a back-in-stock message: 128 random bits, written into the message's
 * link as base64url (22 characters), and kept with the subscription only as its SHA-256 (hex).
 */

/** How a token looks: anything else is refused before the database is asked. */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{22}$/;

export function newUnsubscribeToken(): string {
  return randomToken(16);
}

export const unsubscribeTokenHash = tokenHash;
