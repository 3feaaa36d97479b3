import { failed, accepted, type SendResult } from './result.ts';
import { AT_STATUS_NAMES, sendAnswerSchema, type AtRecipient } from './wire.ts';

/**
 * How the door reads Africa's Talking's answers (reference section 1.3): pure, so the whole table
 * is tested without a network.
 */

/** 100 Processed, 101 Sent, 102 Queued: AT took the message; a delivery report follows. */
const ACCEPTED = new Set([100, 101, 102]);
/** Never worth a retry: the number is wrong or refuses us (403, 404, 406, 409), or AT holds the account (401). */
const PERMANENT = new Set([401, 403, 404, 406, 409]);
/** Our configuration is wrong: no retry helps until someone changes it. */
const CONFIG_HINTS: Readonly<Record<number, string>> = { 402: 'check AT_SENDER_ID' };
// Everything else (405 balance, 407 routing, 500-502 gateway, codes we do not know) may pass later.

const AT = "Africa's Talking";

/** The outcome for one recipient entry of a 201 answer. */
function classifyRecipient(recipient: AtRecipient, message: string): SendResult {
  const { statusCode, status, messageId } = recipient;
  if (ACCEPTED.has(statusCode)) return accepted(messageId, `${status}: ${message}`);
  const error = `${statusCode} ${status || AT_STATUS_NAMES[statusCode] || 'Unknown'}`;
  const hint = CONFIG_HINTS[statusCode];
  if (hint) return failed(false, `${error} (${hint})`);
  return failed(!PERMANENT.has(statusCode), error);
}

/** A 201 without recipients names its reason in `Message` instead (seen: "InvalidSenderId"). */
function classifyWithoutRecipient(message: string): SendResult {
  const code = Object.entries(AT_STATUS_NAMES).find(([, name]) => name === message.trim())?.[0];
  if (code)
    return classifyRecipient({ statusCode: Number(code), number: '', status: message.trim(), cost: '0', messageId: 'None' }, message);
  return failed(true, `No recipient in the answer of ${AT}: ${message.slice(0, 80)}`);
}

/** A short excerpt of a text body, for an error line; nothing for an empty body or an HTML page. */
function excerpt(body: string): string {
  const text = body.trim().replace(/\s+/g, ' ');
  return !text || text.startsWith('<') ? '' : `: ${text.slice(0, 80)}`;
}

/** The outcome of one answer to POST /version1/messaging, sent to `to`. */
export function classifyAnswer(httpStatus: number, body: string, to: string): SendResult {
  if (httpStatus === 401) return failed(false, `HTTP 401 from ${AT}${excerpt(body)} (check AT_USERNAME, AT_API_KEY and AT_SENDER_ID)`);
  if (httpStatus !== 201) return failed(true, `HTTP ${httpStatus} from ${AT}${excerpt(body)}`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return failed(true, `Unexpected answer from ${AT} (HTTP 201): not JSON`);
  }
  const parsed = sendAnswerSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return failed(true, `Unexpected answer from ${AT} (HTTP 201) at ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  const { Message, Recipients } = parsed.data.SMSMessageData;
  const recipient = Recipients.find((r) => r.number === to) ?? Recipients[0];
  return recipient ? classifyRecipient(recipient, Message) : classifyWithoutRecipient(Message);
}

/** The outcome of a send that got no answer: refused connection, reset socket, or our timeout. */
export function classifyNoAnswer(error: unknown, timeoutMs: number): SendResult {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return failed(true, `No answer from ${AT} within ${timeoutMs} ms`);
  const cause =
    error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
  return failed(true, `Could not reach ${AT}: ${cause}`);
}
