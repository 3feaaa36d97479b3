import type { Hono } from 'hono';

/** What @hono/node-server passes as c.env: a request as if it came over a socket from `remoteAddress`. */
export const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/** `app.request` as one client address, the way the Node server hands requests to the API. */
export function requestAs(app: Hono, remoteAddress: string) {
  return (path: string, init: RequestInit = {}) => app.request(path, init, fromSocket(remoteAddress));
}
