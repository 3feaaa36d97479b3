import type { SmsConfig } from './config.ts';
import { userDataSchema } from './wire.ts';

/** The application Africa's Talking knows by these credentials: its balance, or why it refused. */
export type SmsAccountResult = { ok: true; balance: string } | { ok: false; retryable: boolean; error: string };

const AT = "Africa's Talking";

/**
 * Asks the User Data API (GET {base}/version1/user?username=…, the `apiKey` header) for the
 * application's balance: a cheap proof that AT accepts the username and API key, and sends nothing.
 * Never throws. `fetcher` is injectable for tests.
 */
export async function fetchSmsAccount(config: SmsConfig, fetcher: typeof fetch = fetch): Promise<SmsAccountResult> {
  const url = new URL(`${config.baseUrl}/version1/user`);
  url.searchParams.set('username', config.username);
  let status: number;
  let body: string;
  try {
    const response = await fetcher(url, {
      headers: { apiKey: config.apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    status = response.status;
    body = await response.text();
  } catch (error) {
    const timeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return {
      ok: false,
      retryable: true,
      error: timeout ? `${AT} did not answer in ${config.timeoutMs} ms` : `Could not reach ${AT}: ${cause}`,
    };
  }
  if (status === 401) return { ok: false, retryable: false, error: `${AT} refused the username and API key (HTTP 401)` };
  if (status !== 200) return { ok: false, retryable: status >= 500, error: `HTTP ${status} from ${AT}` };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, retryable: true, error: `Unexpected answer from ${AT} (HTTP 200): not JSON` };
  }
  const parsed = userDataSchema.safeParse(json);
  if (!parsed.success) return { ok: false, retryable: false, error: `Unexpected answer from ${AT} (HTTP 200): no UserData.balance` };
  return { ok: true, balance: parsed.data.UserData.balance };
}
