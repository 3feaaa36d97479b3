import type { Recipient } from './recipients.ts';
import { recordReport, type Fault, type ReportFields, type StandInState } from './state.ts';

/**
 * The delivery reports the stand-in posts after accepting a message, as Africa's Talking does
 * (reference sections 1.4 and 2): form-encoded, to the configured URL, after a delay. The number's
 * last four digits choose the outcome; every other number is delivered.
 */

/** The sandbox's network ("Athena"), which the stand-in reports for every number. */
const STANDIN_NETWORK_CODE = '99999';

/** Numbers whose reports are not Success: a number that does not exist, a phone switched off, a refusal by the network. */
export const REPORT_OUTCOMES: ReadonlyArray<{ ending: string; status: string; failureReason?: string }> = [
  { ending: '0999', status: 'Failed', failureReason: 'UserDoesNotExist' },
  { ending: '0998', status: 'Buffered' },
  { ending: '0997', status: 'Rejected', failureReason: 'UserInBlackList' },
];

/** The report for a message accepted for `number`. */
export function reportFor(messageId: string, number: string): ReportFields {
  const outcome = REPORT_OUTCOMES.find((o) => number.endsWith(o.ending));
  const fields: ReportFields = {
    id: messageId,
    status: outcome?.status ?? 'Success',
    phoneNumber: number,
    networkCode: STANDIN_NETWORK_CODE,
  };
  return outcome?.failureReason ? { ...fields, failureReason: outcome.failureReason } : fields;
}

/** How long the shop has to answer a report. */
const ANSWER_TIMEOUT_MS = 5_000;

/** Where reports go, without the key: the URL's origin and path. */
export function withoutKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

async function post(state: StandInState, url: string, fields: ReportFields): Promise<void> {
  const at = new Date().toISOString();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields }).toString(),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    await response.body?.cancel();
    recordReport(state, { at, to: withoutKey(url), fields, httpStatus: response.status, error: null });
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    recordReport(state, { at, to: withoutKey(url), fields, httpStatus: null, error: reason });
  }
}

/**
 * Posts a report for each accepted recipient once the delay has passed, unless no URL is set or
 * the request's fault says otherwise: `dlr-none` sends none, `dlr-duplicate` each twice,
 * `dlr-delay:<ms>` waits that long instead.
 */
export function scheduleReports(state: StandInState, recipients: readonly Recipient[], fault: Fault | null): void {
  const { url, delayMs } = state.reportSettings;
  if (!url || fault?.kind === 'dlr-none') return;
  const copies = fault?.kind === 'dlr-duplicate' ? 2 : 1;
  const delay = fault?.kind === 'dlr-delay' ? fault.ms : delayMs;
  for (const recipient of recipients) {
    if (recipient.messageId === 'None') continue;
    const fields = reportFor(recipient.messageId, recipient.number);
    const timer = setTimeout(async () => {
      for (let i = 0; i < copies; i++) await post(state, url, fields);
      state.pendingReports.delete(timer);
    }, delay);
    timer.unref();
    state.pendingReports.add(timer);
  }
}
