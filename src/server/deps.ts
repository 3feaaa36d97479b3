/**
 * What the API needs from the outside world, handed to createApp(). The Node entry and the
 * Cloudflare entry build these from their environment; tests build them from fakes and PGlite.
 */
import type { CatalogueSource } from './catalogue-source.ts';
import type { TrustProxy } from './client-address.ts';
import type { LiveSessions } from './auth/signed-in.ts';
import type { TokenVerifier } from './auth/verify.ts';
import type { StatusChecks } from './checkout/status-checks.ts';
import type { Database } from './db/index.ts';
import type { PesapalClient } from './pesapal/index.ts';
import type { RateLimitSettings } from './rate-limit/limits.ts';
import type { MessageDispatch } from './messages/order-events.ts';
import type { PublishConfig } from './publish/config.ts';
import type { DeployHook } from './publish/deploy-hook.ts';
import type { SendEmailHookConfig } from './auth/send-email-hook.ts';

export interface AppDeps {
  /** The catalogue snapshot of the current build: prices, stock, policy hashes. */
  catalogue: CatalogueSource;
  /** The one door to SQL (PGlite locally, postgres.js with DATABASE_URL). Without it, no account or contact routes. */
  db?: Database;
  /** Verifies Supabase access tokens against the auth server's JWKS. Without it, no account routes. */
  auth?: TokenVerifier;
  /** The secret in Africa's Talking's delivery-report URL (AT_DELIVERY_REPORT_KEY). Without it, no delivery-report route. */
  smsDeliveryReportKey?: string;
  /** The door to Pesapal. Without it, checkout takes cash on delivery only. */
  pesapal?: PesapalClient;
  /** The shop's public origin from configuration (SITE_URL): Pesapal's callback. Never taken from a request. */
  siteUrl: string;
  /** Whose word is taken for the client's address (default: the socket's peer). */
  trustProxy?: TrustProxy;
  /** Per-client request limits (default DEFAULT_RATE_LIMITS), counted in the database when there is one. */
  rateLimits?: RateLimitSettings;
  /** How long a live session is believed without asking the database again (default 10 s). */
  sessionCacheMs?: number;
  /** Live sessions remembered between requests; a host that builds the app per request passes its own. */
  liveSessions?: LiveSessions;
  /** Pesapal status lookups coalesced between requests (default: made from `pesapal`, per app). */
  statusChecks?: StatusChecks;
  /** How a request sends the order messages it queued, once its change commits; without it they wait for the sweep. */
  messages?: MessageDispatch;
  /** How long a "payment failed" message waits before it is due (default 5 minutes; PAYMENT_FAILED_GRACE_SECONDS). */
  paymentFailedGraceMs?: number;
  /** How long an unpaid online order's units are held before the sweep releases them (default 30 minutes; STOCK_HOLD_MINUTES). */
  stockHoldMs?: number;
  /**
   * Whether every answer the browser reads is checked against its schema, a broken one failing as
   * a 500 (./answer-contract.ts). Default true: tests and `npm start`; production entries pass false.
   */
  checkAnswers?: boolean;
  /** Publish → live (SANITY_WEBHOOK_SECRET, DEPLOY_HOOK_URL, DEPLOY_BURST_SECONDS); without it, or with a refusal, the webhook answers 503. */
  publish?: PublishConfig;
  /** The deploy hook the webhook calls when a burst is due (default: DEPLOY_HOOK_URL with fetch); tests pass a fake. */
  deployHook?: DeployHook;
  /** Supabase Auth's Send Email Hook (SEND_EMAIL_HOOK_SECRET); without it, or with a refusal, the hook answers 503. */
  sendEmailHook?: SendEmailHookConfig;
  /** PUBLIC_SUPABASE_URL: where the account e-mails' links lead (its /auth/v1/verify). */
  supabaseUrl?: string;
  /** The clock for calendar figures (the admin dashboard's today/week/month); tests freeze it. */
  now?: () => Date;
  /** Invoices waiting longer than this are late on the health line and the dashboard (default 60; ETIMS_WAITING_ALERT_MINUTES). */
  invoiceWaitingAlertMinutes?: number;
  /** The eTIMS worker of this process: kicked after a change that queues or frees a tax document (an admin's retry). Without it the next round or sweep sends it. */
  etims?: { kick(): void };
}
