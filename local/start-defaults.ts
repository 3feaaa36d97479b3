import { LOCAL_WEBHOOK_SECRET } from '../src/server/publish/config.ts';
import { LOCAL_SEND_EMAIL_HOOK_SECRET } from '../src/server/auth/send-email-hook.ts';

/**
 * What `npm start` fills in before the shop reads its settings, written once: npm start uses it,
 * and `npm run doctor` judges a local setup with the same values. Every other local default lives
 * in the parser of its door (the stand-ins' addresses and public credentials).
 */

type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_PORT = 4321;
/** Where `npm start` runs the deploy hook stand-in (DEPLOY_STANDIN_PORT). */
const DEPLOY_STANDIN_DEFAULT_PORT = 4540;

/** The shop's address under npm start when SITE_URL is unset. */
export function localSiteUrl(env: Env): string {
  return `http://localhost:${env.PORT || DEFAULT_PORT}`;
}

export function deployStandInPort(env: Env): number {
  return Number(env.DEPLOY_STANDIN_PORT || DEPLOY_STANDIN_DEFAULT_PORT);
}

/**
 * Publish → live under npm start: DEPLOY_HOOK_URL at the deploy hook stand-in (`hookOrigin`, by
 * default on DEPLOY_STANDIN_PORT) and SANITY_WEBHOOK_SECRET, unless set, the public local secret.
 * Null where npm start runs no stand-in: DEPLOY_HOOK_URL names a hook, or NODE_ENV is production.
 */
export function localPublishDefaults(
  env: Env,
  hookOrigin = `http://127.0.0.1:${deployStandInPort(env)}`,
): { DEPLOY_HOOK_URL: string; SANITY_WEBHOOK_SECRET: string } | null {
  if (env.DEPLOY_HOOK_URL || env.NODE_ENV === 'production') return null;
  return { DEPLOY_HOOK_URL: `${hookOrigin}/deploy`, SANITY_WEBHOOK_SECRET: env.SANITY_WEBHOOK_SECRET || LOCAL_WEBHOOK_SECRET };
}

/** The environment the shop reads under npm start: `env` with SITE_URL, publish → live and the Send Email Hook's secret (local/auth/hook-mailer.ts) filled in. */
export function localStartEnvironment(env: Env): Record<string, string | undefined> {
  return {
    ...env,
    SITE_URL: env.SITE_URL || localSiteUrl(env),
    ...localPublishDefaults(env),
    SEND_EMAIL_HOOK_SECRET: env.SEND_EMAIL_HOOK_SECRET || LOCAL_SEND_EMAIL_HOOK_SECRET,
  };
}
