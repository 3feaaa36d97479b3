import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readCmsConfig } from '../src/cms/config.ts';
import {
  accessCookie,
  clearedCookie,
  enablePreview,
  hasAccess,
  LINK_PATH_PARAM,
  LINK_SECRET_PARAM,
  needsAccess,
  PREVIEW_DISABLE_PATH,
  PREVIEW_ENABLE_PATH,
  previewSettings,
  samePath,
  type PreviewSettings,
  type ValidateStudioUrl,
} from '../src/server/preview/access.ts';
import { PREVIEW_HEADERS, PREVIEW_PAGE_CACHE, refusalPage } from '../src/server/preview/answers.ts';
import { isPreviewPage } from '../src/server/preview/paths.ts';
import { studioSecretCheck } from '../src/server/preview/studio-secret.ts';
import { BodyCache } from '../src/server/static/body-cache.ts';
import { loadStaticSiteFiles, type StaticSiteFiles } from '../src/server/static/static-site-files.ts';
import { staticResponse } from '../src/server/static/static-response.ts';
import { HOST_FILES } from './live-build.ts';

/**
 * The preview origin: one Node listener in front of the preview app (.preview/, built by `npm run
 * build:preview` from astro.preview.config.mjs). An editor's link enables previews (a signed
 * cookie); pages then render on demand from drafts with the shop's own components, and every
 * file they load comes from the preview build's assets or the published dist/. Without the
 * cookie a page is refused (401) with a page saying how to open it.
 */

export const DEFAULT_PREVIEW_PORT = 4550;
const BODY_CACHE_BYTES = 16 * 1024 * 1024;

type AstroHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void>;

export interface PreviewServerOptions {
  distDir?: string;
  previewDir?: string;
  /** The shop's own address, for the links out of a preview. */
  siteUrl: string;
  settings: PreviewSettings;
  /** A Sanity project's check of the Studio's secrets (studioSecretCheck). */
  validate?: ValidateStudioUrl;
  now?: () => number;
}

async function send(res: ServerResponse, response: Response, extra: Record<string, string> = {}): Promise<void> {
  res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...extra });
  if (!response.body) {
    res.end();
    return;
  }
  await new Promise<void>((done, fail) =>
    Readable.fromWeb(response.body as never)
      .pipe(res)
      .on('finish', done)
      .on('error', fail),
  );
}

function refuse(res: ServerResponse, status: 401 | 403, pathname: string, reason: 'noAccess' | 'badLink', siteUrl: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': PREVIEW_PAGE_CACHE });
  res.end(refusalPage(pathname, reason, siteUrl));
}

/** The listener of the preview origin. */
export async function createPreviewListener(options: PreviewServerOptions): Promise<(req: IncomingMessage, res: ServerResponse) => void> {
  const { settings, siteUrl, validate, now = Date.now } = options;
  const previewDir = resolve(options.previewDir ?? '.preview');
  const { handler } = (await import(pathToFileURL(join(previewDir, 'server', 'entry.mjs')).href)) as { handler: AstroHandler };
  const ownFiles = await loadStaticSiteFiles(join(previewDir, 'client'));
  const siteFiles = await loadStaticSiteFiles(resolve(options.distDir ?? 'dist'), HOST_FILES);
  const bodies = new BodyCache(BODY_CACHE_BYTES);
  // Secure behind TLS (the proxy says so), and always in production.
  const secure = (req: IncomingMessage) => process.env.NODE_ENV === 'production' || req.headers['x-forwarded-proto'] === 'https';

  const files = async (req: IncomingMessage, res: ServerResponse, url: URL, page: boolean) => {
    const request = new Request(url, { method: req.method === 'HEAD' ? 'HEAD' : 'GET', headers: req.headers as Record<string, string> });
    const own = ownFiles.resolve(url.pathname) ? ownFiles : siteFiles;
    await send(
      res,
      await staticResponse(own as StaticSiteFiles, bodies, request, url.pathname),
      page ? { 'cache-control': PREVIEW_PAGE_CACHE } : {},
    );
  };

  return (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://preview.invalid');
      for (const [name, value] of Object.entries(PREVIEW_HEADERS)) res.setHeader(name, value);
      if (settings.mode === 'off') {
        refuse(res, 403, url.pathname, 'noAccess', siteUrl);
        return;
      }
      if (url.pathname === PREVIEW_ENABLE_PATH) {
        const answer = await enablePreview(settings, url, validate);
        if (answer.status !== 307)
          return refuse(res, answer.status, samePath(url.searchParams.get(LINK_PATH_PARAM)), answer.reason, siteUrl);
        res.writeHead(307, {
          location: answer.location,
          'set-cookie': await accessCookie(settings.cookieKey, now(), secure(req)),
          'cache-control': PREVIEW_PAGE_CACHE,
        });
        res.end();
        return;
      }
      if (url.pathname === PREVIEW_DISABLE_PATH) {
        const back = new URL(samePath(url.searchParams.get(LINK_PATH_PARAM)), siteUrl).href;
        res.writeHead(303, { location: back, 'set-cookie': clearedCookie(secure(req)), 'cache-control': PREVIEW_PAGE_CACHE });
        res.end();
        return;
      }
      const page = needsAccess(url.pathname);
      if (!page || req.method !== 'GET') {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          res.writeHead(405, { allow: 'GET, HEAD' }).end();
          return;
        }
        if (!page) return files(req, res, url, false);
      }
      if (!(await hasAccess(req.headers.cookie, settings.cookieKey, now()))) return refuse(res, 401, url.pathname, 'noAccess', siteUrl);
      res.setHeader('cache-control', PREVIEW_PAGE_CACHE);
      // A page the preview app renders from drafts, else the published one (a cart, a listing's page 2).
      if (!isPreviewPage(url.pathname)) return files(req, res, url, true);
      await handler(req, res, () => void files(req, res, url, true));
    })().catch((error: unknown) => {
      console.error('Preview failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Preview failed; see the server log.');
      else res.destroy();
    });
  };
}

/** The preview rule for this environment and content (a made-up secret on the local seed, outside production). */
export function previewSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): { settings: PreviewSettings; validate?: ValidateStudioUrl } {
  const cms = readCmsConfig(env);
  const settings = previewSettings(env, cms, () => randomBytes(24).toString('base64url'));
  return cms.kind === 'sanity' && settings.mode === 'studio' ? { settings, validate: studioSecretCheck(cms) } : { settings };
}

/** The local link that enables previews and opens `path` (only for the seed's link rule). */
export function localPreviewLink(origin: string, settings: PreviewSettings, path = '/'): string | null {
  if (settings.mode !== 'link') return null;
  const link = new URL(PREVIEW_ENABLE_PATH, origin);
  link.searchParams.set(LINK_SECRET_PARAM, settings.secret);
  link.searchParams.set(LINK_PATH_PARAM, path);
  return link.href;
}

/** The preview origin on `port`. */
export async function startPreviewServer(
  options: Omit<PreviewServerOptions, 'settings' | 'validate'> & { port: number; host?: string } & Partial<
      Pick<PreviewServerOptions, 'settings' | 'validate'>
    >,
): Promise<{ server: Server; settings: PreviewSettings }> {
  const fromEnv = options.settings ? { settings: options.settings, validate: options.validate } : previewSettingsFromEnv();
  const listener = await createPreviewListener({ ...options, ...fromEnv } as PreviewServerOptions);
  const server = createServer(listener);
  await new Promise<void>((done) => server.listen(options.port, options.host ?? '127.0.0.1', done));
  return { server, settings: fromEnv.settings };
}

/**
 * The preview server as a child process of `npm start`: the Astro app it loads listens for
 * unhandled rejections, which would otherwise silence the shop's own. On the seed, outside
 * production, the secret of the link is made up here and handed to it, so the link can be printed.
 */
export async function spawnPreviewServer(options: {
  port: number;
  host: string;
  siteUrl: string;
}): Promise<{ settings: PreviewSettings; stop: () => void }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PREVIEW_PORT: String(options.port), HOST: options.host, SITE_URL: options.siteUrl };
  if (!env.PREVIEW_SECRET && env.NODE_ENV !== 'production') env.PREVIEW_SECRET = randomBytes(24).toString('base64url');
  const settings = previewSettings(env, readCmsConfig(env), () => '');
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  // Ready when it says so (its line is not repeated: npm start prints the link in its own table).
  await new Promise<void>((ready, fail) => {
    const onExit = (code: number | null) => fail(new Error(`The preview server exited with ${code}`));
    const onData = (text: string) => {
      if (!text.includes('Previews')) return void process.stdout.write(text);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      ready();
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
  child.stdout.pipe(process.stdout);
  return { settings, stop: () => void child.kill('SIGTERM') };
}

if (import.meta.main) {
  const port = Number(process.env.PREVIEW_PORT || DEFAULT_PREVIEW_PORT);
  const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT || 4321}`;
  const { settings } = await startPreviewServer({ port, host: process.env.HOST || '127.0.0.1', siteUrl });
  const origin = `http://127.0.0.1:${port}`;
  if (settings.mode === 'off') console.log(`Previews are off: ${settings.reason}.`);
  else
    console.log(
      `Previews on ${origin}${settings.mode === 'link' ? `; open ${localPreviewLink(origin, settings)}` : ' (open them from the Studio)'}`,
    );
}
