import { LOCAL_STANDIN_CREDENTIALS, LOCAL_STANDIN_DEFAULT_PORT } from '../../src/server/sms/config.ts';
import type { LocalService } from '../service.ts';
import { startSmsStandIn } from './server.ts';

/**
 * `npm start` runs the stand-in when AT_ENV is local (the default) on AT_STANDIN_PORT (4530); the
 * door's local defaults point at the same port and credentials.
 */
export const smsStandInService: LocalService = {
  name: "Africa's Talking stand-in",
  async start() {
    const env = process.env.AT_ENV || 'local';
    if (env !== 'local') return { rows: [['SMS', `Africa's Talking ${env}`]], stop() {} };
    const port = Number(process.env.AT_STANDIN_PORT || LOCAL_STANDIN_DEFAULT_PORT);
    const standIn = await startSmsStandIn({ port, host: '127.0.0.1' });
    return {
      rows: [
        ['SMS outbox', `${standIn.url} (control API ${standIn.url}/__control/messages)`],
        ['  credentials', `${LOCAL_STANDIN_CREDENTIALS.username} / ${LOCAL_STANDIN_CREDENTIALS.apiKey}`],
        ['  refusals', 'numbers ending 0403, 0405, 0406, 0402 (and other AT codes) get that status'],
      ],
      stop: () => standIn.stop(),
    };
  },
};
