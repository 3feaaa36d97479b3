import { extname } from 'node:path';

/** Media types of the static files the shop builds, and which of them are worth compressing. */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Text formats; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

/** Below this, a compressed copy saves less than a packet and is not written. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

export const contentType = (path: string): string => TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

export const isCompressible = (path: string, size: number): boolean =>
  size >= MIN_COMPRESSIBLE_BYTES && COMPRESSIBLE.has(extname(path).toLowerCase());
