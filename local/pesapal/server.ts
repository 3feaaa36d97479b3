import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { refuseInProduction } from '../production-guard.ts';
import { createPesapalSandbox, type PesapalSandbox, type SandboxOptions } from './app.ts';

export interface RunningSandbox extends PesapalSandbox {
  /** http://127.0.0.1:<port>, the PESAPAL_BASE_URL to give the door. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts the sandbox on loopback; port 0 picks a free port (tests). Throws where NODE_ENV is production. */
export function startPesapalSandbox(options: SandboxOptions & { port?: number; host?: string } = {}): Promise<RunningSandbox> {
  refuseInProduction('The Pesapal sandbox (local/pesapal)', 'set PESAPAL_ENV=live (or sandbox) with the real consumer key and secret');
  const sandbox = createPesapalSandbox(options);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: sandbox.app.fetch, port: options.port ?? 0, hostname: host }, (info: AddressInfo) => {
      resolve({
        ...sandbox,
        url: `http://${host}:${info.port}`,
        port: info.port,
        stop: () =>
          new Promise<void>((done) => {
            sandbox.close();
            server.close(() => done());
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.once('error', reject);
  });
}
