import { startMailCatcher } from '../../local/mail/server.ts';
import { startPesapalSandbox } from '../../local/pesapal/server.ts';
import { startSmsStandIn } from '../../local/africastalking/server.ts';

/**
 * The doors' stand-ins for the checkout load section, in a process of their own as the real
 * services are elsewhere: the mail catcher, the Pesapal sandbox and the Africa's Talking stand-in
 * (no delivery reports), each on a free port. Prints their addresses as one JSON line; SIGTERM stops them.
 */
const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
const pesapal = await startPesapalSandbox({ port: 0 });
const sms = await startSmsStandIn({ port: 0 });
console.log(JSON.stringify({ smtpUrl: mail.smtpUrl, pesapalUrl: pesapal.url, smsUrl: sms.url }));
process.on('SIGTERM', () => {
  void Promise.all([mail.stop(), pesapal.stop(), sms.stop()]).finally(() => process.exit(0));
});
