/** The one door to e-mail (SMTP via nodemailer). Nothing outside this folder knows nodemailer. */
export { createEmailSender } from './sender.ts';
export { verifySmtpLogin } from './verify.ts';
export type { LoginCheck } from './verify.ts';
export type { EmailHost, EmailMessage, EmailSender, SendResult } from './sender.ts';
export { emailConfigFromEnv, LOCAL_CATCHER_DEFAULT_PORT, LOCAL_MAIL_FROM, SMTP_TIMEOUTS_MS } from './config.ts';
export type { EmailConfig } from './config.ts';
export { classifySmtpError } from './classify.ts';
export type { SendFailure } from './classify.ts';
