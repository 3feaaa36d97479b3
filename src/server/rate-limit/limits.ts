/**
 * The API's per-client request limits, pure: their names, defaults and settings. Each limit is a
 * number of requests per window of seconds, counted per client address (see client-address.ts).
 * Many Kenyan mobile subscribers share one public address (carrier-grade NAT), so the defaults
 * stop floods and guessing, not a family checking out on one phone.
 */

export const RATE_LIMIT_NAMES = [
  'checkout',
  'quote',
  'contact',
  'paymentStatus',
  'paymentVerify',
  'pesapalIpn',
  'orderView',
  'track',
  'trackMiss',
  'trackMissAddress',
  'trackMissTarget',
  'smsDeliveryReport',
  'warranty',
  'sanityWebhook',
  'sendEmailHook',
  'stockAlert',
  'stock',
  'favourites',
  'installationSlots',
  'jobSheet',
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

export interface RateLimit {
  /** Requests allowed within the window. */
  points: number;
  /** Length of the window in seconds. */
  seconds: number;
}

/** Every limit; null switches one off. */
export type RateLimitSettings = Record<RateLimitName, RateLimit | null>;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  /** POST /api/checkout/initiate: placing orders. */
  checkout: { points: 20, seconds: 60 },
  /** POST /api/checkout/quote: the review step's prices. */
  quote: { points: 60, seconds: 60 },
  /** POST /api/contact: messages to the shop. */
  contact: { points: 5, seconds: 600 },
  /** GET /api/payments/status: the payment page polls every 3 s, so 20 a minute per open page. */
  paymentStatus: { points: 60, seconds: 60 },
  /** GET /api/pesapal/verify: the return page asks once per visit. */
  paymentVerify: { points: 30, seconds: 60 },
  /** GET and POST /api/pesapal/ipn: Pesapal's notifications, all from its few servers. */
  pesapalIpn: { points: 300, seconds: 60 },
  /** GET /api/orders/{id}/confirmation: the confirmation page asks once per visit. */
  orderView: { points: 30, seconds: 60 },
  /** POST /api/orders/track and the /track form: looking an order up by phone and reference. */
  track: { points: 30, seconds: 600 },
  /**
   * Wrong phone numbers one client tries against one order reference (or one warranty serial): past
   * this, that client is refused on it for the hour, before anything is compared. Others are not:
   * a reference is never locked for its rightful customer (misses.ts).
   */
  trackMiss: { points: 10, seconds: 3600 },
  /** Wrong phones one client tries against any references and serials: past this, that client is refused on all of them for the hour. */
  trackMissAddress: { points: 30, seconds: 3600 },
  /** Wrong phones tried against one reference or serial from every client together: past this, each further miss costs its client the rest of the hour on it. */
  trackMissTarget: { points: 20, seconds: 3600 },
  /** POST /api/sms/delivery-reports: Africa's Talking reports every SMS from its few servers, in bursts after a busy hour. */
  smsDeliveryReport: { points: 600, seconds: 60 },
  /** POST /api/warranty/registrations and /claims, and the /warranty forms: a customer registers an order's serials in a few tries. */
  warranty: { points: 20, seconds: 600 },
  /** POST /api/hooks/sanity: Sanity's webhook, from its few servers; an editor publishing a whole release sends dozens at once. */
  sanityWebhook: { points: 300, seconds: 60 },
  /** POST /api/auth/send-email-hook: Supabase Auth's calls, from its few servers, one per account e-mail (Supabase caps those at 30 an hour by default). */
  sendEmailHook: { points: 300, seconds: 60 },
  /** POST /api/stock/alerts, the back-in-stock form and its unsubscribe page: a shopper asks about a few sold-out products. */
  stockAlert: { points: 10, seconds: 600 },
  /** GET /api/stock: one request per catalogue page or cart view, so a shopper browsing fast makes a few a minute. */
  stock: { points: 120, seconds: 60 },
  /** GET, PUT and DELETE /api/favourites and POST /api/favourites/merge: a signed-in shopper's hearts, one request each. */
  favourites: { points: 120, seconds: 60 },
  /** GET /api/installations/slots: checkout's day picker asks once per county chosen and per weeks shown. */
  installationSlots: { points: 60, seconds: 60 },
  /** The technician's job sheet (/jobs/{token}) and its forms, and the customer's completion code: a few saves per job. */
  jobSheet: { points: 60, seconds: 600 },
};

/** For tests that send many requests as one client on purpose. */
export const NO_RATE_LIMITS: RateLimitSettings = Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [name, null])) as RateLimitSettings;

/** The environment variable of a limit: paymentStatus → RATE_LIMIT_PAYMENT_STATUS. */
export function rateLimitVariable(name: RateLimitName): string {
  return `RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

/** `20/60` (20 requests per 60 s) or `off`; undefined for anything else. */
export function parseRateLimit(value: string): RateLimit | null | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'off') return null;
  const match = /^(\d{1,6})\/(\d{1,6})$/.exec(text);
  if (!match) return undefined;
  const points = Number(match[1]);
  const seconds = Number(match[2]);
  return points >= 1 && seconds >= 1 ? { points, seconds } : undefined;
}

/** The defaults with every RATE_LIMIT_* variable applied; throws naming a variable that does not parse. */
export function rateLimitsFromEnv(env: Record<string, string | undefined>): RateLimitSettings {
  const settings = { ...DEFAULT_RATE_LIMITS };
  for (const name of RATE_LIMIT_NAMES) {
    const variable = rateLimitVariable(name);
    const raw = env[variable]?.trim();
    if (!raw) continue;
    const parsed = parseRateLimit(raw);
    if (parsed === undefined) throw new Error(`Invalid setting ${variable}: expected requests/seconds (e.g. 20/60) or off, got "${raw}"`);
    settings[name] = parsed;
  }
  return settings;
}
