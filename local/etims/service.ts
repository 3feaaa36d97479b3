import { etimsSettingsFromEnv, LOCAL_STANDIN_DEFAULT_PORT } from '../../src/server/etims/config.ts';
import type { LocalService } from '../service.ts';
import { startEtimsStandIn } from './server.ts';

/** Where `npm start` keeps the stand-in's devices, items, invoices and numbering across restarts (persist.ts); E2E runs (E2E=1) keep theirs in memory, as their database. */
const ETIMS_STATE_FILE = '.data/etims/standin.json';

/**
 * `npm start` runs the stand-in when ETIMS_ENV is local (the default) on ETIMS_STANDIN_PORT
 * (4560); the door's local defaults point at the same port, PIN and device serial.
 */
export const etimsStandInService: LocalService = {
  name: 'eTIMS stand-in',
  async start() {
    const settings = etimsSettingsFromEnv(process.env);
    if (!settings) return { rows: [['Tax invoices', 'eTIMS off (ETIMS_ENV=off): invoices wait']], stop() {} };
    if (settings.env !== 'local') return { rows: [['Tax invoices', `KRA eTIMS ${settings.env} (${settings.baseUrl})`]], stop() {} };
    const port = Number(process.env.ETIMS_STANDIN_PORT || LOCAL_STANDIN_DEFAULT_PORT);
    const stateFile = process.env.E2E === '1' ? undefined : ETIMS_STATE_FILE;
    const standIn = await startEtimsStandIn({ port, host: '127.0.0.1', ...(stateFile ? { stateFile } : {}) });
    const url = standIn.url;
    return {
      rows: [
        ['eTIMS stand-in', `${url} (control API ${url}/__control/invoices)`],
        ['  device', `PIN ${settings.pin}, branch ${settings.branchId}, serial ${settings.deviceSerial}`],
        ['  faults', `POST ${url}/__control/faults {"kind":"down"|"slow"|"error"} (see docs/tax.md)`],
        ['  kept in', stateFile ?? 'memory (E2E run)'],
      ],
      stop: () => standIn.stop(),
    };
  },
};
