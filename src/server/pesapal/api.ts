import { type z } from 'zod';
import type { PesapalConfig } from './config.ts';
import { callPesapal, type PesapalRequest, type Transport } from './http.ts';
import { failure, isAuthError, ok, type PesapalResult } from './result.ts';
import { createTokenCache, type IssuedToken } from './token.ts';
import {
  ipnList,
  ipnRegistration,
  simpleResponse,
  submitOrderRequest,
  submitOrderResponse,
  tokenResponse,
  transactionStatus,
  type IpnRegistration,
  type SubmitOrderRequest,
  type SubmitOrderResponse,
  type TransactionStatus,
} from './wire.ts';

/** Options of the low-level API beyond the config; all have production defaults. */
export interface PesapalApiOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /** Waits before each retry of a safe call (token, status, IPN list) after a retryable error. */
  retryDelaysMs?: number[];
  tokenMarginMs?: number;
}

/** An IPN URL registered with Pesapal, as GetIpnList lists it. */
interface RegisteredIpn {
  url: string;
  ipnId: string;
}

export interface PesapalApi {
  requestToken(): Promise<PesapalResult<IssuedToken>>;
  registerIpn(url: string, method: 'GET' | 'POST'): Promise<PesapalResult<IpnRegistration>>;
  /** The IPN URLs registered for these credentials (retried when safe). */
  getIpnList(): Promise<PesapalResult<RegisteredIpn[]>>;
  /** Sent once: never retried, except after Pesapal refused the token (nothing was created then). */
  submitOrder(order: SubmitOrderRequest): Promise<PesapalResult<SubmitOrderResponse>>;
  getTransactionStatus(orderTrackingId: string): Promise<PesapalResult<TransactionStatus>>;
  refund(request: {
    confirmationCode: string;
    amount: number;
    username: string;
    remarks: string;
  }): Promise<PesapalResult<{ message: string }>>;
  cancelOrder(orderTrackingId: string): Promise<PesapalResult<{ message: string }>>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The Pesapal 3.0 endpoints, typed, with token caching and the retry rules of the reference. */
export function createPesapalApi(config: PesapalConfig, options: PesapalApiOptions = {}): PesapalApi {
  const transport: Transport = { baseUrl: config.baseUrl, timeoutMs: config.timeoutMs, fetch: options.fetch ?? fetch };
  const now = options.now ?? Date.now;
  const retryDelaysMs = options.retryDelaysMs ?? [300, 1_000];

  async function withRetries<T>(call: () => Promise<PesapalResult<T>>): Promise<PesapalResult<T>> {
    let result = await call();
    for (const delay of retryDelaysMs) {
      if (result.ok || !result.error.retryable) return result;
      await sleep(delay);
      result = await call();
    }
    return result;
  }

  async function requestToken(): Promise<PesapalResult<IssuedToken>> {
    const answer = await withRetries(() =>
      callPesapal(
        transport,
        {
          method: 'POST',
          path: '/api/Auth/RequestToken',
          body: { consumer_key: config.consumerKey, consumer_secret: config.consumerSecret },
        },
        tokenResponse,
      ),
    );
    if (!answer.ok) return answer;
    return ok({ token: answer.data.token, expiresAt: Date.parse(answer.data.expiryDate) });
  }

  const tokens = createTokenCache(requestToken, {
    now,
    ...(options.tokenMarginMs === undefined ? {} : { marginMs: options.tokenMarginMs }),
  });

  /** Calls with a bearer token; when Pesapal refuses it, gets a new one and tries once more. */
  async function authorized<S extends z.ZodType>(
    request: Omit<PesapalRequest, 'token'>,
    schema: S,
    accept?: (json: unknown) => boolean,
  ): Promise<PesapalResult<z.output<S>>> {
    for (let attempt = 0; ; attempt++) {
      const token = await tokens.get();
      if (!token.ok) return token;
      const result = await callPesapal(transport, { ...request, token: token.data }, schema, accept);
      if (result.ok || !isAuthError(result.error) || attempt > 0) return result;
      tokens.invalidate(token.data);
    }
  }

  return {
    requestToken,
    registerIpn: (url, method) =>
      authorized({ method: 'POST', path: '/api/URLSetup/RegisterIPN', body: { url, ipn_notification_type: method } }, ipnRegistration),
    async getIpnList() {
      const answer = await withRetries(() => authorized({ method: 'GET', path: '/api/URLSetup/GetIpnList' }, ipnList));
      return answer.ok ? ok(answer.data.map((ipn) => ({ url: ipn.url, ipnId: ipn.ipn_id }))) : answer;
    },
    async submitOrder(order) {
      const valid = submitOrderRequest.safeParse(order);
      if (!valid.success) {
        const issue = valid.error.issues[0];
        return failure({
          kind: 'rejected',
          retryable: false,
          code: 'invalid_order',
          message: `${issue?.path.join('.') || 'order'}: ${issue?.message}`,
        });
      }
      return authorized({ method: 'POST', path: '/api/Transactions/SubmitOrderRequest', body: valid.data }, submitOrderResponse);
    },
    getTransactionStatus: (orderTrackingId) =>
      withRetries(() =>
        authorized(
          { method: 'GET', path: '/api/Transactions/GetTransactionStatus', query: { orderTrackingId } },
          transactionStatus,
          // A known status_code is an answer, even when the body calls "pending" an error.
          (json) => (json as { status_code?: unknown }).status_code !== null,
        ),
      ),
    async refund({ confirmationCode, amount, username, remarks }) {
      const answer = await authorized(
        {
          method: 'POST',
          path: '/api/Transactions/RefundRequest',
          body: { confirmation_code: confirmationCode, amount, username, remarks },
        },
        simpleResponse,
      );
      return answer.ok ? ok({ message: answer.data.message ?? '' }) : answer;
    },
    async cancelOrder(orderTrackingId) {
      const answer = await authorized(
        { method: 'POST', path: '/api/Transactions/CancelOrder', body: { order_tracking_id: orderTrackingId } },
        simpleResponse,
      );
      return answer.ok ? ok({ message: answer.data.message ?? '' }) : answer;
    },
  };
}
