import { Hono } from 'hono';
import { createApp } from '../../src/server/app.ts';
import { fetchCatalogueSource } from '../../src/server/catalogue-source.ts';
import { authConfig } from '../../src/lib/auth/config.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { createDatabase } from '../../src/server/db/index.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';
import { pesapalClientFromEnv } from '../../src/server/pesapal/index.ts';

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
  /** The shop's public origin, for Pesapal's callback URL. */
  SITE_URL?: string;
}

/** The PESAPAL_* settings (and the site) as the door reads them from an environment. */
function pesapalEnv(env: Env): Record<string, string | undefined> {
  const { PESAPAL_ENV, PESAPAL_CONSUMER_KEY, PESAPAL_CONSUMER_SECRET, PESAPAL_IPN_URL, PESAPAL_IPN_ID } = env;
  return { PESAPAL_ENV, PESAPAL_CONSUMER_KEY, PESAPAL_CONSUMER_SECRET, PESAPAL_IPN_URL, PESAPAL_IPN_ID };
}

let api: Hono | undefined;

export const onRequest = (context: { request: Request; env: Env }): Promise<Response> | Response => {
  api ??= createApp({
    catalogue: fetchCatalogueSource((path) => context.env.ASSETS.fetch(new URL(path, context.request.url).href)),
    ...(context.env.DATABASE_URL ? { db: createDatabase(openPostgres(context.env.DATABASE_URL, { max: 1 })) } : {}),
    auth: createTokenVerifier({ supabaseUrl: authConfig({ PUBLIC_SUPABASE_URL: context.env.PUBLIC_SUPABASE_URL }).supabaseUrl }),
    ...(context.env.PESAPAL_ENV ? { pesapal: pesapalClientFromEnv(pesapalEnv(context.env)) } : {}),
    ...(context.env.SITE_URL ? { siteUrl: context.env.SITE_URL } : {}),
  });
  return api.fetch(context.request, context.env);
};
