import { parseTrustProxy, type TrustProxy } from './client-address.ts';
import { rateLimitsFromEnv, type RateLimitSettings } from './rate-limit/limits.ts';
import { parsePaymentFailedGrace } from '../lib/messages/due-time.ts';
import { parseStockHold } from '../lib/stock/hold.ts';
import { parseWaitingAlert } from '../lib/tax/waiting-alert.ts';

/** The API's settings that every host reads the same way (Node and Cloudflare). */
export interface ServerConfig {
  /** The shop's public origin, without a trailing slash: the only source of absolute URLs. */
  siteUrl: string;
  /** Whose word is taken for the client's address. */
  trustProxy: TrustProxy;
  rateLimits: RateLimitSettings;
  /** How long a "payment failed" message waits before it is due (PAYMENT_FAILED_GRACE_SECONDS; see lib/messages/due-time.ts). */
  paymentFailedGraceMs: number;
  /** How long an unpaid online order's units are held (STOCK_HOLD_MINUTES, 5 to 1440; default 30). */
  stockHoldMs: number;
  /** Invoices waiting longer than this are late (ETIMS_WAITING_ALERT_MINUTES, 1 to 10080; default 60). */
  invoiceWaitingAlertMinutes: number;
}

export interface HostDefaults {
  /** The address a local host serves on (npm start); none for hosts that must be told. */
  siteUrl?: string;
  /** TRUST_PROXY when unset: the socket under Node, Cloudflare's header on Cloudflare. */
  trustProxy?: TrustProxy;
}

function fail(variable: string, message: string): never {
  throw new Error(`Invalid setting ${variable}: ${message}`);
}

function originOf(value: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail(variable, `not an absolute URL: "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') fail(variable, 'must be an http(s) address');
  if (url.pathname !== '/' || url.search || url.hash) fail(variable, 'must be an origin such as https://shop.example, without a path');
  return url.origin;
}

/**
 * Reads SITE_URL, TRUST_PROXY, RATE_LIMIT_*, PAYMENT_FAILED_GRACE_SECONDS, STOCK_HOLD_MINUTES and ETIMS_WAITING_ALERT_MINUTES once, at start; throws naming the variable at
 * fault. With NODE_ENV=production, or on a host without a default, SITE_URL is required: the
 * shop never takes its own address from a request's Host header.
 */
export function readServerConfig(env: Record<string, string | undefined>, defaults: HostDefaults = {}): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const configured = env.SITE_URL?.trim();
  if (!configured && (production || !defaults.siteUrl)) {
    fail(
      'SITE_URL',
      `required${production ? ' in production' : ''}: the shop's public address (e.g. https://shop.example), used for Pesapal's callback and every absolute URL`,
    );
  }
  const siteUrl = originOf((configured || defaults.siteUrl) as string, 'SITE_URL');
  const trustProxy = env.TRUST_PROXY?.trim() ? parseTrustProxy(env.TRUST_PROXY) : (defaults.trustProxy ?? parseTrustProxy(undefined));
  if (!trustProxy) fail('TRUST_PROXY', `expected none, cloudflare or a number of proxies 1-10, got "${env.TRUST_PROXY}"`);
  const grace = parsePaymentFailedGrace(env.PAYMENT_FAILED_GRACE_SECONDS);
  if (!grace.ok) fail('PAYMENT_FAILED_GRACE_SECONDS', grace.reason);
  const hold = parseStockHold(env.STOCK_HOLD_MINUTES);
  if (!hold.ok) fail('STOCK_HOLD_MINUTES', hold.reason);
  const alert = parseWaitingAlert(env.ETIMS_WAITING_ALERT_MINUTES);
  if (!alert.ok) fail('ETIMS_WAITING_ALERT_MINUTES', alert.reason);
  return {
    siteUrl,
    trustProxy,
    rateLimits: rateLimitsFromEnv(env),
    paymentFailedGraceMs: grace.ms,
    stockHoldMs: hold.ms,
    invoiceWaitingAlertMinutes: alert.minutes,
  };
}
