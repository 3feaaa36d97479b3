import { LOCAL_WEBHOOK_SECRET } from '../../src/server/publish/config.ts';
import type { LocalService } from '../service.ts';
import type { ServedSite } from './app.ts';
import { astroBuild } from './builder.ts';
import { startDeployHook } from './server.ts';
import { buildFolders } from './swap.ts';

/** Where `npm start` runs the deploy hook stand-in (DEPLOY_STANDIN_PORT). */
export const DEPLOY_STANDIN_DEFAULT_PORT = 4540;

/**
 * `npm start` runs the stand-in on DEPLOY_STANDIN_PORT (4540) unless DEPLOY_HOOK_URL names a real
 * hook (or NODE_ENV is production), and points publish → live at it:
 * DEPLOY_HOOK_URL and SANITY_WEBHOOK_SECRET default to the stand-in and the public local secret
 * (set before the shop starts, which reads them). Its rebuilds replace dist/ and tell `site()`,
 * the shop's server once it runs, to read the new build.
 */
export function deployHookService(site: () => ServedSite | undefined): LocalService {
  return {
    name: 'Deploy hook stand-in',
    async start() {
      if (process.env.DEPLOY_HOOK_URL) return { rows: [['Deploy hook', new URL(process.env.DEPLOY_HOOK_URL).origin]], stop() {} };
      if (process.env.NODE_ENV === 'production')
        return { rows: [['Deploy hook', 'not set: POST /api/hooks/sanity answers 503 (DEPLOY_HOOK_URL)']], stop() {} };
      const port = Number(process.env.DEPLOY_STANDIN_PORT || DEPLOY_STANDIN_DEFAULT_PORT);
      const hook = await startDeployHook({ port, folders: buildFolders('dist'), build: astroBuild(process.env), site });
      process.env.DEPLOY_HOOK_URL = `${hook.url}/deploy`;
      process.env.SANITY_WEBHOOK_SECRET ||= LOCAL_WEBHOOK_SECRET;
      return {
        rows: [
          ['Deploy hook', `${hook.url} (rebuilds dist/; control API ${hook.url}/__control/runs)`],
          ['  publish', 'npm run content:publish -- <document id> (signed as Sanity signs its webhook)'],
        ],
        stop: () => hook.stop(),
      };
    },
  };
}
