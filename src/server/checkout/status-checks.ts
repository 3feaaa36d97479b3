import type { PesapalClient, PesapalPaymentStatus, PesapalResult } from '../pesapal/index.ts';

type StatusResult = PesapalResult<PesapalPaymentStatus>;

export interface StatusChecks {
  /**
   * Pesapal's status of one payment, asked at most once at a time per tracking id: callers while a
   * question is out share its answer, and an answer younger than the cache window is reused.
   * `fresh` callers come because Pesapal says something changed (an IPN, the shopper's return
   * after paying): they never take an older answer, only a question another fresh caller has out.
   */
  status(orderTrackingId: string, options?: { fresh?: boolean }): Promise<StatusResult>;
}

export interface StatusCheckOptions {
  /** How long an answer is reused for the payment page's polling (default 3 s, its interval). */
  cacheMs?: number;
  now?: () => number;
  /** Payments remembered at once; past this the oldest are forgotten. */
  maxEntries?: number;
}

/** Coalesces GetTransactionStatus per tracking id, so no stranger can make us call Pesapal at will. */
export function createStatusChecks(pesapal: Pick<PesapalClient, 'getStatus'>, options: StatusCheckOptions = {}): StatusChecks {
  const cacheMs = options.cacheMs ?? 3_000;
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 5_000;
  const inFlight = new Map<string, { question: Promise<StatusResult>; fresh: boolean }>();
  const answered = new Map<string, { result: StatusResult; at: number }>();

  function ask(orderTrackingId: string, fresh: boolean): Promise<StatusResult> {
    const question: Promise<StatusResult> = pesapal
      .getStatus(orderTrackingId)
      .then((result) => {
        answered.delete(orderTrackingId);
        if (result.ok) {
          answered.set(orderTrackingId, { result, at: now() });
          if (answered.size > maxEntries) answered.delete(answered.keys().next().value as string);
        }
        return result;
      })
      .finally(() => {
        if (inFlight.get(orderTrackingId)?.question === question) inFlight.delete(orderTrackingId);
      });
    inFlight.set(orderTrackingId, { question, fresh });
    return question;
  }

  return {
    status(orderTrackingId, { fresh = false } = {}) {
      const pending = inFlight.get(orderTrackingId);
      if (pending && (pending.fresh || !fresh)) return pending.question;
      if (fresh) return ask(orderTrackingId, true);
      const recent = answered.get(orderTrackingId);
      if (recent && now() - recent.at < cacheMs) return Promise.resolve(recent.result);
      return ask(orderTrackingId, false);
    },
  };
}
