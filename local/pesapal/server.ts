import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createPesapalSandbox, type PesapalSandbox, type SandboxOptions } from './app.ts';

export interface RunningSandbox extends PesapalSandbox {
  /** http://127.0.0.1:<port>, the PESAPAL_BASE_URL to give the door. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts the sandbox on loopback; port 0 picks a free port (tests). */
export function startPesapalSandbox(options: SandboxOptions & { port?: number; host?: string } = {}): Promise<RunningSandbox> {
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
