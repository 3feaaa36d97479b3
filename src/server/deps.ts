/**
 * What the API needs from the outside world, handed to createApp(). The Node entry and the
 * Cloudflare entry build these from their environment; tests build them from fakes and PGlite.
 */
import type { CatalogueSource } from './catalogue-source.ts';
import type { TokenVerifier } from './auth/verify.ts';
import type { Database } from './db/index.ts';
import type { PesapalClient } from './pesapal/index.ts';

export interface AppDeps {
  /** The catalogue snapshot of the current build: prices, stock, policy hashes. */
  catalogue: CatalogueSource;
  /** The one door to SQL (PGlite locally, postgres.js with DATABASE_URL). Without it, no account or contact routes. */
  db?: Database;
  /** Verifies Supabase access tokens against the auth server's JWKS. Without it, no account routes. */
  auth?: TokenVerifier;
  /** The door to Pesapal. Without it, checkout takes cash on delivery only. */
  pesapal?: PesapalClient;
  /** The shop's public origin (SITE_URL) for Pesapal's callback; default: the request's origin. */
  siteUrl?: string;
  /** The clock for calendar figures (the admin dashboard's today/week/month); tests freeze it. */
  now?: () => Date;
}
