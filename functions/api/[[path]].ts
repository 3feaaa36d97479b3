import { createApp } from '../../src/server/app.ts';
import { fetchCatalogueSource, type CatalogueSource } from '../../src/server/catalogue-source.ts';
import { createDatabase } from '../../src/server/db/index.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';
import { errorBody } from '../../src/server/errors.ts';
import { apiHeaders, isHttps, withHeaders } from '../../src/server/headers/security-headers.ts';
import { settingsDeps, type SettingsDeps } from '../../src/server/host-deps.ts';

/**
 * Cloudflare Pages Functions: every /api/* request goes to the same Hono app as under Node.
 * Settings are read once per isolate (with what is safe to share between requests: the JWKS and
 * Pesapal token caches, live sessions, status answers); the database connection is opened per
 * request, as Workers require, and closed after the answer.
 */

interface Env {
  /** Cloudflare's binding to the deployed static files (dist/). */
  ASSETS: { fetch(input: Request | string): Promise<Response> };
  /** Supabase Postgres: the transaction pooler (port 6543) or Hyperdrive. Migrations run with `supabase db push`, not here. */
  DATABASE_URL?: string;
  /** Every other setting (SITE_URL, PUBLIC_SUPABASE_URL, PESAPAL_*, TRUST_PROXY, RATE_LIMIT_*): see wrangler.jsonc and the README. */
  [setting: string]: unknown;
}

interface PagesContext {
  request: Request;
  env: Env;
  waitUntil(promise: Promise<unknown>): void;
}

let shared: { settings: SettingsDeps; catalogue: CatalogueSource } | undefined;

function sharedDeps(env: Env): { settings: SettingsDeps; catalogue: CatalogueSource } {
  if (shared) return shared;
  // Client addresses come from Cloudflare's CF-Connecting-IP unless TRUST_PROXY says otherwise.
  const settings = settingsDeps(env, { trustProxy: { kind: 'cloudflare' } });
  const catalogue = fetchCatalogueSource((path) => env.ASSETS.fetch(new URL(path, settings.siteUrl).href));
  shared = { settings, catalogue };
  return shared;
}

export const onRequest = async (context: PagesContext): Promise<Response> => {
  let deps: { settings: SettingsDeps; catalogue: CatalogueSource };
  try {
    deps = sharedDeps(context.env);
  } catch (error) {
    console.error('The API is not configured:', error instanceof Error ? error.message : error);
    return Response.json(errorBody('NOT_CONFIGURED', 'The shop is not set up correctly. Please try again later.'), { status: 500 });
  }
  const sql = typeof context.env.DATABASE_URL === 'string' && context.env.DATABASE_URL ? openPostgres(context.env.DATABASE_URL, { max: 1 }) : undefined;
  try {
    const app = createApp({ ...deps.settings, catalogue: deps.catalogue, ...(sql ? { db: createDatabase(sql) } : {}) });
    // Pages' _headers file does not apply to Functions: the API answers carry the same headers as under Node.
    return withHeaders(await app.fetch(context.request, context.env), apiHeaders({ https: isHttps(deps.settings.siteUrl) }));
  } finally {
    if (sql) context.waitUntil(sql.close());
  }
};
