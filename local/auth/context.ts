import type { Hono } from 'hono';
import type { AuthStore } from '../../local/auth/store.ts';
import type { StandInConfig } from './config.ts';
import type { RateLimiters } from './rate-limits.ts';
import type { Sessions } from './sessions.ts';

/** What @hono/node-server hands the app as c.env: the Node request, whose socket is the client. */
export interface SocketBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export type AuthEnv = { Bindings: SocketBindings };
export type AuthApp = Hono<AuthEnv>;

/** What each group of routes gets from createAuthApp. */
export interface RouteDeps {
  store: AuthStore;
  config: StandInConfig;
  sessions: Sessions;
  limits: RateLimiters;
}
