import { isIPv4, isIPv6 } from 'node:net';
import type { SessionBody } from './sessions.ts';

/** Where the stand-in sends the browser back to, and what it puts in the URL (tokens/service.go AsRedirectURL). */

const LOCALHOST_NAMES = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);

/** The host without IPv6 brackets, as Go's URL.Hostname() gives it. */
function hostnameOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Whether `host` is a loopback address (127.0.0.0/8, ::1, IPv4-mapped 127.x); null when it is no IP address. */
function loopbackAddress(host: string): boolean | null {
  if (isIPv4(host)) return host.startsWith('127.');
  if (isIPv6(host)) return host === '::1' || /^::ffff:7f[0-9a-f]{2}:/i.test(host);
  return null;
}

/**
 * GoTrue's IsRedirectURLValid (utilities/request.go) for a project whose allow-list is empty, as
 * supabase/config.toml leaves it (`additional_redirect_urls = []`): any URL with the site URL's
 * scheme, host and port (any port when the host is a loopback name), or any loopback IP address
 * (GoTrue's further checks, decimal IP addresses and odd host names, only ever lead to the allow-list).
 * URLs are read as WHATWG URL does (Go's url.Parse keeps an explicit default port, which then differs).
 */
function redirectAllowed(redirectTo: string, siteUrl: string): boolean {
  let site: URL;
  let url: URL;
  try {
    site = new URL(siteUrl);
    url = new URL(redirectTo);
  } catch {
    return false;
  }
  const host = hostnameOf(url);
  const local = LOCALHOST_NAMES.has(host.toLowerCase()) || host.toLowerCase().endsWith('.localhost');
  if (hostnameOf(site) === host && site.protocol === url.protocol && (site.port === url.port || local)) return true;
  return loopbackAddress(host) === true;
}

/** redirect_to when Supabase Auth would honour it (redirectAllowed), else the site URL, as GoTrue's GetReferrer. */
export function allowedRedirect(redirectTo: string | undefined | null, siteUrl: string): string {
  return redirectTo && redirectAllowed(redirectTo, siteUrl) ? new URL(redirectTo).toString() : siteUrl;
}

export function withHash(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  target.hash = new URLSearchParams(params).toString();
  return target.toString();
}

/** `url` with `params` added to its query string. */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

/** The implicit flow's hash: the session's tokens, and `type` (signup, recovery) after an e-mail link. */
export function sessionHash(session: SessionBody, type?: string): Record<string, string> {
  return {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    ...(session.provider_token ? { provider_token: session.provider_token } : {}),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    ...(type ? { type } : {}),
    sb: '',
  };
}
