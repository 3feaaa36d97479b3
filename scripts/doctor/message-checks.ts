import { emailConfigFromEnv, LOCAL_MAIL_FROM, verifySmtpLogin } from '../../src/server/email/index.ts';
import { fetchSmsAccount, LOCAL_STANDIN_CREDENTIALS, smsConfigFromEnv } from '../../src/server/sms/index.ts';
import { deliveryReportKeyFromEnv } from '../../src/server/sms/delivery-report-config.ts';
import { catcherSettings } from '../../local/mail/config.ts';
import { fail, ok, reading, reachFix, type Check } from './check.ts';

const SMTP_FIX =
  'set SMTP_URL to smtp://user:pass@host:587 or smtps://user:pass@host:465 (password URL-encoded) and MAIL_FROM to "Name <orders@your domain>"';
const AT_FIX = "set AT_ENV=live with AT_USERNAME and AT_API_KEY of the live app (Africa's Talking dashboard > Settings > API Key)";

/** The SMTP server takes SMTP_URL's login (nodemailer's verify: connect, TLS, login; nothing is sent). */
export const emailCheck: Check = {
  name: 'e-mail',
  async run(context) {
    const read = reading(() => emailConfigFromEnv(context.env), SMTP_FIX);
    if (!read.ok) return read.verdict;
    const config = read.value;
    if (context.production && config.from === LOCAL_MAIL_FROM) return fail("MAIL_FROM is the local catcher's sender", SMTP_FIX);
    if (context.production && catcherSettings(context.env).catchesMail)
      return fail("SMTP_URL is the local mail catcher's address: no mail would leave this machine", SMTP_FIX);
    const limit = context.callTimeoutMs;
    const login = await verifySmtpLogin({ ...config, timeoutsMs: { connection: limit, greeting: limit, socket: limit } });
    if (!login.ok) return fail(login.error, reachFix(context, SMTP_FIX));
    const how = login.login
      ? 'accepted the login of SMTP_URL'
      : `answered; SMTP_URL has no login${context.production ? ' (a relay that trusts this host)' : ''}`;
    return ok(`${login.server} ${how}; nothing sent; From ${config.from}`);
  },
};

/** Africa's Talking accepts the username and API key (the User Data API: the balance; nothing is sent). */
export const smsCheck: Check = {
  name: 'sms',
  async run(context) {
    const read = reading(() => smsConfigFromEnv(context.env), AT_FIX);
    if (!read.ok) return read.verdict;
    const key = reading(
      () => deliveryReportKeyFromEnv(context.env),
      "set AT_DELIVERY_REPORT_KEY (openssl rand -hex 24) and the delivery-report URL with it in Africa's Talking (docs/messages.md)",
    );
    if (!key.ok) return key.verdict;
    const config = read.value;
    if (context.production && config.env !== 'live')
      return fail(
        `AT_ENV is ${config.env}: SMS would go to ${config.env === 'sandbox' ? "Africa's Talking's simulator" : 'the stand-in'}, not to phones`,
        AT_FIX,
      );
    if (context.production && config.apiKey === LOCAL_STANDIN_CREDENTIALS.apiKey)
      return fail("AT_API_KEY is the stand-in's public key", AT_FIX);
    const account = await fetchSmsAccount({ ...config, timeoutMs: Math.min(config.timeoutMs, context.callTimeoutMs) });
    if (!account.ok) return fail(account.error, reachFix(context, AT_FIX));
    const where = config.env === 'local' ? `the stand-in at ${config.baseUrl}` : `Africa's Talking ${config.env}`;
    return ok(`${where} accepted app ${config.username} (balance ${account.balance}); nothing sent`);
  },
};
