/**
 * What a failed send means for the caller (reference 3.1): try again later, or give up. Pure, so
 * the table is tested without a server.
 *
 *   EAUTH, ENOAUTH, ETLS, a TLS socket error   configuration: not retryable; fix SMTP_URL, then resend
 *   SMTP reply 4xx (421, 450, 451, 452)        transient: retry with backoff
 *   SMTP reply 5xx (550, 552, 553, 554)        permanent: retrying the same message gets the same answer
 *   ECONNECTION, ETIMEDOUT, ESOCKET, EDNS      network: retry (a timeout after DATA may mean a rare duplicate)
 *   anything else (EENVELOPE, EMESSAGE...)     the message itself is wrong: not retryable
 */

export interface SendFailure {
  ok: false;
  retryable: boolean;
  error: string;
}

/** The fields of a nodemailer error this reads (nodemailer's NodemailerError). */
export interface SmtpErrorLike {
  code?: string | undefined;
  responseCode?: number | undefined;
  response?: string | undefined;
  command?: string | undefined;
  message?: string | undefined;
  /** The socket's own code under a nodemailer one, e.g. ECONNREFUSED under ESOCKET. */
  originalCode?: string | undefined;
}

const CONFIGURATION: Record<string, string> = {
  EAUTH: 'the SMTP server refused the login: check the user and password in SMTP_URL',
  ENOAUTH: 'the SMTP server wants a login: put user:pass in SMTP_URL',
  ETLS: 'the TLS handshake or STARTTLS failed: check the scheme (smtps:// for port 465) and port in SMTP_URL',
};

/** Socket codes (under ESOCKET) that say the TLS settings are wrong, not the network: smtps:// on a plain port, a bad certificate. */
const TLS_SETTINGS = /^ERR_(SSL|TLS)_|CERT|SELF_SIGNED/;

const NETWORK = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

function describe(error: SmtpErrorLike): string {
  const code = error.code ? `${error.code}${error.originalCode ? `/${error.originalCode}` : ''}` : 'error';
  const reply = error.response
    ? `${error.command ? ` after ${error.command}` : ''}: ${error.response}`
    : `: ${error.message ?? 'no detail'}`;
  return `${code}${reply}`;
}

export function classifySmtpError(error: unknown): SendFailure {
  const e: SmtpErrorLike = typeof error === 'object' && error !== null ? (error as SmtpErrorLike) : { message: String(error) };
  const tls = e.originalCode !== undefined && TLS_SETTINGS.test(e.originalCode);
  const configuration = (e.code ? CONFIGURATION[e.code] : undefined) ?? (tls ? CONFIGURATION.ETLS : undefined);
  if (configuration) return { ok: false, retryable: false, error: `SMTP configuration: ${configuration} (${describe(e)})` };
  const reply = e.responseCode;
  if (reply !== undefined && reply >= 400 && reply < 500)
    return { ok: false, retryable: true, error: `SMTP ${reply}, transient: ${describe(e)}` };
  if (reply !== undefined && reply >= 500 && reply < 600)
    return { ok: false, retryable: false, error: `SMTP ${reply}, permanent: ${describe(e)}` };
  if (e.code && NETWORK.has(e.code)) return { ok: false, retryable: true, error: `SMTP network: ${describe(e)}` };
  return { ok: false, retryable: false, error: `SMTP send failed: ${describe(e)}` };
}
