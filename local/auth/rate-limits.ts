import type { Context, MiddlewareHandler } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimits } from './config.ts';
import type { AuthEnv } from './env.ts';
import { authError } from './errors.ts';

/** Supabase's per-IP limits count requests in 5-minute windows; its MFA limits, per minute. */
const IP_WINDOW_SECONDS = 300;
const MFA_WINDOW_SECONDS = 60;

/** The per-IP buckets; sign-ups and password sign-ins share one, as in Supabase; MFA challenges and verifications have one each. */
export type IpBucket = 'signInSignUps' | 'tokenRefresh' | 'verify' | 'mfaChallenge' | 'mfaVerify';

/** A refusal as GoTrue words it, with the seconds to wait before asking again. */
export interface Refusal {
  code: 'over_request_rate_limit' | 'over_email_send_rate_limit';
  message: string;
  retryAfterSeconds: number;
}

/** The 429 answer for a refusal, with a Retry-After header. */
export function refusalResponse(c: Context, refusal: Refusal): Response {
  c.header('Retry-After', String(refusal.retryAfterSeconds));
  return authError(c, 429, refusal.code, refusal.message);
}

/** The client is the socket's peer: the stand-in is local and trusts no forwarding header. */
export function clientAddress(c: Context<AuthEnv>): string {
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** Takes a point for `key`; null when allowed, else the milliseconds until the window frees one. */
async function take(limiter: RateLimiterMemory, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
    throw rejection;
  }
}

/** Supabase Auth's request and e-mail limits, kept in memory (the stand-in is one process). */
export function createRateLimiters(limits: RateLimits) {
  const buckets: Record<IpBucket, RateLimiterMemory> = {
    signInSignUps: new RateLimiterMemory({ keyPrefix: 'sign_in_sign_ups', points: limits.signInSignUps, duration: IP_WINDOW_SECONDS }),
    tokenRefresh: new RateLimiterMemory({ keyPrefix: 'token_refresh', points: limits.tokenRefresh, duration: IP_WINDOW_SECONDS }),
    verify: new RateLimiterMemory({ keyPrefix: 'verify', points: limits.verify, duration: IP_WINDOW_SECONDS }),
    mfaChallenge: new RateLimiterMemory({ keyPrefix: 'mfa_challenge', points: limits.mfaChallengeAndVerify, duration: MFA_WINDOW_SECONDS }),
    mfaVerify: new RateLimiterMemory({ keyPrefix: 'mfa_verify', points: limits.mfaChallengeAndVerify, duration: MFA_WINDOW_SECONDS }),
  };
  const perAddress = new RateLimiterMemory({ keyPrefix: 'email_frequency', points: 1, duration: limits.emailMaxFrequencySeconds });
  const projectEmails = new RateLimiterMemory({ keyPrefix: 'email_sent', points: limits.emailSent, duration: 3600 });

  async function request(c: Context<AuthEnv>, bucket: IpBucket): Promise<Response | null> {
    const waitMs = await take(buckets[bucket], clientAddress(c));
    if (waitMs === null) return null;
    return refusalResponse(c, {
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    });
  }

  return {
    /** Counts a request from the client's address; the 429 answer once its bucket is empty. */
    request,

    /** The same check as middleware, for routes limited as a whole. */
    guard(bucket: IpBucket): MiddlewareHandler<AuthEnv> {
      return async (c, next) => (await request(c, bucket)) ?? next();
    },

    /**
     * GoTrue's checks before an e-mail of `kind` goes to `address`, in its order: one per address per
     * max-frequency window, then the project-wide hourly cap. Only an allowed mail uses up either.
     */
    async email(kind: 'confirmation' | 'recovery', address: string): Promise<Refusal | null> {
      const key = `${kind}:${address.toLowerCase()}`;
      const last = await perAddress.get(key);
      if (last && last.remainingPoints <= 0) {
        return {
          code: 'over_email_send_rate_limit',
          message: `For security purposes, you can only request this after ${Math.floor(last.msBeforeNext / 1000)} seconds.`,
          retryAfterSeconds: Math.ceil(last.msBeforeNext / 1000),
        };
      }
      const waitMs = await take(projectEmails, 'project');
      if (waitMs !== null)
        return { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded', retryAfterSeconds: Math.ceil(waitMs / 1000) };
      await perAddress.penalty(key);
      return null;
    },
  };
}

export type RateLimiters = ReturnType<typeof createRateLimiters>;
