import { HASHED_ASSETS_CACHE_CONTROL, HASHED_ASSETS_PREFIX } from '../headers/headers-file.ts';
import { chooseEncoding, ENCODINGS, type Encoding } from './accept-encoding.ts';
import type { BodyCache } from './body-cache.ts';
import { ifNoneMatchMatches } from './etag.ts';
import type { StaticFile, StaticSiteFiles } from './static-site-files.ts';
import { localeOfPath } from '../../i18n/locales.ts';

/**
 * The answer to a GET or HEAD for a static file, as a CDN gives it: the representation the
 * client's Accept-Encoding prefers, with its length and strong ETag, 304 when If-None-Match
 * names it, a year's immutable caching for hashed assets and revalidation for the rest.
 */

/** The 404 page in the language of the address asked for (Cloudflare Pages also serves the nearest 404.html). */
function notFoundPage(pathname: string): string {
  return localeOfPath(pathname) === 'sw' ? '/sw/404.html' : '/404.html';
}

function cacheControl(path: string): string {
  if (path.startsWith(HASHED_ASSETS_PREFIX)) return HASHED_ASSETS_CACHE_CONTROL;
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600, must-revalidate';
}

function pick(file: StaticFile, acceptEncoding: string | null): { encoding: Encoding; headers: Record<string, string> } {
  const available = ENCODINGS.filter((encoding) => file.representations[encoding]);
  // A client that refuses every coding we hold still gets the file as it is: better than a 406 for a page.
  const encoding = chooseEncoding(acceptEncoding, available) ?? 'identity';
  const headers: Record<string, string> = { 'content-type': file.type };
  if (available.length > 1) headers.vary = 'Accept-Encoding';
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  return { encoding, headers };
}

export async function staticResponse(files: StaticSiteFiles, bodies: BodyCache, request: Request, pathname: string): Promise<Response> {
  const found = files.resolve(pathname);
  const file = found ?? files.get(notFoundPage(pathname)) ?? files.get('/404.html');
  if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const { encoding, headers } = pick(file, request.headers.get('accept-encoding'));
  const representation = file.representations[encoding] ?? file.representations.identity;
  const status = found ? 200 : 404;
  headers['cache-control'] = found ? cacheControl(file.path) : 'no-cache';
  if (found) {
    headers.etag = representation.etag;
    if (ifNoneMatchMatches(request.headers.get('if-none-match'), representation.etag)) {
      // A 304 carries what a cache needs to freshen its copy (RFC 9110 §15.4.5), not the body's own fields.
      const { vary } = headers;
      return new Response(null, {
        status: 304,
        headers: { etag: representation.etag, 'cache-control': cacheControl(file.path), ...(vary ? { vary } : {}) },
      });
    }
  }
  if (request.method === 'HEAD')
    return new Response(null, { status, headers: { ...headers, 'content-length': String(representation.size) } });
  const body = await bodies.read(representation.file);
  if (!body) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(body, { status, headers: { ...headers, 'content-length': String(body.length) } });
}
