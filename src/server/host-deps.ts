import { authConfig } from '../lib/auth/config.ts';
import { createTokenVerifier } from './auth/verify.ts';
import { createLiveSessions } from './auth/signed-in.ts';
import { createStatusChecks } from './checkout/status-checks.ts';
import { readServerConfig, type HostDefaults } from './config.ts';
import type { AppDeps } from './deps.ts';
import { pesapalClientFromEnv } from './pesapal/index.ts';
import { deliveryReportKeyFromEnv } from './sms/delivery-report-config.ts';
import { publishConfigFromEnv } from './publish/config.ts';
import { sendEmailHookConfigFromEnv } from './auth/send-email-hook.ts';

/** Everything of the API's dependencies that comes from settings, not from the host's own files or sockets. */
export type SettingsDeps = Required<
  Pick<
    AppDeps,
    | 'siteUrl'
    | 'trustProxy'
    | 'rateLimits'
    | 'paymentFailedGraceMs'
    | 'stockHoldMs'
    | 'invoiceWaitingAlertMinutes'
    | 'auth'
    | 'pesapal'
    | 'liveSessions'
    | 'statusChecks'
    | 'publish'
    | 'sendEmailHook'
    | 'supabaseUrl'
  >
> &
  Pick<AppDeps, 'smsDeliveryReportKey'>;

/**
 * The one reading of the environment both hosts share (Node: local/serve.ts and local/dev.ts;
 * Cloudflare: functions/api/[[path]].ts): site, limits and the grace of a payment-failed message (config.ts), the token verifier for
 * PUBLIC_SUPABASE_URL, the Pesapal door for every PESAPAL_* setting, and the key of the SMS
 * gateway's delivery reports (AT_DELIVERY_REPORT_KEY), and publish → live (SANITY_WEBHOOK_SECRET,
 * DEPLOY_HOOK_URL: a refusal, not a throw, when missing; the webhook then answers 503). Made once per process or isolate, so what
 * they remember between requests (JWKS and Pesapal tokens, live sessions, status answers) is
 * shared. Throws naming a setting that is missing or wrong.
 */
export function settingsDeps(env: Record<string, unknown>, defaults: HostDefaults = {}): SettingsDeps {
  const settings = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const pesapal = pesapalClientFromEnv(settings);
  const smsDeliveryReportKey = deliveryReportKeyFromEnv(settings);
  const { supabaseUrl } = authConfig(settings);
  return {
    ...readServerConfig(settings, defaults),
    auth: createTokenVerifier({ supabaseUrl }),
    supabaseUrl,
    sendEmailHook: sendEmailHookConfigFromEnv(settings),
    pesapal,
    liveSessions: createLiveSessions(),
    statusChecks: createStatusChecks(pesapal),
    publish: publishConfigFromEnv(settings),
    ...(smsDeliveryReportKey ? { smsDeliveryReportKey } : {}),
  };
}
