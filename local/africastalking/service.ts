import { LOCAL_STANDIN_CREDENTIALS, LOCAL_STANDIN_DEFAULT_PORT } from '../../src/server/sms/config.ts';
import { deliveryReportKeyFromEnv, deliveryReportUrl, LOCAL_DELIVERY_REPORT_KEY } from '../../src/server/sms/delivery-report-config.ts';
import type { LocalService } from '../service.ts';
import { REPORT_OUTCOMES, withoutKey } from './delivery-reports.ts';
import { startSmsStandIn } from './server.ts';

/**
 * `npm start` runs the stand-in when AT_ENV is local (the default) on AT_STANDIN_PORT (4530); the
 * door's local defaults point at the same port and credentials. Its delivery reports go to the
 * shop `npm start` serves on PORT, with the shop's key (AT_STANDIN_DELIVERY_REPORT_URL overrides):
 * the shop starts after the stand-ins, but nothing is reported before it has sent a message.
 */
export const smsStandInService: LocalService = {
  name: "Africa's Talking stand-in",
  async start() {
    const env = process.env.AT_ENV || 'local';
    if (env !== 'local') return { rows: [['SMS', `Africa's Talking ${env}`]], stop() {} };
    const port = Number(process.env.AT_STANDIN_PORT || LOCAL_STANDIN_DEFAULT_PORT);
    const shop = `http://127.0.0.1:${process.env.PORT || 4321}`;
    const url =
      process.env.AT_STANDIN_DELIVERY_REPORT_URL ||
      deliveryReportUrl(shop, deliveryReportKeyFromEnv(process.env) ?? LOCAL_DELIVERY_REPORT_KEY);
    if (!URL.canParse(url)) throw new Error(`Invalid setting AT_STANDIN_DELIVERY_REPORT_URL: not an absolute URL: "${url}"`);
    const standIn = await startSmsStandIn({ port, host: '127.0.0.1', reports: { url } });
    return {
      rows: [
        ['SMS outbox', `${standIn.url} (control API ${standIn.url}/__control/messages)`],
        ['  credentials', `${LOCAL_STANDIN_CREDENTIALS.username} / ${LOCAL_STANDIN_CREDENTIALS.apiKey}`],
        ['  refusals', 'numbers ending 0403, 0405, 0406, 0402 (and other AT codes) get that status'],
        ['  reports', `to ${withoutKey(url)}; numbers ending ${REPORT_OUTCOMES.map((o) => `${o.ending} ${o.status}`).join(', ')}`],
      ],
      stop: () => standIn.stop(),
    };
  },
};
