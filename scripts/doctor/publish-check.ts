import { publishConfigFromEnv } from '../../src/server/publish/config.ts';
import { fail, ok, type Check } from './check.ts';

/**
 * Publish → live is configured as the server reads it: SANITY_WEBHOOK_SECRET and DEPLOY_HOOK_URL
 * set and well-formed. The hook is never called: a call starts a build.
 */
export const publishCheck: Check = {
  name: 'publish',
  async run(context) {
    const config = publishConfigFromEnv(context.env);
    if (!config.ok)
      return fail(
        `${config.reason}: publishing in the Studio would not rebuild the site (the webhook answers 503)`,
        'set SANITY_WEBHOOK_SECRET (openssl rand -hex 32, the same in the Sanity webhook) and DEPLOY_HOOK_URL (docs/deploy.md#publish-to-live)',
      );
    const { webhookSecret, deployHookUrl, burstMs } = config.settings;
    return ok(
      `webhook secret set (${webhookSecret.length} characters), deploy hook at ${new URL(deployHookUrl).host} (not called), bursts of ${burstMs / 1000} s`,
    );
  },
};
