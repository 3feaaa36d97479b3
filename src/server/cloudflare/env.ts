import { fetchCatalogueSource, type CatalogueSource } from '../catalogue-source.ts';
import { createDatabase, type Database } from '../db/index.ts';
import { openPostgres } from '../db/postgres.ts';
import { parsePageSources } from '../headers/page-sources-record.ts';
import { isHttps, type HeaderSettings } from '../headers/security-headers.ts';
import { settingsDeps, type SettingsDeps } from '../host-deps.ts';
import type { PageSource } from '../pages/page-source.ts';

/**
 * What every Cloudflare Pages Function of the shop shares (functions/): the settings read once
 * per isolate (with what is safe to keep between requests: the JWKS and Pesapal token caches,
 * live sessions, status answers), the deployed files, and a database connection per request, as
 * Workers require, closed after the answer.
 */

export interface Env {
  /** Cloudflare's binding to the deployed static files (dist/). */
  ASSETS: { fetch(input: Request | string): Promise<Response> };
  /** Cloudflare Hyperdrive in front of Supabase Postgres, when the project binds one (wrangler.jsonc `hyperdrive`): preferred to DATABASE_URL. */
  HYPERDRIVE?: { connectionString: string };
  /** Supabase Postgres: the transaction pooler (port 6543), with ?sslmode=require. Migrations run with `supabase db push`, not here. */
  DATABASE_URL?: string;
  /** Every other setting (SITE_URL, PUBLIC_SUPABASE_URL, PESAPAL_*, TRUST_PROXY, RATE_LIMIT_*): see wrangler.jsonc and the README. */
  [setting: string]: unknown;
}

export interface PagesContext {
  request: Request;
  env: Env;
  waitUntil(promise: Promise<unknown>): void;
  next(): Promise<Response>;
}

export interface Shared {
  settings: SettingsDeps;
  catalogue: CatalogueSource;
  pages: PageSource;
  /** Any deployed file's text (the search index). */
  files: PageSource;
}

let shared: Shared | undefined;

/** Throws naming a setting that is missing or wrong. */
export function sharedDeps(env: Env): Shared {
  if (shared) return shared;
  // Client addresses come from Cloudflare's CF-Connecting-IP unless TRUST_PROXY says otherwise.
  const settings = settingsDeps(env, { trustProxy: { kind: 'cloudflare' } });
  const asset = (path: string) => env.ASSETS.fetch(new URL(path, settings.siteUrl).href);
  const catalogue = fetchCatalogueSource(asset);
  const pages: PageSource = async (path) => {
    const response = await asset(path);
    return response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html') ? response.text() : null;
  };
  const files: PageSource = async (path) => {
    const response = await asset(path);
    return response.ok ? response.text() : null;
  };
  shared = { settings, catalogue, pages, files };
  return shared;
}

let pageHeaderSettings: Promise<HeaderSettings> | undefined;

/** The built pages' header settings (dist/_csp.json, with the Pesapal host in use), fetched once per isolate. */
export function headerSettings(env: Env, deps: Shared): Promise<HeaderSettings> {
  pageHeaderSettings ??= env.ASSETS.fetch(new URL('/_csp.json', deps.settings.siteUrl).href)
    .then(async (response) => {
      if (!response.ok) throw new Error(`/_csp.json answered ${response.status}`);
      return {
        ...parsePageSources(await response.text(), '/_csp.json'),
        paymentPageOrigin: deps.settings.pesapal.paymentPageOrigin,
        https: isHttps(deps.settings.siteUrl),
      };
    })
    .catch((error: unknown) => {
      pageHeaderSettings = undefined;
      throw error;
    });
  return pageHeaderSettings;
}

/** A database for this request (Hyperdrive's binding, else DATABASE_URL), and how to let it go once answered. */
export function requestDatabase(env: Env): { db: Database; close(): Promise<void> } | null {
  const url = env.HYPERDRIVE?.connectionString || (typeof env.DATABASE_URL === 'string' ? env.DATABASE_URL : '');
  if (!url) return null;
  const sql = openPostgres(url, { max: 1 });
  return { db: createDatabase(sql), close: () => sql.close() };
}
