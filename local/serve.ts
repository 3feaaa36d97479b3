import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createApp } from '../src/server/app.ts';
import { fileCatalogueSource } from '../src/server/catalogue-file-source.ts';
import { fetchCatalogueSource, type CatalogueSource } from '../src/server/catalogue-source.ts';
import { createPagesApp, serverPagePaths, STATIC_PAGE } from '../src/server/pages/app.ts';
import type { PageSource } from '../src/server/pages/page-source.ts';
import { staticResponse } from '../src/server/static/static-response.ts';
import { apiHeaders, isHttps, pageHeaders } from '../src/server/headers/security-headers.ts';
import { liveBuild, type LiveBuild } from './live-build.ts';
import { settingsDeps } from '../src/server/host-deps.ts';
import { productPagePath } from '../src/server/product-alias.ts';
import { localDatabase } from './db.ts';
import { messageSendersFromEnv } from '../src/server/messages/senders.ts';
import { startOutboxWorker } from '../src/server/messages/outbox-worker.ts';
import { sharedRounds } from '../src/server/messages/send-soon.ts';
import { sweepStock } from '../src/server/stock/sweep.ts';
import type { MessageDispatch } from '../src/server/messages/order-events.ts';
import { publishConfigFromEnv } from '../src/server/publish/config.ts';
import { deployHookAt } from '../src/server/publish/deploy-hook.ts';
import { startRebuildWorker } from '../src/server/publish/rebuilds.ts';
import type { PesapalClient } from '../src/server/pesapal/index.ts';
import { localSiteUrl } from './start-defaults.ts';
import { orderEvents } from '../src/server/messages/order-events.ts';
import { paymentServices } from '../src/server/checkout/payment-services.ts';
import { startSettleWorker, type SettleDeps } from '../src/server/orders/settle.ts';
import { registerIpnAtStart } from './register-ipn.ts';
import { etimsSettingsFromEnv } from '../src/server/etims/config.ts';
import { createEtimsClient } from '../src/server/etims/client.ts';
import { startEtimsWorker, type EtimsWorker } from '../src/server/etims/worker.ts';
import { startLaybySweep } from '../src/server/layby/sweep.ts';

/** One Node process: the built site from dist/ and the API under /api. */

/**
 * The shop over `distDir`. Its own address comes from SITE_URL, else `defaultSiteUrl` (what a local
 * run serves on); with NODE_ENV=production SITE_URL is required. With `messages`, a request sends
 * the order messages it queued as soon as its change commits.
 */
export async function createServerApp(
  distDir: string,
  defaultSiteUrl = localSiteUrl(process.env),
  messages?: MessageDispatch,
): Promise<Hono> {
  return (await createServedSite(distDir, defaultSiteUrl, messages)).app;
}

/**
 * The shop's app and the build it serves, which a new build swapped in replaces (local/live-build.ts), its Pesapal door, and what
 * the sweep of cancelled orders works with (orders/settle.ts).
 */
export async function createServedSite(
  distDir: string,
  defaultSiteUrl = localSiteUrl(process.env),
  messages?: MessageDispatch,
  etims?: Pick<EtimsWorker, 'kick'>,
): Promise<{ app: Hono; build: LiveBuild; pesapal: PesapalClient; settling: SettleDeps }> {
  const root = resolve(distDir);
  const settings = settingsDeps(process.env, { siteUrl: defaultSiteUrl });
  const build = await liveBuild(root, { paymentPageOrigin: settings.pesapal.paymentPageOrigin, https: isHttps(settings.siteUrl) });
  const app = new Hono();
  // Every answer, whichever handler made it: the API's headers under /api, the pages' elsewhere.
  app.use('*', async (c, next) => {
    await next();
    const isApi = c.req.path === '/api' || c.req.path.startsWith('/api/');
    const { headers } = build.current();
    for (const [name, value] of Object.entries(isApi ? apiHeaders(headers) : pageHeaders(c.req.path, headers)))
      c.res.headers.set(name, value);
  });
  // Static files are compressed once, by the build; API answers on the fly.
  app.use('/api/*', compress());
  const catalogue = fileCatalogueSource(join(root, 'catalogue.json'));
  const db = await localDatabase();
  // The answers' schema check (src/server/answer-contract.ts) runs everywhere but in production.
  const api = createApp({
    catalogue,
    db,
    ...settings,
    checkAnswers: process.env.NODE_ENV !== 'production',
    ...(messages ? { messages } : {}),
    ...(etims ? { etims } : {}),
  });
  app.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  // Pages the server answers (a form post, a /shop query that stands for a built listing); the rest is static.
  const pages = createPagesApp({
    db,
    catalogue,
    ...settings,
    ...(messages ? { messages } : {}),
    pages: builtPage(build),
    files: builtPage(build),
  });
  app.on(['GET', 'HEAD', 'POST'], serverPagePaths(), async (c, next) => {
    const answer = await pages.fetch(c.req.raw, c.env);
    return answer.headers.has(STATIC_PAGE) ? next() : answer;
  });
  app.on(['GET', 'HEAD'], ['/product/*', '/sw/product/*'], async (c, next) => {
    const target = productPagePath(c.req.path, await catalogue());
    if (!target) return next();
    return c.redirect(`${target}${new URL(c.req.url).search}`, 301);
  });
  app.on(['GET', 'HEAD'], '*', (c) => {
    const { files, bodies } = build.current();
    return staticResponse(files, bodies, c.req.raw, c.req.path);
  });
  const events = orderEvents(catalogue, settings.siteUrl, db, messages, settings.paymentFailedGraceMs);
  const { settling } = paymentServices({ db, pesapal: settings.pesapal, checks: settings.statusChecks, events });
  return { app, build, pesapal: settings.pesapal, settling };
}

/** A built file's text (a page's HTML, an index file), through the same file index and memory as the static answers. */
function builtPage(build: LiveBuild): PageSource {
  return async (path) => {
    const { files, bodies } = build.current();
    const file = files.resolve(path);
    const body = file && (await bodies.read(file.representations.identity.file));
    return body ? new TextDecoder().decode(body) : null;
  };
}

/**
 * The shop on `port`. Order messages leave from the request that queued them, once its change
 * commits, and a sweep beside the server (every 2 s) sends what is due again after a failure or
 * was left by a process that died. OUTBOX_WORKER=off leaves both to another process
 * (`npm run outbox:worker`); closing the server stops the sweep. Another sweep (every 5 s) closes
 * the payment pages of cancelled orders and returns their late payments when Pesapal could not
 * take it at once (orders/settle.ts). The IPN URL is registered with Pesapal while it starts
 * (local/register-ipn.ts), so a fresh start passes `npm run doctor`. Lay-by's sweep (every minute)
 * queues the plans' reminders and ends those past their end date and grace or never started
 * (layby/sweep.ts); LAYBY_WORKER=off leaves it to another host (Cloudflare's cron).
 */
export async function startServer(options: { distDir?: string; port: number; host?: string }) {
  const siteUrl = process.env.SITE_URL || localSiteUrl({ PORT: String(options.port) });
  const distDir = options.distDir ?? 'dist';
  const outbox =
    process.env.OUTBOX_WORKER === 'off'
      ? null
      : await startLocalOutboxWorker(siteUrl, fileCatalogueSource(join(resolve(distDir), 'catalogue.json')));
  const rebuilds = await startLocalRebuildWorker();
  const etims = await startLocalEtimsWorker(fileCatalogueSource(join(resolve(distDir), 'catalogue.json')));
  const { app, build, pesapal, settling } = await createServedSite(distDir, siteUrl, outbox?.dispatch, etims ?? undefined);
  const settle = startSettleWorker(settling);
  const events = settling.events;
  const layby = process.env.LAYBY_WORKER === 'off' || !events ? null : startLaybySweep({ ...settling, events, now: () => new Date() });
  const ipn = registerIpnAtStart(pesapal);
  const server = await new Promise<ReturnType<typeof serve> & { build: LiveBuild }>((done) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host ?? '127.0.0.1' }, () =>
      done(Object.assign(server, { build })),
    );
    server.on('close', () => {
      void outbox?.stop();
      void etims?.stop();
      void settle.stop();
      void layby?.stop();
      void rebuilds?.stop();
    });
  });
  await ipn;
  return server;
}

/**
 * The outbox's sweep over this process's database and the doors the environment names, and the
 * dispatch a request uses to send at once (under Node the work simply runs on after the answer).
 * Each round first does the stock's part (stock/sweep.ts), whose messages name products from
 * `catalogue`: the server's built file, or, for a worker on its own, the site's /catalogue.json.
 */
export async function startLocalOutboxWorker(
  siteUrl: string,
  catalogue: CatalogueSource = fetchCatalogueSource((path) => fetch(new URL(path, siteUrl))),
) {
  const senders = messageSendersFromEnv(process.env);
  const messageIdDomain = new URL(siteUrl).hostname;
  const stockMessages = { catalogue, siteUrl };
  const db = await localDatabase();
  const worker = startOutboxWorker(db, senders, {
    messageIdDomain,
    alsoEachRound: (db) => sweepStock(db, new Date(), stockMessages),
  });
  // Requests' sends share rounds, thirty-two messages at a time (send-soon.ts): one claim and one read per round, not per checkout.
  const soon = sharedRounds(db, senders, { messageIdDomain, concurrency: 32 });
  const dispatch: MessageDispatch = { senders, messageIdDomain, background: (work) => void work, soon };
  return {
    dispatch,
    async stop() {
      await worker.stop();
      await senders.close();
    },
  };
}

/**
 * The eTIMS worker beside the server (src/server/etims/worker.ts): a round every 2 s sends the tax
 * invoices and credit notes the database queued, to the door ETIMS_ENV names (the stand-in on
 * 4560 by default). None with ETIMS_ENV=off, or ETIMS_WORKER=off (a host that runs it on its own).
 * A wrong setting stops the start, naming it.
 */
export async function startLocalEtimsWorker(catalogue: CatalogueSource, env: Record<string, string | undefined> = process.env) {
  const settings = etimsSettingsFromEnv(env);
  if (!settings || env.ETIMS_WORKER === 'off') return null;
  return startEtimsWorker({ db: await localDatabase(), client: createEtimsClient(settings), catalogue });
}

/**
 * Publish → live's closer beside the server: every 2 s it calls the deploy hook for the bursts of
 * publishes that are due (and retries a failed call). None when the webhook is not configured.
 */
export async function startLocalRebuildWorker(env: Record<string, string | undefined> = process.env) {
  const config = publishConfigFromEnv(env);
  if (!config.ok) return null;
  return startRebuildWorker(await localDatabase(), deployHookAt(config.settings.deployHookUrl));
}

if (import.meta.main) {
  const port = Number(process.env.PORT || 4321);
  await startServer({ port, host: process.env.HOST || '127.0.0.1' });
  console.log(`Shop on http://localhost:${port}`);
}
