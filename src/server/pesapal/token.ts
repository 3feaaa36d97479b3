import { ok, type PesapalResult } from './result.ts';

/** A bearer token and the time (ms since epoch) Pesapal says it expires. */
export interface IssuedToken {
  token: string;
  expiresAt: number;
}

export interface TokenCacheOptions {
  /** Clock, injectable for tests. */
  now: () => number;
  /** Refresh this long before `expiresAt` (default 60 s). */
  marginMs?: number;
  /** Never keep a token longer than this (default 4 min, inside the documented 5-min life). */
  maxAgeMs?: number;
}

export interface TokenCache {
  /** A valid token: the cached one, or a fresh one (one request at a time for all callers). */
  get(): Promise<PesapalResult<string>>;
  /** Forget `token` after Pesapal refused it, so the next get() fetches a new one. */
  invalidate(token: string): void;
}

/** Caches the RequestToken answer until shortly before its `expiryDate`. */
export function createTokenCache(request: () => Promise<PesapalResult<IssuedToken>>, options: TokenCacheOptions): TokenCache {
  const marginMs = options.marginMs ?? 60_000;
  const maxAgeMs = options.maxAgeMs ?? 240_000;
  let cached: { token: string; validUntil: number } | null = null;
  let inFlight: Promise<PesapalResult<string>> | null = null;

  async function refresh(): Promise<PesapalResult<string>> {
    const issued = await request();
    if (!issued.ok) return issued;
    const obtainedAt = options.now();
    cached = { token: issued.data.token, validUntil: Math.min(issued.data.expiresAt - marginMs, obtainedAt + maxAgeMs) };
    return ok(issued.data.token);
  }

  return {
    get() {
      if (cached && options.now() < cached.validUntil) return Promise.resolve(ok(cached.token));
      inFlight ??= refresh().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    invalidate(token) {
      if (cached?.token === token) cached = null;
    },
  };
}
