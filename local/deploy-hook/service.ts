import type { LocalService } from '../service.ts';
import { deployStandInPort, localPublishDefaults } from '../start-defaults.ts';
import type { ServedSite } from './app.ts';
import { astroBuild } from './builder.ts';
import { startDeployHook } from './server.ts';
import { buildFolders } from './swap.ts';

/**
 * `npm start` runs the stand-in on DEPLOY_STANDIN_PORT (4540) unless DEPLOY_HOOK_URL names a real
 * hook (or NODE_ENV is production), and points publish → live at it:
 * DEPLOY_HOOK_URL and SANITY_WEBHOOK_SECRET default to the stand-in and the public local secret
 * (local/start-defaults.ts; set before the shop starts, which reads them). Its rebuilds replace dist/ and tell `site()`,
 * the shop's server once it runs, to read the new build.
 */
export function deployHookService(site: () => ServedSite | undefined): LocalService {
  return {
    name: 'Deploy hook stand-in',
    async start() {
      if (process.env.DEPLOY_HOOK_URL) return { rows: [['Deploy hook', new URL(process.env.DEPLOY_HOOK_URL).origin]], stop() {} };
      if (process.env.NODE_ENV === 'production')
        return { rows: [['Deploy hook', 'not set: POST /api/hooks/sanity answers 503 (DEPLOY_HOOK_URL)']], stop() {} };
      const hook = await startDeployHook({
        port: deployStandInPort(process.env),
        folders: buildFolders('dist'),
        build: astroBuild(process.env),
        site,
      });
      Object.assign(process.env, localPublishDefaults(process.env, hook.url));
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
