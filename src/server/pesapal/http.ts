import type { z } from 'zod';
import { bodyError } from './wire.ts';
import { failure, ok, type PesapalResult } from './result.ts';

/** Where and how the door sends requests. `fetch` is injectable for tests. */
export interface Transport {
  baseUrl: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

export interface PesapalRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
}

function describe(error: unknown): { timeout: boolean; message: string } {
  const name = error instanceof Error ? error.name : '';
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  if (name === 'TimeoutError' || name === 'AbortError') return { timeout: true, message: 'Pesapal did not answer in time' };
  return { timeout: false, message: `Could not reach Pesapal${cause || (error instanceof Error ? `: ${error.message}` : '')}` };
}

/** The answer of one HTTP exchange: status and parsed JSON, or a transport-level error. */
async function exchange(transport: Transport, request: PesapalRequest): Promise<PesapalResult<{ httpStatus: number; json: unknown }>> {
  const url = new URL(`${transport.baseUrl}${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let httpStatus: number;
  let text: string;
  try {
    // Called unbound: workerd refuses `fetch` called as a method of another object ("Illegal invocation").
    const send = transport.fetch;
    const response = await send(url, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(transport.timeoutMs),
    });
    httpStatus = response.status;
    text = await response.text();
  } catch (error) {
    const { timeout, message } = describe(error);
    return failure({ kind: timeout ? 'timeout' : 'network', retryable: true, message });
  }
  const transient = httpStatus >= 500 || httpStatus === 429;
  if (!text.trim()) {
    return failure({
      kind: transient ? 'http' : 'invalid_response',
      retryable: true,
      httpStatus,
      message: `Pesapal sent an empty answer (HTTP ${httpStatus})`,
    });
  }
  try {
    return ok({ httpStatus, json: JSON.parse(text) as unknown });
  } catch {
    const html = /^\s*</.test(text);
    return failure({
      kind: transient ? 'http' : 'invalid_response',
      retryable: true,
      httpStatus,
      message: `Pesapal sent ${html ? 'an HTML page' : 'an answer that is not JSON'} (HTTP ${httpStatus})`,
    });
  }
}

/**
 * One Pesapal call: sends, then decides on the body (status/error fields), not on the HTTP code
 * alone. `accept` may claim a body before the generic error check (GetTransactionStatus reports
 * a pending payment with an error object and status "500").
 */
export async function callPesapal<S extends z.ZodType>(
  transport: Transport,
  request: PesapalRequest,
  schema: S,
  accept?: (json: unknown) => boolean,
): Promise<PesapalResult<z.output<S>>> {
  const answer = await exchange(transport, request);
  if (!answer.ok) return answer;
  const { httpStatus, json } = answer.data;
  const parsed = schema.safeParse(json);
  if (parsed.success && accept?.(json)) return ok(parsed.data);
  const said = bodyError(json);
  if (httpStatus === 401 || httpStatus === 403) {
    return failure({
      kind: 'rejected',
      retryable: false,
      httpStatus,
      code: said?.code ?? 'invalid_api_credentials_provided',
      message: said?.message ?? `Pesapal refused the credentials (HTTP ${httpStatus})`,
    });
  }
  if (httpStatus >= 500 || httpStatus === 429) {
    return failure({
      kind: 'http',
      retryable: true,
      httpStatus,
      ...(said?.code ? { code: said.code } : {}),
      message: `Pesapal failed with HTTP ${httpStatus}${said ? `: ${said.message}` : ''}`,
    });
  }
  if (said) {
    return failure({ kind: 'rejected', retryable: false, httpStatus, ...(said.code ? { code: said.code } : {}), message: said.message });
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return failure({
      kind: httpStatus >= 400 ? 'http' : 'invalid_response',
      retryable: false,
      httpStatus,
      message: `Unexpected Pesapal answer (HTTP ${httpStatus}) at ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
    });
  }
  return ok(parsed.data);
}
