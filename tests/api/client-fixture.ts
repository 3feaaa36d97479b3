/** What @hono/node-server passes as c.env: a request as if it came over a socket from `remoteAddress`. */
export const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
