import { createTransport } from 'nodemailer';
import { classifySmtpError } from './classify.ts';
import type { EmailConfig } from './config.ts';
import { connectByName } from './connect-by-name.ts';

/** One e-mail to one recipient, as the outbox hands it over. */
export interface EmailMessage {
  /** One address, e.g. amina@example.co.ke. */
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID header, deterministic so a resend is recognisable, e.g. <order-ab12cd34.order-received.email@solarshop.co.ke>. */
  messageId: string;
  replyTo?: string;
}

export type SendResult = { ok: true; providerMessageId: string; detail: string } | { ok: false; retryable: boolean; error: string };

export interface EmailSender {
  /** Sends over SMTP; never throws: a failure comes back typed, with whether a later try may succeed. */
  send(message: EmailMessage): Promise<SendResult>;
  /** Closes the transporter's connections. */
  close(): Promise<void> | void;
}

const ADDRESS = /^[^\s<>@,;"]+@[^\s<>@,;"]+\.[^\s<>@,;"]+$/;
const MESSAGE_ID = /^<[^\s<>@]+@[^\s<>@]+>$/;

/** What the door refuses before it speaks to a server: the message itself is wrong, so no retry helps. */
function invalid(message: EmailMessage): string | null {
  if (!ADDRESS.test(message.to)) return 'to must be one e-mail address';
  if (message.replyTo !== undefined && !ADDRESS.test(message.replyTo)) return 'replyTo must be one e-mail address';
  if (!MESSAGE_ID.test(message.messageId)) return 'messageId must look like <id@domain>';
  if (!message.subject.trim()) return 'subject is empty';
  return null;
}

/** Which runtime the door runs in: Node (nodemailer connects as it does), or workerd (the runtime opens the socket by the host's name: connect-by-name.ts). */
export type EmailHost = 'node' | 'workerd';

/** SMTP connections a Node host keeps open and sends over at once (nodemailer's pool); `?maxConnections=` on SMTP_URL overrides it. */
const SMTP_POOL_CONNECTIONS = 5;

/**
 * nodemailer's transporter for `config`, opened as `host` opens sockets. Under Node the connections
 * are pooled and reused (a sale day's e-mails once opened a connection, greeting and login each);
 * a Worker may not keep a socket between requests, so there each sender connects per message. The
 * pool never sends a message again by itself (maxRequeues 0): the outbox decides every retry and records it.
 */
export function smtpTransport(config: EmailConfig, host: EmailHost) {
  return createTransport({
    url: config.smtpUrl,
    connectionTimeout: config.timeoutsMs.connection,
    greetingTimeout: config.timeoutsMs.greeting,
    socketTimeout: config.timeoutsMs.socket,
    ...(host === 'workerd' ? { getSocket: connectByName } : { pool: true, maxConnections: SMTP_POOL_CONNECTIONS, maxRequeues: 0 }),
  });
}

/**
 * The one door to SMTP (nodemailer). One transporter per sender, reused for every message; under
 * Node its pooled connections stay open until `close()` (a Worker makes one sender per request).
 */
export function createEmailSender(config: EmailConfig, host: EmailHost = 'node'): EmailSender {
  const transporter = smtpTransport(config, host);
  return {
    async send(message) {
      const problem = invalid(message);
      if (problem) return { ok: false, retryable: false, error: `Invalid e-mail: ${problem}` };
      try {
        const info = await transporter.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
          ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
          messageId: message.messageId,
        });
        return { ok: true, providerMessageId: info.serverMessageId ?? info.messageId, detail: info.response };
      } catch (error) {
        return classifySmtpError(error);
      }
    },
    close: () => transporter.close(),
  };
}
