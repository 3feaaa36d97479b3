/**
 * The security headers of every answer, defined once for both hosts: local/serve.ts sends them,
 * and the build writes them into Cloudflare Pages' `_headers` (headers-file.ts). Pages get a
 * strict Content-Security-Policy: scripts only from the shop or by hash, frames only on the two
 * payment pages and only from the Pesapal host in use, and no framing of the shop by others.
 */

import { LOCALES, localizedPath } from '../../i18n/locales.ts';

/** What the built pages load besides the shop's own files; the build records it (page-sources.ts). */
export interface PageSources {
  /** `sha256-<base64>` of every inline script the built pages run. */
  scriptHashes: string[];
  /** Origins the browser calls besides the shop: Supabase Auth. */
  connectOrigins: string[];
  /** Origins images come from besides the shop: Sanity's image CDN when content comes from Sanity. */
  imageOrigins: string[];
}

export interface HeaderSettings extends PageSources {
  /** Origin of Pesapal's hosted payment page in use (the door's `paymentPageOrigin`). */
  paymentPageOrigin: string;
  /** The site is served over https (SITE_URL): browsers are then told to keep to https (HSTS). */
  https: boolean;
}

/** How a page may frame and be framed. */
type Framing = 'none' | 'pesapal' | 'return';

/** Each page in every language: /checkout and /sw/checkout. */
const inEveryLanguage = (paths: readonly string[]) => paths.flatMap((path) => LOCALES.map((locale) => localizedPath(path, locale)));

/** Pages that frame Pesapal's hosted form. */
export const PAYMENT_FRAME_PAGES: readonly string[] = inEveryLanguage(['/checkout', '/payment/iframe']);
/** Where Pesapal sends the shopper back; it may load inside our own payment frame. */
export const PAYMENT_RETURN_PAGES: readonly string[] = inEveryLanguage(['/payment/return']);

/**
 * The admin pages: their step-up (src/islands/admin/StepUp.tsx) shows the authenticator's QR code,
 * an SVG carried in a data: address; only they admit data: images.
 */
export const ADMIN_PAGES: readonly string[] = ['/admin', '/admin/*'];
const isAdminPage = (page: string) => page === '/admin' || page.startsWith('/admin/');

function pagePath(path: string): string {
  return (
    path
      .replace(/\/index\.html$/, '')
      .replace(/\.html$/, '')
      .replace(/\/+$/, '') || '/'
  );
}

function framingOf(path: string): Framing {
  const page = pagePath(path);
  if (PAYMENT_FRAME_PAGES.includes(page)) return 'pesapal';
  return PAYMENT_RETURN_PAGES.includes(page) ? 'return' : 'none';
}

function policy(directives: ReadonlyArray<readonly [string, ...string[]]>): string {
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Whether a site (its SITE_URL, or a request URL) is served over https. */
export function isHttps(siteUrl: string | undefined): boolean {
  return siteUrl?.startsWith('https://') ?? false;
}

/** Headers every answer carries, page or API. */
function commonHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

function pagePolicy(framing: Framing, adminPage: boolean, settings: HeaderSettings): string {
  return policy([
    ['default-src', "'self'"],
    ['script-src', "'self'", ...settings.scriptHashes.map((hash) => `'${hash}'`)],
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: on the admin pages alone, for the authenticator QR code their second step shows (an SVG from Supabase Auth).
    ['img-src', "'self'", ...(adminPage ? ['data:'] : []), ...settings.imageOrigins],
    ['connect-src', "'self'", ...settings.connectOrigins],
    ['frame-src', framing === 'pesapal' ? settings.paymentPageOrigin : "'none'"],
    ['frame-ancestors', framing === 'return' ? "'self'" : "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ]);
}

/** Headers of a page or static file of the built site at this path. */
export function pageHeaders(path: string, settings: HeaderSettings): Record<string, string> {
  const framing = framingOf(path);
  // The framed Pesapal form may ask for the Payment Request API (its iframe has allow="payment").
  const payment = framing === 'pesapal' ? `(self "${settings.paymentPageOrigin}")` : '()';
  return {
    ...commonHeaders(settings.https),
    'Content-Security-Policy': pagePolicy(framing, isAdminPage(pagePath(path)), settings),
    'X-Frame-Options': framing === 'return' ? 'SAMEORIGIN' : 'DENY',
    'Permissions-Policy': `camera=(), microphone=(), geolocation=(), payment=${payment}`,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Headers of an API (JSON) answer: it loads nothing and is framed by no one. */
export function apiHeaders(settings: Pick<HeaderSettings, 'https'>): Record<string, string> {
  return {
    ...commonHeaders(settings.https),
    'Content-Security-Policy': policy([
      ['default-src', "'none'"],
      ['frame-ancestors', "'none'"],
    ]),
    'X-Frame-Options': 'DENY',
  };
}

/** A copy of the response with these headers set (a fetched response's own headers may be immutable). */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}
