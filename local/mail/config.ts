import { z } from 'zod';
import { emailConfigFromEnv, LOCAL_CATCHER_DEFAULT_PORT } from '../../src/server/email/config.ts';
import type { CatcherLogin } from './smtp.ts';

const MAILBOX_DEFAULT_PORT = 4525;

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

/** The catcher's ports, from the environment. */
const catcherEnvSchema = z.object({
  /** SMTP port of the catcher (the local default SMTP_URL points here). */
  SMTP_CATCHER_PORT: port(LOCAL_CATCHER_DEFAULT_PORT),
  /** HTTP port of the mailbox page and its control API. */
  MAILBOX_PORT: port(MAILBOX_DEFAULT_PORT),
  /** With SMTP_CATCHER_PASSWORD: the only login the catcher accepts (any, or none, when unset). */
  SMTP_CATCHER_USER: z.string().optional(),
  SMTP_CATCHER_PASSWORD: z.string().optional(),
});

export interface CatcherSettings {
  smtpPort: number;
  mailboxPort: number;
  /** The mailbox page, http://127.0.0.1:<MAILBOX_PORT>. */
  mailboxUrl: string;
  /** Whether SMTP_URL leads to this catcher (unset, or loopback on SMTP_CATCHER_PORT); otherwise mail goes to a real server and no catcher runs. */
  catchesMail: boolean;
  /** The one login SMTP accepts (SMTP_CATCHER_USER and SMTP_CATCHER_PASSWORD); absent: any login, or none. */
  login?: CatcherLogin;
}

export function catcherSettings(env: Record<string, string | undefined>): CatcherSettings {
  const parsed = catcherEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid mail catcher setting ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  const { SMTP_CATCHER_PORT: smtpPort, MAILBOX_PORT: mailboxPort, SMTP_CATCHER_USER: user, SMTP_CATCHER_PASSWORD: password } = parsed.data;
  if (Boolean(user) !== Boolean(password))
    throw new Error('Invalid mail catcher setting SMTP_CATCHER_USER: set it together with SMTP_CATCHER_PASSWORD, or neither');
  const smtp = new URL(emailConfigFromEnv(env).smtpUrl);
  const loopback = smtp.hostname === '127.0.0.1' || smtp.hostname === 'localhost';
  return {
    smtpPort,
    mailboxPort,
    mailboxUrl: `http://127.0.0.1:${mailboxPort}`,
    catchesMail: loopback && Number(smtp.port) === smtpPort,
    ...(user && password ? { login: { user, password } } : {}),
  };
}
