import { createHash } from 'node:crypto';

/** PKCE as GoTrue checks it (pkce.go): the challenge parameters and the verifier. */

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Validates PKCE parameters: both or neither; challenge 43–128 chars; method s256 or plain. */
export function pkceParams(challenge?: string | null, method?: string | null): { challenge: string; method: string } | null | 'invalid' {
  if (!challenge && !method) return null;
  const m = (method ?? '').toLowerCase();
  if (!challenge || !['s256', 'plain'].includes(m) || challenge.length < 43 || challenge.length > 128) return 'invalid';
  return { challenge, method: m };
}
