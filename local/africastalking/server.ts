import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { refuseInProduction } from '../production-guard.ts';
import { createSmsStandIn, type SmsStandIn } from './app.ts';
import { cancelPendingReports, type ReportSettings } from './state.ts';

export interface RunningSmsStandIn extends SmsStandIn {
  /** http://127.0.0.1:<port>, the AT_BASE_URL to give the door. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts the stand-in on loopback; port 0 picks a free port (tests). `reports` says where and when
 * it posts delivery reports (none without a URL). Throws where NODE_ENV is production.
 */
export function startSmsStandIn(
  options: { port?: number; host?: string; reports?: Partial<ReportSettings> } = {},
): Promise<RunningSmsStandIn> {
  refuseInProduction("The Africa's Talking stand-in (local/africastalking)", 'set AT_ENV=live with the real AT_USERNAME and AT_API_KEY');
  const standIn = createSmsStandIn(options.reports);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: standIn.app.fetch, port: options.port ?? 0, hostname: host }, (info: AddressInfo) => {
      resolve({
        ...standIn,
        url: `http://${host}:${info.port}`,
        port: info.port,
        stop: () =>
          new Promise<void>((done) => {
            cancelPendingReports(standIn.state);
            server.close(() => done());
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.once('error', reject);
  });
}
