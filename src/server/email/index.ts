/** The one door to e-mail (SMTP via nodemailer). Nothing outside this folder knows nodemailer. */
export { createEmailSender } from './sender.ts';
export { verifySmtpLogin } from './verify.ts';
export type { EmailHost, EmailMessage, EmailSender, SendResult } from './sender.ts';
export { emailConfigFromEnv, LOCAL_MAIL_FROM } from './config.ts';
