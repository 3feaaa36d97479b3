import { createHash } from 'node:crypto';

/** 128 bits of the SHA-256 of some bytes, base64url: the opaque part of a strong ETag. */
export const contentDigest = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
