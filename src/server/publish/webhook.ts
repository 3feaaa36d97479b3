import { decodeSignatureHeader, encodeSignatureHeader } from '@sanity/webhook';
import { z } from 'zod';
import { base64url } from '../base64url.ts';
import { sameSecret } from '../same-secret.ts';

/**
 * What Sanity sends when a webhook fires (sanity.io/docs/webhooks): a POST whose body is the
 * webhook's projection of the document as JSON, signed with the webhook's secret in
 * `sanity-webhook-signature: t=<ms timestamp>,v1=<base64url HMAC-SHA256 of "<t>.<body>">`, with
 * the operation, document id, project, dataset and an idempotency key in headers of their own.
 */

export const SIGNATURE_HEADER = 'sanity-webhook-signature';

/** A signature older than this is refused: a captured call cannot be sent again later. */
const SIGNATURE_MAX_AGE_MS = 5 * 60_000;
/** How far ahead of our clock a signature may be (Sanity's clock and ours differ a little). */
const SIGNATURE_MAX_AHEAD_MS = 60_000;

export type SignatureCheck =
  { ok: true; signedAt: Date; hash: string } | { ok: false; code: 'WEBHOOK_SIGNATURE_INVALID' | 'WEBHOOK_SIGNATURE_EXPIRED' };

/**
 * Checks `header` against the raw `body` with @sanity/webhook's signing (Web Crypto: Node and
 * workerd alike), comparing in constant time (its own isValidSignature compares with !==), then
 * the timestamp against `now`. Returns the signing time and a hash of the signature to recognise
 * a replay by.
 */
export async function checkSignature(header: string, body: string, secret: string, now: Date): Promise<SignatureCheck> {
  let timestamp: number;
  let expected: string;
  try {
    timestamp = decodeSignatureHeader(header).timestamp;
    expected = await encodeSignatureHeader(body, timestamp, secret);
  } catch {
    // A header of another shape, an empty body, a timestamp before 2021: nothing Sanity sends.
    return { ok: false, code: 'WEBHOOK_SIGNATURE_INVALID' };
  }
  if (!(await sameSecret(header.trim(), expected))) return { ok: false, code: 'WEBHOOK_SIGNATURE_INVALID' };
  const age = now.getTime() - timestamp;
  if (age > SIGNATURE_MAX_AGE_MS || age < -SIGNATURE_MAX_AHEAD_MS) return { ok: false, code: 'WEBHOOK_SIGNATURE_EXPIRED' };
  const hash = base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(expected)));
  return { ok: true, signedAt: new Date(timestamp), hash };
}

/**
 * The body: the projection the docs ask for (`{_id, _type, "slug": slug.current}`), or Sanity's
 * default (the whole document); only the id and type are read, the rest is let through.
 */
export const publishedDocument = z.looseObject({
  /** Sanity's ids are letters, digits, `.`, `_` and `-` (a draft's start `drafts.`). */
  _id: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/),
  _type: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/),
});

/** Sanity's headers beside the signature; each optional, so a projection tested by hand is read too. */
export const webhookHeaders = z.object({
  'sanity-operation': z.enum(['create', 'update', 'delete']).optional(),
  'sanity-document-id': z.string().max(200).optional(),
  'idempotency-key': z.string().max(200).optional(),
  'sanity-project-id': z.string().max(100).optional(),
  'sanity-dataset': z.string().max(100).optional(),
});

/** A draft or a release's version: not what shoppers see, so it starts no rebuild ("Include drafts" should be off). */
export const isUnpublished = (documentId: string): boolean => /^(drafts|versions)\./.test(documentId);
