import { createPagesApp, STATIC_PAGE } from '../pages/app.ts';
import { pageHeaders, withHeaders } from '../headers/security-headers.ts';
import { headerSettings, requestDatabase, sharedDeps, type PagesContext } from './env.ts';
import { requestMessages } from './messages.ts';

/**
 * The Cloudflare Pages Function of every address the server answers besides /api
 * (SERVER_PAGE_PATHS: functions/shop.ts, contact.ts, search.ts, track.ts, track/pay.ts, track/cancel.ts, track/instalment.ts, track/installation.ts, warranty.ts, warranty/register.ts, warranty/claim.ts, payment/iframe.ts, payment/return.ts, stock-alerts.ts, stock-alerts/unsubscribe.ts, invoice.ts, jobs/[token].ts, installation-certificate.ts and their /sw twins): the same pages
 * app as under Node, with the built pages' security headers (Pages' _headers file does not apply
 * to Functions). What it leaves alone goes on to the static files, and so does a page that can be
 * read without the server when the server is not set up.
 */
export const onRequest = async (context: PagesContext): Promise<Response> => {
  const { request } = context;
  let deps: ReturnType<typeof sharedDeps>;
  try {
    deps = sharedDeps(context.env);
  } catch (error) {
    console.error('The server pages are not configured:', error instanceof Error ? error.message : error);
    return request.method === 'GET' || request.method === 'HEAD'
      ? context.next()
      : new Response('The shop is not set up correctly. Please try again later.', { status: 503 });
  }
  const database = requestDatabase(context.env);
  // A cancellation on /track queues the customer's messages: they leave from this request, as from the API's.
  const messages = database ? requestMessages(context.env, deps.settings.siteUrl) : null;
  try {
    const app = createPagesApp({
      ...deps.settings,
      catalogue: deps.catalogue,
      pages: deps.pages,
      files: deps.files,
      ...(database ? { db: database.db } : {}),
      ...(messages ? { messages: messages.dispatch } : {}),
    });
    const answer = await app.fetch(request, context.env);
    if (answer.headers.has(STATIC_PAGE)) return context.next();
    return withHeaders(answer, pageHeaders(new URL(request.url).pathname, await headerSettings(context.env, deps)));
  } finally {
    if (database) context.waitUntil(Promise.allSettled([messages?.settled()]).then(() => database.close()));
  }
};
