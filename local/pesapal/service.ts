import { LOCAL_SANDBOX_CREDENTIALS, LOCAL_SANDBOX_DEFAULT_PORT } from '../../src/server/pesapal/config.ts';
import type { LocalService } from '../service.ts';
import { startPesapalSandbox } from './server.ts';

/** Where `npm start` keeps the sandbox's orders across restarts (persist.ts); E2E runs (E2E=1) keep theirs in memory, as their database. */
const SANDBOX_STATE_FILE = '.data/pesapal/sandbox.json';

/**
 * `npm start` runs the sandbox when PESAPAL_ENV is local (the default) on PESAPAL_SANDBOX_PORT
 * (4500); the door's local defaults point at the same port and credentials.
 */
export const pesapalSandboxService: LocalService = {
  name: 'Pesapal sandbox',
  async start() {
    const env = process.env.PESAPAL_ENV || 'local';
    if (env !== 'local')
      return { rows: [['Payments', `Pesapal ${env} (${env === 'live' ? 'real money' : 'cybqa.pesapal.com'})`]], stop() {} };
    const port = Number(process.env.PESAPAL_SANDBOX_PORT || LOCAL_SANDBOX_DEFAULT_PORT);
    const stateFile = process.env.E2E === '1' ? undefined : SANDBOX_STATE_FILE;
    const sandbox = await startPesapalSandbox({ port, host: '127.0.0.1', ...(stateFile ? { stateFile } : {}) });
    const url = sandbox.url;
    return {
      rows: [
        ['Pesapal sandbox', `${url} (control API ${url}/__control/stats)`],
        ['  credentials', `${LOCAL_SANDBOX_CREDENTIALS.consumerKey} / ${LOCAL_SANDBOX_CREDENTIALS.consumerSecret}`],
        ['  orders kept in', stateFile ?? 'memory (E2E run)'],
        ['  M-PESA', 'any Kenyan number, then "Enter PIN and approve" (or Cancel, Wrong PIN, Time out)'],
        ['  cards', '4111 1111 1111 1111 or 5555 5555 5555 4444 approve, 4000 0000 0000 0002 declines; any future expiry, any CVV'],
      ],
      stop: () => sandbox.stop(),
    };
  },
};
