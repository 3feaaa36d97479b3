import type { CmsConfig } from '../../cms/config.ts';
import { base64url } from '../base64url.ts';
import { sameSecret } from '../same-secret.ts';

/**
 * Who may see a preview. Previews show unpublished content, so they are never open: a preview
 * link (with Sanity, a short-lived secret the Studio creates and this server checks with the read
 * token, @sanity/preview-url-secret; on the local seed, PREVIEW_SECRET) enables them, by an
 * HttpOnly SameSite cookie signed here, for a few hours. Pure rules; the server is
 * local/preview-serve.ts.
 */

const PREVIEW_COOKIE = 'shop-preview';
export const PREVIEW_ENABLE_PATH = '/api/preview/enable';
export const PREVIEW_DISABLE_PATH = '/api/preview/disable';
/** How long a preview stays enabled after its link was opened. */
export const PREVIEW_HOURS = 4;
/** The query parameters of a local preview link: `?secret=…&path=/shop/…`. */
export const LINK_SECRET_PARAM = 'secret';
export const LINK_PATH_PARAM = 'path';
/** The Studio's parameters (@sanity/preview-url-secret's urlSearchParamPreviewSecret and …Pathname). */
const STUDIO_SECRET_PARAM = 'sanity-preview-secret';
const STUDIO_PATH_PARAM = 'sanity-preview-pathname';
const MIN_SECRET_LENGTH = 16;

/** Checks a Studio preview URL (validatePreviewUrl with a client holding the read token). */
export type ValidateStudioUrl = (url: string) => Promise<{ isValid: boolean; redirectTo?: string | undefined }>;

export type PreviewSettings =
  /** A Sanity project: the Studio's preview secrets, checked with SANITY_READ_TOKEN. */
  | { mode: 'studio'; cookieKey: string }
  /** The local seed: a link holding PREVIEW_SECRET (made up at start when unset, outside production). */
  | { mode: 'link'; secret: string; generated: boolean; cookieKey: string }
  /** No preview: the reason says what to set. */
  | { mode: 'off'; reason: string };

type Env = Readonly<Record<string, string | undefined>>;

/** The rule, from the environment: never open, never a made-up secret in production. */
export function previewSettings(env: Env, cms: CmsConfig, makeSecret: () => string): PreviewSettings {
  const secret = env.PREVIEW_SECRET?.trim() ?? '';
  if (secret !== '' && secret.length < MIN_SECRET_LENGTH)
    return { mode: 'off', reason: `PREVIEW_SECRET is shorter than ${MIN_SECRET_LENGTH} characters` };
  if (cms.kind === 'sanity') {
    const token = cms.readToken ?? cms.token;
    if (!token) return { mode: 'off', reason: 'previews of a Sanity project need SANITY_READ_TOKEN' };
    return { mode: 'studio', cookieKey: secret || `sanity-read-token:${token}` };
  }
  if (secret) return { mode: 'link', secret, generated: false, cookieKey: secret };
  if (env.NODE_ENV === 'production') return { mode: 'off', reason: 'previews of the seed in production need PREVIEW_SECRET' };
  const made = makeSecret();
  return { mode: 'link', secret: made, generated: true, cookieKey: made };
}

/** A path on this origin, else `/`: a link never sends the editor elsewhere. */
export function samePath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  const url = new URL(value, 'http://preview.invalid');
  return url.origin === 'http://preview.invalid' ? `${url.pathname}${url.search}` : '/';
}

export type EnableAnswer = { status: 307; location: string } | { status: 401 | 403; reason: 'noAccess' | 'badLink' };

/** What the enable route answers: the page to open (the cookie goes with it), 401 without a secret, 403 with a wrong or expired one. */
export async function enablePreview(settings: PreviewSettings, url: URL, validate?: ValidateStudioUrl): Promise<EnableAnswer> {
  if (settings.mode === 'off') return { status: 403, reason: 'badLink' };
  if (settings.mode === 'studio') {
    if (!url.searchParams.get(STUDIO_SECRET_PARAM)) return { status: 401, reason: 'noAccess' };
    const checked = validate ? await validate(url.href) : { isValid: false };
    if (!checked.isValid) return { status: 403, reason: 'badLink' };
    return { status: 307, location: samePath(checked.redirectTo ?? url.searchParams.get(STUDIO_PATH_PARAM)) };
  }
  const given = url.searchParams.get(LINK_SECRET_PARAM);
  if (!given) return { status: 401, reason: 'noAccess' };
  if (!(await sameSecret(given, settings.secret))) return { status: 403, reason: 'badLink' };
  return { status: 307, location: samePath(url.searchParams.get(LINK_PATH_PARAM)) };
}

async function signature(key: string, expires: number): Promise<string> {
  const hmac = await crypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64url(await crypto.subtle.sign('HMAC', hmac, new TextEncoder().encode(`preview:${expires}`)));
}

/** The Set-Cookie header enabling previews until PREVIEW_HOURS from `now` (Secure on https). */
export async function accessCookie(key: string, now: number, secure: boolean): Promise<string> {
  const expires = Math.floor(now / 1000) + PREVIEW_HOURS * 3600;
  const value = `${expires}.${await signature(key, expires)}`;
  return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${PREVIEW_HOURS * 3600}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie header ending a preview. */
export function clearedCookie(secure: boolean): string {
  return `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether the request's cookies hold an unexpired preview cookie signed with `key`. */
export async function hasAccess(cookieHeader: string | null | undefined, key: string, now: number): Promise<boolean> {
  const value = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PREVIEW_COOKIE}=`))
    ?.slice(PREVIEW_COOKIE.length + 1);
  const match = value ? /^(\d+)\.([\w-]+)$/.exec(value) : null;
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  return sameSecret(match[2]!, await signature(key, expires));
}

/** Pages need access; files (scripts, styles, images, data) are the published site's or the preview build's own. */
export function needsAccess(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}
