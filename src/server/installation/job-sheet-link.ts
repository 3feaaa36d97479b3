import { randomToken, tokenHash } from '../random-token.ts';

/**
 * The technician's job sheet link (issue 48, item 5): /jobs/{token}, 256 random bits valid for one
 * job and one technician; the database keeps only the token's SHA-256, and a new assignment makes
 * a new token (the last technician's link alone opens the job).
 */
export const JOB_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function newJobToken(): Promise<{ token: string; hash: string }> {
  const token = randomToken(32);
  return { token, hash: await tokenHash(token) };
}

export const jobTokenHash = tokenHash;

/** The job sheet's address on the shop's public origin. */
export function jobSheetUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/jobs/${token}`;
}
