import { createEmailSender, emailConfigFromEnv, type EmailHost } from '../email/index.ts';
import { createSmsSender, smsConfigFromEnv } from '../sms/index.ts';
import type { MessageSenders } from './outbox-worker.ts';

/**
 * The outbox's doors from the environment: e-mail over SMTP_URL (nodemailer) and SMS through
 * Africa's Talking (AT_*); locally both default to the stand-ins `npm start` runs. The same settings
 * on both hosts; under workerd the e-mail door connects through the runtime (`host`). Throws naming
 * a setting that is wrong.
 */
export function messageSendersFromEnv(
  env: Record<string, string | undefined>,
  host: EmailHost = 'node',
): MessageSenders & { close(): Promise<void> } {
  const email = createEmailSender(emailConfigFromEnv(env), host);
  const sms = createSmsSender(smsConfigFromEnv(env));
  return { email, sms, close: async () => email.close() };
}
