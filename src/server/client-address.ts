import type { Context } from 'hono';

/**
 * The caller's address for rate limiting: Cloudflare's header, then the proxy headers, then the
 * Node socket (local/serve.ts passes the node-server env through).
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('cf-connecting-ip') ?? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? c.req.header('x-real-ip');
  if (forwarded) return forwarded;
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
