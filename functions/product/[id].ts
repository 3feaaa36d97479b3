import { fetchCatalogueSource, type CatalogueSource } from '../../src/server/catalogue-source.ts';
import { productPagePath } from '../../src/server/product-alias.ts';

/**
 * Cloudflare Pages Function for /product/{id}: a permanent redirect to the product's page, as the
 * Node host answers (src/server/product-alias.ts). Anything else (a special-offer page, an
 * unknown id) goes on to the static files, and so to the page or the 404 page.
 */

interface Env {
  ASSETS: { fetch(input: Request | string): Promise<Response> };
}

interface PagesContext {
  request: Request;
  env: Env;
  next(): Promise<Response>;
}

let catalogue: CatalogueSource | undefined;

export const onRequest = async (context: PagesContext): Promise<Response> => {
  const { request, env } = context;
  if (request.method !== 'GET' && request.method !== 'HEAD') return context.next();
  const url = new URL(request.url);
  catalogue ??= fetchCatalogueSource((path) => env.ASSETS.fetch(new URL(path, url.origin).href));
  let target: string | null = null;
  try {
    target = productPagePath(url.pathname, await catalogue());
  } catch (error) {
    // Without the snapshot the static files still answer (the 404 page names the product as missing).
    console.error('The catalogue snapshot could not be read for /product/:', error instanceof Error ? error.message : error);
    catalogue = undefined;
  }
  if (!target) return context.next();
  return new Response(null, { status: 301, headers: { location: `${target}${url.search}`, 'cache-control': 'public, max-age=3600' } });
};
