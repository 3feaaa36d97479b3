import { randomUUID } from 'node:crypto';
import type { EmailSender } from '../../src/server/email/index.ts';
import { AUTH_MAIL_TEXTS, authMailLocale, type AuthMailKind } from './mail-texts.ts';
import type { AuthStore } from './store.ts';
import type { AuthUser } from './user-store.ts';

/** One e-mail of the stand-in: a line of text and the link it is about. */
interface AuthMail {
  to: string;
  subject: string;
  body: string;
  link: string;
}

/** What the stand-in asks to have mailed, as GoTrue's sendEmail gets it: the action, the user, the link's token and where it leads back. */
export interface AuthMailRequest {
  kind: AuthMailKind;
  user: AuthUser;
  /** The token the link carries (`/verify?token=`): what Supabase's hook payload calls `token_hash`. */
  token: string;
  redirectTo: string;
  /** The stand-in's external URL, `${publicUrl}/auth/v1`. */
  issuer: string;
}

/** Where the stand-in's e-mails go. */
export interface AuthMailer {
  deliver(request: AuthMailRequest): Promise<void>;
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
    deliver: (request) =>
      sendWritten(request, async (mail) => {
        const type = new URL(mail.link).searchParams.get('type') ?? 'mail';
        const result = await sender.send({
          to: mail.to,
          subject: mail.subject,
          text: `${mail.body}\n\n${mail.link}\n`,
          messageId: `<${type}.${randomUUID()}@auth.localhost>`,
        });
        if (!result.ok) throw new Error(`The auth stand-in could not send "${mail.subject}" to ${mail.to}: ${result.error}`);
      }),
  };
}

/** In-process tests without SMTP: mails are kept in auth.dev_mailbox, read back with store.mailbox(). */
export function databaseMailer(store: AuthStore): AuthMailer {
  return { mailboxUrl: null, deliver: (request) => sendWritten(request, (mail) => store.sendMail(mail)) };
}

function verifyLink(issuer: string, token: string, type: AuthMailKind, redirectTo: string): string {
  return `${issuer}/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
}

/** The stand-in's own wording (mail-texts.ts), for when no Send Email Hook is set: Supabase's templates. */
async function sendWritten(request: AuthMailRequest, send: (mail: AuthMail) => Promise<void>): Promise<void> {
  const { kind, user, token, redirectTo, issuer } = request;
  const { subject, body } = AUTH_MAIL_TEXTS[authMailLocale(kind, user.userMetadata, redirectTo)][kind];
  await send({ to: user.email, subject, body, link: verifyLink(issuer, token, kind, redirectTo) });
}

export async function sendConfirmation(
  mailer: AuthMailer,
  issuer: string,
  user: AuthUser,
  token: string,
  redirectTo: string,
): Promise<void> {
  await mailer.deliver({ kind: 'signup', user, token, redirectTo, issuer });
}

export async function sendRecovery(mailer: AuthMailer, issuer: string, user: AuthUser, token: string, redirectTo: string): Promise<void> {
  await mailer.deliver({ kind: 'recovery', user, token, redirectTo, issuer });
}
