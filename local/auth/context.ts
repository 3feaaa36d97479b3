import type { AuthMailer } from './mails.ts';
import type { AuthStore } from './store.ts';
import type { StandInConfig } from './config.ts';
import type { RateLimiters } from './rate-limits.ts';
import type { Sessions } from './sessions.ts';

export type { AuthApp, AuthEnv } from './env.ts';

/** What each group of routes gets from createAuthApp. */
export interface RouteDeps {
  store: AuthStore;
  config: StandInConfig;
  sessions: Sessions;
  limits: RateLimiters;
  mailer: AuthMailer;
}
