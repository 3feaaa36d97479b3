/**
 * What every call through the Pesapal door returns: data, or a typed error. Nothing throws past
 * the door; `retryable` says whether the same call may succeed later.
 */
type PesapalErrorKind =
  /** No connection (refused, reset, DNS). */
  | 'network'
  /** No complete answer within the configured time. */
  | 'timeout'
  /** An HTTP failure status (5xx, 429, unexpected 4xx) without a usable Pesapal answer. */
  | 'http'
  /** An answer that is not the JSON Pesapal sends (HTML page, empty, wrong shape). */
  | 'invalid_response'
  /** Pesapal answered, and said no (bad credentials, invalid order, unknown tracking id...). */
  | 'rejected';

export interface PesapalError {
  kind: PesapalErrorKind;
  retryable: boolean;
  message: string;
  /** Pesapal's `error.code` when it sent one (e.g. invalid_api_credentials_provided). */
  code?: string;
  /** The HTTP status, when there was an answer. */
  httpStatus?: number;
}

export type PesapalResult<T> = { ok: true; data: T } | { ok: false; error: PesapalError };

export function ok<T>(data: T): PesapalResult<T> {
  return { ok: true, data };
}

export function failure<T = never>(error: PesapalError): PesapalResult<T> {
  return { ok: false, error };
}

/** Pesapal codes that mean the bearer token is missing, expired or wrong. */
export function isAuthError(error: PesapalError): boolean {
  return error.httpStatus === 401 || error.code === 'invalid_api_credentials_provided' || error.code === 'authentication_error';
}
