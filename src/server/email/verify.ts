import { classifySmtpError, type SendFailure } from './classify.ts';
import type { EmailConfig } from './config.ts';
import { smtpTransport, type EmailHost } from './sender.ts';

/** What a login check found: the server and whether SMTP_URL carries a login (never the password). */
export type LoginCheck = { ok: true; server: string; login: boolean } | SendFailure;

/**
 * Connects to the SMTP server, says EHLO, upgrades to TLS where the URL asks for it and logs in
 * with SMTP_URL's user and password (nodemailer's verify()); sends nothing. Never throws: a refusal
 * comes back as a SendFailure, classified as a failed send would be.
 */
export async function verifySmtpLogin(config: EmailConfig, host: EmailHost = 'node'): Promise<LoginCheck> {
  const url = new URL(config.smtpUrl);
  const transporter = smtpTransport(config, host);
  try {
    await transporter.verify();
    return { ok: true, server: url.host, login: url.username !== '' };
  } catch (error) {
    return classifySmtpError(error);
  } finally {
    transporter.close();
  }
}
