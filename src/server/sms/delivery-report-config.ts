/**
 * The secret in the delivery-report URL. Africa's Talking signs nothing it calls us with, so the
 * URL set in its dashboard (SMS → SMS Callback URLs → Delivery Reports) carries a key only the
 * shop and the gateway know (reference 1.4).
 */

/** Where the gateway posts its reports, under the shop's origin. */
const DELIVERY_REPORT_PATH = '/api/sms/delivery-reports';

/** The key of `AT_ENV=local`: public, like the stand-in's credentials, and refused for the real gateway. */
export const LOCAL_DELIVERY_REPORT_KEY = 'local-sms-delivery-report-key';

/** Long enough not to be guessed, and only characters a URL carries as they are. */
const KEY = /^[A-Za-z0-9._~-]{24,200}$/;

function fail(message: string): never {
  throw new Error(`Invalid SMS setting AT_DELIVERY_REPORT_KEY: ${message}`);
}

/**
 * AT_DELIVERY_REPORT_KEY, or the local key when AT_ENV is local (the default); required for the
 * sandbox and live. Null, and no endpoint, for the local stand-in under NODE_ENV=production, which
 * the SMS door refuses anyway. Throws naming the variable.
 */
export function deliveryReportKeyFromEnv(env: Record<string, string | undefined>): string | null {
  const given = env.AT_DELIVERY_REPORT_KEY?.trim();
  const gateway = env.AT_ENV?.trim() || 'local';
  if (given) {
    if (!KEY.test(given)) fail('at least 24 characters, only letters, digits and . _ ~ - (e.g. openssl rand -hex 24)');
    if (gateway !== 'local' && given === LOCAL_DELIVERY_REPORT_KEY) fail(`the local key is public: set your own when AT_ENV is ${gateway}`);
    return given;
  }
  if (gateway !== 'local')
    fail(`required when AT_ENV is ${gateway}: the secret in the delivery-report URL set in the Africa's Talking dashboard`);
  return env.NODE_ENV === 'production' ? null : LOCAL_DELIVERY_REPORT_KEY;
}

/** The URL to give the gateway: the shop's origin, the path and the key. */
export function deliveryReportUrl(origin: string, key: string): string {
  return `${origin.replace(/\/+$/, '')}${DELIVERY_REPORT_PATH}?key=${encodeURIComponent(key)}`;
}
