import { Hono } from 'hono';
import { createApp } from '../../src/server/app.ts';
import { readServerConfig } from '../../src/server/config.ts';
import { fetchCatalogueSource } from '../../src/server/catalogue-source.ts';
import { authConfig } from '../../src/lib/auth/config.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { createDatabase } from '../../src/server/db/index.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';
import { pesapalClientFromEnv } from '../../src/server/pesapal/index.ts';
import { apiHeaders, isHttps, withHeaders } from '../../src/server/headers/security-headers.ts';

/** Cloudflare Pages Functions: every /api/* request goes to the same Hono app as under Node. */

interface Env {
  /** Cloudflare's binding to the deployed static files (dist/). */
  ASSETS: { fetch(input: Request | string): Promise<Response> };
  /** Supabase Postgres (use the pooler URL); migrations are applied with `supabase db push`, not here. */
  DATABASE_URL?: string;
  PUBLIC_SUPABASE_URL?: string;
  /** sandbox or live; unset: no online payment (cash on delivery only). See README, Payments. */
  PESAPAL_ENV?: string;
  PESAPAL_CONSUMER_KEY?: string;
  PESAPAL_CONSUMER_SECRET?: string;
  PESAPAL_IPN_URL?: string;
  PESAPAL_IPN_ID?: string;
  /** The shop's public origin, for Pesapal's callback URL: required, the API refuses to run without it. */
  SITE_URL?: string;
  /** Client addresses come from Cloudflare's CF-Connecting-IP unless this says otherwise. */
  TRUST_PROXY?: string;
}

/** The PESAPAL_* settings (and the site) as the door reads them from an environment. */
function pesapalEnv(env: Env): Record<string, string | undefined> {
  const { PESAPAL_ENV, PESAPAL_CONSUMER_KEY, PESAPAL_CONSUMER_SECRET, PESAPAL_IPN_URL, PESAPAL_IPN_ID } = env;
  return { PESAPAL_ENV, PESAPAL_CONSUMER_KEY, PESAPAL_CONSUMER_SECRET, PESAPAL_IPN_URL, PESAPAL_IPN_ID };
}

let api: Hono | undefined;

export const onRequest = async (context: { request: Request; env: Env }): Promise<Response> => {
  const config = readServerConfig({ ...context.env, ASSETS: undefined }, { trustProxy: { kind: 'cloudflare' } });
  api ??= createApp({
    catalogue: fetchCatalogueSource((path) => context.env.ASSETS.fetch(new URL(path, config.siteUrl).href)),
    ...(context.env.DATABASE_URL ? { db: createDatabase(openPostgres(context.env.DATABASE_URL, { max: 1 })) } : {}),
    auth: createTokenVerifier({ supabaseUrl: authConfig({ PUBLIC_SUPABASE_URL: context.env.PUBLIC_SUPABASE_URL }).supabaseUrl }),
    ...(context.env.PESAPAL_ENV ? { pesapal: pesapalClientFromEnv(pesapalEnv(context.env)) } : {}),
    ...config,
  });
  // Pages' _headers file does not apply to Functions: the API answers carry the same headers as under Node.
  return withHeaders(await api.fetch(context.request, context.env), apiHeaders({ https: isHttps(config.siteUrl) }));
};
