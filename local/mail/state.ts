/** What the local SMTP catcher keeps, in memory: the mails it caught and the faults it should inject. */

export interface CaughtMail {
  /** Position in arrival order, 1 for the first mail since start or reset. */
  id: number;
  /** The envelope's recipients (RCPT TO), what the server was asked to deliver to. */
  to: string[];
  /** The From header (the envelope sender when the header is missing). */
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** The Message-ID header, with its angle brackets. */
  messageId: string | null;
  /** When the catcher received it (ISO 8601). */
  date: string;
  /** Whether an earlier mail carried the same Message-ID. */
  duplicate: boolean;
}

/** A refusal for the next SMTP commands, whatever the recipient: 421 closes the connection, 550 refuses for good. */
export const SMTP_FAULTS = ['refuse-421', 'refuse-550'] as const;
export type SmtpFault = (typeof SMTP_FAULTS)[number];

/** The SMTP replies the faults (and the fail-451 / fail-550 recipients) get. */
export const FAULT_REPLIES: Record<SmtpFault | 'fail-451' | 'fail-550', { code: number; text: string }> = {
  'refuse-421': { code: 421, text: 'Service not available, try again later (local catcher fault)' },
  'refuse-550': { code: 550, text: 'Refused by the local catcher (fault)' },
  'fail-451': { code: 451, text: 'Requested action aborted: try again later' },
  'fail-550': { code: 550, text: 'No such user here' },
};

/** The newest mails kept; older ones are dropped, so a catcher left running for days stays small. */
const MAX_MAILS = 1000;

export interface MailboxState {
  /** Oldest first. */
  mails: CaughtMail[];
  nextId: number;
  seenMessageIds: Set<string>;
  duplicates: number;
  fault: { kind: SmtpFault; remaining: number } | null;
}

export function createMailboxState(): MailboxState {
  return { mails: [], nextId: 1, seenMessageIds: new Set(), duplicates: 0, fault: null };
}

export function resetMailbox(state: MailboxState): void {
  Object.assign(state, createMailboxState());
}

/** Keeps a parsed mail, flagging a Message-ID seen before. */
export function recordMail(state: MailboxState, mail: Omit<CaughtMail, 'id' | 'duplicate'>): CaughtMail {
  const duplicate = mail.messageId !== null && state.seenMessageIds.has(mail.messageId);
  if (duplicate) state.duplicates += 1;
  if (mail.messageId !== null) state.seenMessageIds.add(mail.messageId);
  const caught: CaughtMail = { ...mail, id: state.nextId++, duplicate };
  state.mails.push(caught);
  if (state.mails.length > MAX_MAILS) state.mails.splice(0, state.mails.length - MAX_MAILS);
  return caught;
}

/** The fault the next RCPT or DATA command gets, if any; each use counts down, and the last one clears it. */
export function takeFault(state: MailboxState): SmtpFault | null {
  const fault = state.fault;
  if (!fault) return null;
  fault.remaining -= 1;
  if (fault.remaining <= 0) state.fault = null;
  return fault.kind;
}

/** The reply a recipient address asks for: fail-451…@ and fail-550…@ fail on purpose. */
export function recipientFault(address: string): 'fail-451' | 'fail-550' | null {
  const local = address.toLowerCase();
  if (local.startsWith('fail-451')) return 'fail-451';
  if (local.startsWith('fail-550')) return 'fail-550';
  return null;
}
