import type { Context, MiddlewareHandler } from 'hono';
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterPostgres from 'rate-limiter-flexible/lib/RateLimiterPostgres.js';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js';
import { clientAddress, type TrustProxy } from '../client-address.ts';
import { RATE_LIMIT_TABLE, rateLimitClient } from '../db/rate-limit-client.ts';
import type { Sql } from '../db/sql.ts';
import { ApiError } from '../errors.ts';
import { RATE_LIMIT_NAMES, type RateLimit, type RateLimitName, type RateLimitSettings } from './limits.ts';

type Limiter = InstanceType<typeof RateLimiterMemory> | InstanceType<typeof RateLimiterPostgres>;
/** The Postgres store's cleanup, which the library's type declarations leave out. */
type ClearsExpired = { clearExpired(expiredBefore: number): Promise<void> };

/** One in this many requests also deletes counters that expired an hour ago (no timers: workers have none to spare). */
const CLEANUP_ONE_IN = 500;

/** Takes one request from a client's allowance: null when allowed, else the seconds to wait. */
type ConsumeRequest = (name: RateLimitName, clientKey: string) => Promise<number | null>;

/** The limits over their store. */
export interface RateLimits {
  consume: ConsumeRequest;
  /** Whether a key's allowance is spent, taking nothing from it: null while some is left, else the seconds to wait. */
  spent(name: RateLimitName, key: string): Promise<number | null>;
  /** Spends a key's whole allowance at once (for the rest of its window). */
  exhaust(name: RateLimitName, key: string): Promise<void>;
}

async function hashAddress(address: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(address));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function limiterFor(name: RateLimitName, limit: RateLimit, sql: Sql | undefined): Limiter {
  const options = { keyPrefix: name, points: limit.points, duration: limit.seconds };
  if (!sql) return new RateLimiterMemory(options);
  return new RateLimiterPostgres({
    ...options,
    storeClient: rateLimitClient(sql),
    storeType: 'pool',
    ...RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    // Counting goes on in this process's memory while the database is unreachable.
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/**
 * The limits over a store every server instance shares (the shop's Postgres, through
 * rate-limiter-flexible's Postgres store), or in memory where there is no database.
 */
export function createRateLimits(settings: RateLimitSettings, sql?: Sql): RateLimits {
  const limiters = new Map<RateLimitName, Limiter>();
  for (const name of RATE_LIMIT_NAMES) {
    const limit = settings[name];
    if (limit) limiters.set(name, limiterFor(name, limit, sql));
  }
  return {
    async consume(name, clientKey) {
      const limiter = limiters.get(name);
      if (!limiter) return null;
      if (limiter instanceof RateLimiterPostgres && Math.random() * CLEANUP_ONE_IN < 1)
        void (limiter as unknown as ClearsExpired).clearExpired(Date.now() - 3_600_000);
      try {
        await limiter.consume(clientKey);
        return null;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw refusal;
      }
    },
    async spent(name, key) {
      const limiter = limiters.get(name);
      const limit = settings[name];
      if (!limiter || !limit) return null;
      const state = await limiter.get(key);
      return state && state.consumedPoints >= limit.points ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : null;
    },
    async exhaust(name, key) {
      const limiter = limiters.get(name);
      const limit = settings[name];
      if (limiter && limit) await limiter.penalty(key, limit.points);
    },
  };
}

/** The key a client is counted under: a hash of its address, never the address itself. */
export function clientKey(c: Context, trust: TrustProxy): Promise<string> {
  return hashAddress(clientAddress(c, trust));
}

/** Counts the request against `name` for its client: null when allowed, else the seconds to wait. */
export async function consumeFor(limits: RateLimits, name: RateLimitName, c: Context, trust: TrustProxy): Promise<number | null> {
  return limits.consume(name, await clientKey(c, trust));
}

/** Middleware: counts the request against `name` for its client; a 429 with Retry-After past the limit. */
export function rateLimited(limits: RateLimits, name: RateLimitName, trust: TrustProxy): MiddlewareHandler {
  return async (c, next) => {
    const waitSeconds = await consumeFor(limits, name, c, trust);
    if (waitSeconds !== null) {
      c.header('Retry-After', String(waitSeconds));
      throw new ApiError(429, 'RATE_LIMITED', 'api.error.rateLimited', undefined, { minutes: Math.ceil(waitSeconds / 60) });
    }
    await next();
  };
}
