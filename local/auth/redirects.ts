import type { SessionBody } from './sessions.ts';

/** Where the stand-in sends the browser back to, and what it puts in the URL (tokens/service.go AsRedirectURL). */

/** redirect_to is honoured for the site and for local addresses; anything else falls back to the site. */
export function allowedRedirect(redirectTo: string | undefined | null, siteUrl: string): string {
  if (!redirectTo) return siteUrl;
  try {
    const url = new URL(redirectTo);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return (url.protocol === 'http:' || url.protocol === 'https:') && (local || url.origin === new URL(siteUrl).origin)
      ? url.toString()
      : siteUrl;
  } catch {
    return siteUrl;
  }
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
