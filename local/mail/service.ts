import type { LocalService } from '../service.ts';
import { catcherSettings } from './config.ts';
import { startMailCatcher } from './server.ts';

/**
 * `npm start` runs the mail catcher while SMTP_URL leads to it (the default): every e-mail, the
 * shop's and the auth stand-in's, lands on one mailbox page.
 */
export const mailCatcherService: LocalService = {
  name: 'Mail catcher',
  async start() {
    const settings = catcherSettings(process.env);
    if (!settings.catchesMail)
      return { rows: [['E-mail', `sent through SMTP_URL (${new URL(process.env.SMTP_URL ?? '').host})`]], stop() {} };
    const catcher = await startMailCatcher({
      smtpPort: settings.smtpPort,
      httpPort: settings.mailboxPort,
      ...(settings.login ? { login: settings.login } : {}),
    });
    return {
      rows: [
        ['Mailbox', catcher.url],
        [
          '  SMTP',
          `${catcher.smtpUrl} (every e-mail lands in the mailbox; nothing leaves this machine; ${settings.login ? `login ${settings.login.user} only` : 'any login'})`,
        ],
      ],
      stop: () => catcher.stop(),
    };
  },
};
