import { randomUUID } from 'node:crypto';
import type { EmailSender } from '../../src/server/email/index.ts';
import type { AuthStore } from './store.ts';

/** One e-mail of the stand-in: a line of text and the link it is about. */
export interface AuthMail {
  to: string;
  subject: string;
  body: string;
  link: string;
}

/** Where the stand-in's e-mails go. */
export interface AuthMailer {
  send(mail: AuthMail): Promise<void>;
  /** The page that shows them, where /mailbox sends a developer; null when mail leaves this machine. */
  mailboxUrl: string | null;
}

/**
 * `npm start` and the browser tests: the e-mail door, pointed at SMTP_URL (the local catcher by
 * default), so auth mails land in the same mailbox as the shop's. Like GoTrue, a mail that
 * cannot be sent fails the request.
 */
export function smtpMailer(sender: EmailSender, mailboxUrl: string | null): AuthMailer {
  return {
    mailboxUrl,
    async send(mail) {
      const type = new URL(mail.link).searchParams.get('type') ?? 'mail';
      const result = await sender.send({
        to: mail.to,
        subject: mail.subject,
        text: `${mail.body}\n\n${mail.link}\n`,
        messageId: `<${type}.${randomUUID()}@auth.localhost>`,
      });
      if (!result.ok) throw new Error(`The auth stand-in could not send "${mail.subject}" to ${mail.to}: ${result.error}`);
    },
  };
}

/** In-process tests without SMTP: mails are kept in auth.dev_mailbox, read back with store.mailbox(). */
export function databaseMailer(store: AuthStore): AuthMailer {
  return { mailboxUrl: null, send: (mail) => store.sendMail(mail) };
}

function verifyLink(issuer: string, token: string, type: 'signup' | 'recovery', redirectTo: string): string {
  return `${issuer}/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
}

export async function sendConfirmation(mailer: AuthMailer, issuer: string, email: string, token: string, redirectTo: string): Promise<void> {
  await mailer.send({ to: email, subject: 'Confirm Your Signup', body: 'Follow this link to confirm your user:', link: verifyLink(issuer, token, 'signup', redirectTo) });
}

export async function sendRecovery(mailer: AuthMailer, issuer: string, email: string, token: string, redirectTo: string): Promise<void> {
  await mailer.send({ to: email, subject: 'Reset Your Password', body: 'Follow this link to reset the password for your user:', link: verifyLink(issuer, token, 'recovery', redirectTo) });
}
