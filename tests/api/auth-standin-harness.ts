import { afterAll, afterEach, beforeAll } from 'vitest';
import type { StandInConfig } from '../../local/auth/config.ts';
import type { AuthMailer } from '../../local/auth/mails.ts';
import type { Database } from '../../src/server/db/index.ts';
import { startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { freshDatabase } from './db-fixture.ts';

/** The database and the running stand-in of a suite, readable once its tests run. */
export interface AuthStandInSuite {
  readonly db: Database;
  readonly auth: RunningStandIn;
}

/**
 * One Auth stand-in for the describe block it is called in: before its tests, a fresh database and
 * the stand-in over it on a free port (with `overrides`, and the mailer `mailer` makes then, if any);
 * after each test, the settings a test changed on `auth.config` are put back; after them all, the
 * stand-in is stopped and the database closed.
 */
export function authStandInSuite(overrides: Partial<StandInConfig> = {}, mailer?: () => AuthMailer): AuthStandInSuite {
  let db: Database | undefined;
  let auth: RunningStandIn | undefined;
  let initial: StandInConfig | undefined;
  beforeAll(async () => {
    db = await freshDatabase();
    auth = await startStandIn(db, overrides, mailer?.());
    initial = { ...auth.config };
  });
  afterEach(() => {
    if (!auth || !initial) return;
    for (const key of Object.keys(auth.config)) if (!(key in initial)) delete auth.config[key as keyof StandInConfig];
    Object.assign(auth.config, initial);
  });
  afterAll(async () => {
    await auth?.stop();
    await db?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The Auth stand-in starts in beforeAll: read it inside a test or a hook');
    return value;
  };
  return {
    get db() {
      return started(db);
    },
    get auth() {
      return started(auth);
    },
  };
}
