import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { refuseInProduction } from '../production-guard.ts';
import { createDeployHookStandIn, type DeployHookOptions, type DeployHookStandIn } from './app.ts';

export interface RunningDeployHook extends DeployHookStandIn {
  /** http://127.0.0.1:<port>; the hook is `${url}/deploy`. */
  url: string;
  stop(): Promise<void>;
}

/** Starts the stand-in on loopback (port 0: a free one); throws where NODE_ENV is production. */
export function startDeployHook(options: DeployHookOptions & { port?: number; host?: string }): Promise<RunningDeployHook> {
  refuseInProduction('The deploy hook stand-in (local/deploy-hook)', 'set DEPLOY_HOOK_URL to the Cloudflare Pages deploy hook');
  const standIn = createDeployHookStandIn(options);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: standIn.app.fetch, port: options.port ?? 0, hostname: host }, (info: AddressInfo) => {
      resolve({
        ...standIn,
        url: `http://${host}:${info.port}`,
        // A build under way is left to finish on its own (tests wait for idle() first).
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.once('error', reject);
  });
}
