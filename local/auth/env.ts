import type { Hono } from 'hono';

/** What @hono/node-server hands the app as c.env: the Node request, whose socket is the client. */
interface SocketBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export type AuthEnv = { Bindings: SocketBindings };
export type AuthApp = Hono<AuthEnv>;
