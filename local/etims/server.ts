import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { refuseInProduction } from '../production-guard.ts';
import { createEtimsStandIn, type EtimsStandIn, type EtimsStandInOptions } from './app.ts';

export interface RunningEtimsStandIn extends EtimsStandIn {
  /** http://127.0.0.1:<port>: its page and control API. */
  url: string;
  /** `<url>/etims-api/`, the ETIMS_BASE_URL to give the door. */
  baseUrl: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts the stand-in on loopback; port 0 picks a free port (tests). Throws where NODE_ENV is production. */
export function startEtimsStandIn(options: EtimsStandInOptions & { port?: number; host?: string } = {}): Promise<RunningEtimsStandIn> {
  refuseInProduction(
    'The eTIMS stand-in (local/etims)',
    'set ETIMS_ENV=production (or sandbox) with the PIN and device serial KRA approved',
  );
  const standIn = createEtimsStandIn(options);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: standIn.app.fetch, port: options.port ?? 0, hostname: host }, (info: AddressInfo) => {
      const url = `http://${host}:${info.port}`;
      resolve({
        ...standIn,
        url,
        baseUrl: `${url}/etims-api/`,
        port: info.port,
        stop: () =>
          new Promise<void>((done) => {
            standIn.close();
            server.close(() => done());
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.once('error', reject);
  });
}
