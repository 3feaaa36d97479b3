import { DEFAULT_BURST_SECONDS } from './burst.ts';

/**
 * The settings of publish → live: the secret Sanity signs its webhook with (SANITY_WEBHOOK_SECRET),
 * the host's deploy hook (DEPLOY_HOOK_URL, a Cloudflare Pages deploy hook) and the burst window
 * (DEPLOY_BURST_SECONDS). A setting missing or wrong does not stop the shop: the webhook answers
 * 503 with the reason (and the closers log it), since everything else works without it.
 */

interface PublishSettings {
  webhookSecret: string;
  deployHookUrl: string;
  burstMs: number;
}

export type PublishConfig = { ok: true; settings: PublishSettings } | { ok: false; reason: string };

/** `npm start`'s secret: public, like the other stand-ins' keys, and refused with NODE_ENV=production. */
export const LOCAL_WEBHOOK_SECRET = 'local-sanity-webhook-secret';

const refuse = (reason: string): PublishConfig => ({ ok: false, reason });

export function publishConfigFromEnv(env: Record<string, string | undefined>): PublishConfig {
  const production = env.NODE_ENV === 'production';
  const secret = env.SANITY_WEBHOOK_SECRET?.trim() ?? '';
  const hook = env.DEPLOY_HOOK_URL?.trim() ?? '';
  const missing = [...(secret ? [] : ['SANITY_WEBHOOK_SECRET']), ...(hook ? [] : ['DEPLOY_HOOK_URL'])];
  if (missing.length > 0) return refuse(`${missing.join(' and ')} not set`);
  if (secret.length < 16) return refuse('SANITY_WEBHOOK_SECRET is shorter than 16 characters');
  if (production && secret === LOCAL_WEBHOOK_SECRET) return refuse('SANITY_WEBHOOK_SECRET is the public local one');
  let url: URL;
  try {
    url = new URL(hook);
  } catch {
    return refuse('DEPLOY_HOOK_URL is not an absolute URL');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !production)) return refuse('DEPLOY_HOOK_URL must be https');
  const seconds = env.DEPLOY_BURST_SECONDS?.trim() || String(DEFAULT_BURST_SECONDS);
  if (!/^\d{1,4}$/.test(seconds) || Number(seconds) > 3600) return refuse('DEPLOY_BURST_SECONDS must be 0-3600');
  return { ok: true, settings: { webhookSecret: secret, deployHookUrl: url.href, burstMs: Number(seconds) * 1000 } };
}
