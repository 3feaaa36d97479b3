/**
 * Bytes as base64url without padding (RFC 4648 §5): tokens in links, signatures in headers and
 * cookies. `btoa` over the bytes, so the same code runs under Node and on Cloudflare's workerd
 * (no Buffer there).
 */
export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
