import type { Context } from 'hono';

/**
 * Whose word the API takes for the client's address (rate limits). Nothing a client sends decides
 * it unless a setting says a proxy in front of us wrote it:
 * - `socket`: the TCP peer (the default; a Node server reached directly);
 * - `cloudflare`: `CF-Connecting-IP`, which Cloudflare's edge sets and overwrites (Pages Functions);
 * - `hops`: behind N proxies that each append to `X-Forwarded-For`, the Nth address from the right.
 */
export type TrustProxy = { kind: 'socket' } | { kind: 'cloudflare' } | { kind: 'hops'; hops: number };

export const TRUST_SOCKET: TrustProxy = { kind: 'socket' };

/** TRUST_PROXY: unset or `none` (the socket), `cloudflare`, or a hop count 1-10. Null when invalid. */
export function parseTrustProxy(setting: string | undefined): TrustProxy | null {
  const value = (setting ?? '').trim().toLowerCase();
  if (value === '' || value === 'none' || value === 'socket') return TRUST_SOCKET;
  if (value === 'cloudflare') return { kind: 'cloudflare' };
  if (/^([1-9]|10)$/.test(value)) return { kind: 'hops', hops: Number(value) };
  return null;
}

/** The client's address from what the request carries and the socket's peer, under `trust`. */
export function resolveClientAddress(
  header: (name: string) => string | undefined,
  socketAddress: string | undefined,
  trust: TrustProxy,
): string {
  const socket = socketAddress || 'unknown';
  if (trust.kind === 'cloudflare') return header('cf-connecting-ip')?.trim() || socket;
  if (trust.kind === 'hops') {
    const chain = (header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    return chain[chain.length - trust.hops] ?? socket;
  }
  return socket;
}

/** What @hono/node-server hands the app as `c.env`: the Node request, whose socket is the peer. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The caller's address for rate limiting, under the configured trust. */
export function clientAddress(c: Context, trust: TrustProxy): string {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return resolveClientAddress((name) => c.req.header(name), socket, trust);
}
