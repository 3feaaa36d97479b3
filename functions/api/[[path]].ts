import { Hono } from 'hono';
import { createApp } from '../../src/server/app.ts';
import { fetchCatalogueSource } from '../../src/server/catalogue-source.ts';

/** Cloudflare Pages Functions: every /api/* request goes to the same Hono app as under Node. */

interface Env {
  /** Cloudflare's binding to the deployed static files (dist/). */
  ASSETS: { fetch(input: Request | string): Promise<Response> };
}

let api: Hono | undefined;

export const onRequest = (context: { request: Request; env: Env }): Promise<Response> | Response => {
  api ??= createApp({
    catalogue: fetchCatalogueSource((path) => context.env.ASSETS.fetch(new URL(path, context.request.url).href)),
  });
  return api.fetch(context.request, context.env);
};
