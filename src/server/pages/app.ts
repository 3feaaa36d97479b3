import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LOCALES, localeOfPath, localizedPath } from '../../i18n/locales.ts';
import { listingPageForQuery } from '../../lib/filters/listing-address.ts';
import { TRUST_SOCKET } from '../client-address.ts';
import type { AppDeps } from '../deps.ts';
import { inLanguage } from '../locale.ts';
import { consumeFor, createRateLimits } from '../rate-limit/limiter.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitName } from '../rate-limit/limits.ts';
import { BODY_LIMITS } from '../request-body.ts';
import { contactFormPage, storeContactForm } from './contact.ts';
import { formFields, fromOwnPages } from './form-body.ts';
import type { PageSource } from './page-source.ts';
import { searchPage, type BuiltFile } from './search.ts';
import { trackCancelPost, trackFormPost, trackInstallationPost, trackInstalmentPost, trackLinkPage } from './track.ts';
import { paymentFramePage } from './payment-frame.ts';
import { paymentReturnPage } from './payment-return.ts';
import { orderEvents } from '../messages/order-events.ts';
import { createStatusChecks } from '../checkout/status-checks.ts';
import { paymentServices } from '../checkout/payment-services.ts';
import { cancelWindowFrom } from '../orders/cancel.ts';
import { warrantyClaimPost, warrantyFindPost, warrantyLinkPage, warrantyRegisterPost } from './warranty.ts';
import { stockAlertFormPost, stockAlertFormRefused, unsubscribePage, unsubscribePost } from './stock-alerts.ts';
import { invoiceFormPost, invoiceLinkPage } from './invoice.ts';
import { jobSheetPage, jobSheetPost } from './job-sheet.ts';
import { certificateFormPost, certificateLinkPage } from './installation-certificate.ts';

/** Set on the answer for an address this app leaves to the static files. */
export const STATIC_PAGE = 'x-static-page';

/** The addresses the server answers besides /api (each also under /sw); every host routes these here (functions/ on Cloudflare). */
const SERVER_PAGE_PATHS = [
  '/shop',
  '/contact',
  '/search',
  '/track',
  '/track/pay',
  '/track/cancel',
  '/track/instalment',
  '/track/installation',
  '/invoice',
  '/warranty',
  '/warranty/register',
  '/warranty/claim',
  '/payment/iframe',
  '/payment/return',
  '/stock-alerts',
  '/stock-alerts/unsubscribe',
  // Issue 48: the technician's job sheet (one address per job, its token in the path) and the customer's certificate.
  '/jobs/:token',
  '/installation-certificate',
] as const;

/** SERVER_PAGE_PATHS in every language. */
export function serverPagePaths(): string[] {
  return LOCALES.flatMap((locale) => SERVER_PAGE_PATHS.map((path) => localizedPath(path, locale)));
}

export type PagesDeps = Pick<
  AppDeps,
  | 'db'
  | 'siteUrl'
  | 'trustProxy'
  | 'rateLimits'
  | 'pesapal'
  | 'catalogue'
  | 'messages'
  | 'paymentFailedGraceMs'
  | 'stockHoldMs'
  | 'statusChecks'
  | 'now'
> & { pages: PageSource; files: BuiltFile };

const passOn = (c: Context) => c.body(null, 404, { [STATIC_PAGE]: '1' });

/**
 * Pages the server answers, for browsers without a script as much as with one: a /shop query that
 * stands for a built listing redirects to it, /search?q= carries its first results, /track finds
 * an order by phone and reference (opens its payment, or cancels it), /invoice shows its tax invoice to whoever holds both, /payment/iframe carries
 * Pesapal's form for browsers without scripts and /payment/return the payment's outcome, /warranty registers an order's serials and takes
 * claims, the contact form and a sold-out product's "tell me when it's back" post here, and a
 * back-in-stock message's unsubscribe link lands here. Everything else at
 * these addresses goes on to the static files (the host sees STATIC_PAGE).
 */
export function createPagesApp(deps: PagesDeps): Hono {
  const limits = createRateLimits(deps.rateLimits ?? DEFAULT_RATE_LIMITS, deps.db?.sql);
  const trust = deps.trustProxy ?? TRUST_SOCKET;
  const app = new Hono();
  app.use('*', inLanguage(localeOfPath));

  app.on(['GET', 'HEAD'], ['/shop', '/sw/shop'], (c) => {
    const target = listingPageForQuery(c.req.path, new URL(c.req.url).search);
    return target ? c.redirect(target, 301) : passOn(c);
  });

  app.on(['GET', 'HEAD'], ['/search', '/sw/search'], async (c) => (await searchPage(c, deps.pages, deps.files)) ?? passOn(c));

  // As the API's: past the limit the rest of the body is not read, so the connection is not reused.
  const formLimit = bodyLimit({
    maxSize: BODY_LIMITS.form,
    onError: (c) => c.text(c.get('t')('api.error.tooLarge', { kilobytes: BODY_LIMITS.form / 1024 }), 413, { connection: 'close' }),
  });
  /**
   * A form post from the shop's own pages, read and counted against `limit` for its client, then
   * answered by `handle` (past the limit: `refused`, given the seconds to wait).
   */
  const formPost =
    (
      limit: RateLimitName,
      handle: (c: Context, fields: Record<string, string>) => Promise<Response>,
      refused: (c: Context, fields: Record<string, string>, notice: string) => Promise<Response>,
    ) =>
    async (c: Context): Promise<Response> => {
      if (!fromOwnPages(c, deps.siteUrl)) return c.text(c.get('t')('api.error.otherSite'), 403);
      const fields = await formFields(c);
      if (!fields) return c.text(c.get('t')('api.error.notForm'), 415);
      const wait = await consumeFor(limits, limit, c, trust);
      if (wait === null) return handle(c, fields);
      c.header('Retry-After', String(wait));
      return refused(c, fields, c.get('t')('api.error.rateLimited', { minutes: Math.ceil(wait / 60) }));
    };

  const { db } = deps;
  if (db) {
    const contact = formPost(
      'contact',
      async (c, fields) => {
        const answer = await storeContactForm(db, fields, c.req.path);
        return answer.kind === 'stored' ? c.redirect(answer.location, 303) : contactFormPage(c, deps.pages, answer);
      },
      (c, fields, notice) => contactFormPage(c, deps.pages, { kind: 'form', status: 429, values: fields, errors: {}, notice }),
    );
    app.post('/contact', formLimit, contact).post('/sw/contact', formLimit, contact);

    app.on(['GET', 'HEAD'], ['/track', '/sw/track'], async (c) => (await trackLinkPage(c, deps.pages)) ?? passOn(c));
    const { pesapal } = deps;
    if (pesapal)
      app.on(
        ['GET', 'HEAD'],
        ['/payment/iframe', '/sw/payment/iframe'],
        async (c) => (await paymentFramePage(c, { db, pesapal, pages: deps.pages })) ?? passOn(c),
      );
    const events = orderEvents(deps.catalogue, deps.siteUrl, db, deps.messages, deps.paymentFailedGraceMs);
    const payments =
      deps.pesapal && paymentServices({ db, pesapal: deps.pesapal, checks: deps.statusChecks ?? createStatusChecks(deps.pesapal), events });
    if (payments)
      app.on(
        ['GET', 'HEAD'],
        ['/payment/return', '/sw/payment/return'],
        async (c) => (await paymentReturnPage(c, { payments: payments.payments, pages: deps.pages })) ?? passOn(c),
      );
    const trackDeps = {
      db,
      limits,
      trustProxy: trust,
      pages: deps.pages,
      pesapal: deps.pesapal,
      statusChecks: payments ? payments.payments.checks : undefined,
      siteUrl: deps.siteUrl,
      events,
      cancelWindow: cancelWindowFrom(deps.catalogue, deps.now ?? (() => new Date())),
      refreshPayment: payments?.refresh,
      stockHoldMs: deps.stockHoldMs,
      now: deps.now,
      catalogue: deps.catalogue,
    };
    const track = (pay: boolean) =>
      formPost(
        'track',
        (c, fields) => trackFormPost(c, trackDeps, fields, pay),
        async (c, _fields, notice) => c.text(notice, 429),
      );
    app.post('/track', formLimit, track(false)).post('/sw/track', formLimit, track(false));
    app.post('/track/pay', formLimit, track(true)).post('/sw/track/pay', formLimit, track(true));
    const cancel = formPost(
      'track',
      (c, fields) => trackCancelPost(c, trackDeps, fields),
      async (c, _fields, notice) => c.text(notice, 429),
    );
    app.post('/track/cancel', formLimit, cancel).post('/sw/track/cancel', formLimit, cancel);
    // A lay-by's next amount (issue 47), from /track's form.
    const instalment = formPost(
      'track',
      (c, fields) => trackInstalmentPost(c, trackDeps, fields),
      async (c, _fields, notice) => c.text(notice, 429),
    );
    app.post('/track/instalment', formLimit, instalment).post('/sw/track/instalment', formLimit, instalment);
    // An installation's day chosen or moved (issue 48), from /track's form.
    const installation = formPost(
      'track',
      (c, fields) => trackInstallationPost(c, trackDeps, fields),
      async (c, _fields, notice) => c.text(notice, 429),
    );
    app.post('/track/installation', formLimit, installation).post('/sw/track/installation', formLimit, installation);

    // The order's tax invoice, found as /track finds the order (the same limits and counted misses).
    const invoiceDeps = { db, catalogue: deps.catalogue, siteUrl: deps.siteUrl, limits, trustProxy: trust, pages: deps.pages };
    app.on(['GET', 'HEAD'], ['/invoice', '/sw/invoice'], async (c) => (await invoiceLinkPage(c, deps.pages)) ?? passOn(c));
    const invoice = formPost(
      'track',
      (c, fields) => invoiceFormPost(c, invoiceDeps, fields),
      async (c, _fields, notice) => c.text(notice, 429),
    );
    app.post('/invoice', formLimit, invoice).post('/sw/invoice', formLimit, invoice);

    const warrantyDeps = {
      db,
      limits,
      trustProxy: trust,
      catalogue: deps.catalogue,
      events,
      now: deps.now ?? (() => new Date()),
      pages: deps.pages,
    };
    app.on(['GET', 'HEAD'], ['/warranty', '/sw/warranty'], async (c) => (await warrantyLinkPage(c, warrantyDeps)) ?? passOn(c));
    const warrantyForm = (handle: typeof warrantyFindPost) =>
      formPost(
        'warranty',
        (c, fields) => handle(c, warrantyDeps, fields),
        async (c, _fields, notice) => c.text(notice, 429),
      );
    for (const [to, handle] of [
      ['', warrantyFindPost],
      ['/register', warrantyRegisterPost],
      ['/claim', warrantyClaimPost],
    ] as const)
      app.post(`/warranty${to}`, formLimit, warrantyForm(handle)).post(`/sw/warranty${to}`, formLimit, warrantyForm(handle));

    // The technician's job sheet and the customer's installation certificate (issue 48, item 5).
    const jobDeps = { db, catalogue: deps.catalogue, events, now: deps.now ?? (() => new Date()) };
    app.on(['GET', 'HEAD'], ['/jobs/:token', '/sw/jobs/:token'], async (c) => {
      const wait = await consumeFor(limits, 'jobSheet', c, trust);
      if (wait !== null)
        return c.text(c.get('t')('api.error.rateLimited', { minutes: Math.ceil(wait / 60) }), 429, { 'retry-after': String(wait) });
      return jobSheetPage(c, jobDeps);
    });
    const job = formPost(
      'jobSheet',
      (c, fields) => jobSheetPost(c, jobDeps, fields),
      async (c, _fields, notice) => c.text(notice, 429),
    );
    app.post('/jobs/:token', formLimit, job).post('/sw/jobs/:token', formLimit, job);
    app.on(
      ['GET', 'HEAD'],
      ['/installation-certificate', '/sw/installation-certificate'],
      async (c) => (await certificateLinkPage(c, deps.pages)) ?? passOn(c),
    );
    const certificate = formPost(
      'track',
      (c, fields) => certificateFormPost(c, invoiceDeps, fields),
      async (c, _fields, notice) => c.text(notice, 429),
    );
    app.post('/installation-certificate', formLimit, certificate).post('/sw/installation-certificate', formLimit, certificate);

    // "Tell me when it's back" from a sold-out product's page, and the unsubscribe link of its message.
    const alertDeps = { db, catalogue: deps.catalogue, pages: deps.pages };
    const signUp = formPost(
      'stockAlert',
      (c, fields) => stockAlertFormPost(c, alertDeps, fields),
      (c, fields, notice) => stockAlertFormRefused(c, alertDeps, fields, notice),
    );
    app.post('/stock-alerts', formLimit, signUp).post('/sw/stock-alerts', formLimit, signUp);
    app.on(['GET', 'HEAD'], ['/stock-alerts/unsubscribe', '/sw/stock-alerts/unsubscribe'], (c) => unsubscribePage(c, alertDeps));
    const unsubscribe = formPost(
      'stockAlert',
      (c, fields) => unsubscribePost(c, alertDeps, fields),
      async (c, _fields, notice) => c.text(notice, 429),
    );
    app.post('/stock-alerts/unsubscribe', formLimit, unsubscribe).post('/sw/stock-alerts/unsubscribe', formLimit, unsubscribe);
  }

  app.notFound(passOn);
  app.onError((error, c) => {
    console.error(`The server could not answer ${c.req.method} ${c.req.path}:`, error);
    return c.text(c.get('t')('page.error.unavailable'), 503, { 'retry-after': '60' });
  });
  return app;
}
