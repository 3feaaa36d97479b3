import { startMailCatcher } from './server.ts';
import { controlCaller } from '../control-client.ts';
import type { CatcherLogin } from './smtp.ts';
import type { CaughtMail, SmtpFault } from './state.ts';

/**
 * For tests: a catcher on free ports and a typed control client.
 *   const mail = await startMailCatcherForTests();
 *   const sender = createEmailSender(emailConfigFromEnv({ SMTP_URL: mail.smtpUrl }));
 *   await mail.control.fault('refuse-421', 1);
 *   expect(await mail.control.duplicates()).toBe(0);
 *   await mail.stop();
 */
interface MailCatcherControl {
  /** The caught mails, newest first. */
  messages(): Promise<CaughtMail[]>;
  /** How many mails repeated a Message-ID seen before (at-least-once delivery shows here). */
  duplicates(): Promise<number>;
  /** Forgets every mail, duplicate and pending fault. */
  reset(): Promise<void>;
  /** The next `times` RCPT/DATA commands get this reply (null clears it). */
  fault(fault: SmtpFault | null, times?: number): Promise<void>;
}

function mailCatcherControl(baseUrl: string): MailCatcherControl {
  const call = controlCaller(baseUrl, 'mail catcher');
  const mailbox = () => call<{ messages: CaughtMail[]; duplicates: number }>('GET', '/messages');
  return {
    messages: async () => (await mailbox()).messages,
    duplicates: async () => (await mailbox()).duplicates,
    reset: async () => void (await call('POST', '/reset')),
    fault: async (fault, times = 1) => void (await call('POST', '/faults', { fault, times })),
  };
}

export interface MailCatcherForTests {
  /** smtp://127.0.0.1:<port>: the SMTP_URL for the door. */
  smtpUrl: string;
  /** The mailbox page; the control API lives under /__control. */
  url: string;
  control: MailCatcherControl;
  stop(): Promise<void>;
}

/** `login`: the only user and password the catcher's SMTP accepts (any, or none, without). */
export async function startMailCatcherForTests(options: { login?: CatcherLogin } = {}): Promise<MailCatcherForTests> {
  const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, ...options });
  return { smtpUrl: catcher.smtpUrl, url: catcher.url, control: mailCatcherControl(catcher.url), stop: () => catcher.stop() };
}
