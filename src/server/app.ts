import { adminInstallationRoutes, adminTechnicianRoutes } from './routes/admin/installations.ts';
import { installationRoutes } from './routes/installations.ts';
import { Hono } from 'hono';
import { errorBody, handleError, requestTranslations } from './errors.ts';
import type { AppDeps } from './deps.ts';
import type { Database } from './db/index.ts';
import { signedInUsers } from './auth/signed-in.ts';
import { TRUST_SOCKET } from './client-address.ts';
import { createRateLimits, rateLimited } from './rate-limit/limiter.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitName } from './rate-limit/limits.ts';
import { limitBodies } from './request-body.ts';
import { healthRoutes } from './routes/health.ts';
import { policiesRoutes } from './routes/policies.ts';
import { accountRoutes } from './routes/account.ts';
import { contactRoutes } from './routes/contact.ts';
import { meRoutes } from './routes/me.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { paymentStatusRoutes, pesapalRoutes } from './routes/pesapal.ts';
import { adminDashboardRoutes } from './routes/admin/dashboard.ts';
import { adminOrdersRoutes } from './routes/admin/orders.ts';
import { adminWarrantyRoutes } from './routes/admin/warranty.ts';
import { adminCashRoutes } from './routes/admin/cash.ts';
import { adminLaybyRoutes } from './routes/admin/layby.ts';
import { adminStockRoutes } from './routes/admin/stock.ts';
import { adminStockCsvRoutes } from './routes/admin/stock-csv.ts';
import { adminInvoiceRetryRoutes, adminInvoiceRoutes } from './routes/admin/invoices.ts';
import { stockRoutes } from './routes/stock.ts';
import { stockAlertRoutes } from './routes/stock-alerts.ts';
import { favouritesRoutes } from './routes/favourites.ts';
import { queueBackInStock } from './stock/back-in-stock.ts';
import { shopperOrderRoutes } from './routes/orders.ts';
import { invoiceRoutes } from './routes/invoice.ts';
import { smsRoutes } from './routes/sms.ts';
import { warrantyRoutes } from './routes/warranty.ts';
import { hooksRoutes } from './routes/hooks.ts';
import { authHookRoutes } from './routes/auth-hooks.ts';
import { createStatusChecks } from './checkout/status-checks.ts';
import { paymentServices } from './checkout/payment-services.ts';
import { cancelWindowFrom } from './orders/cancel.ts';
import { orderEvents } from './messages/order-events.ts';
import { inShoppersLanguage } from './locale.ts';
import { noStoreByDefault } from './no-store.ts';
import { checkAnswers } from './answer-contract.ts';
import { authConfig } from '../lib/auth/config.ts';

/** The API's routes that keep or read orders, payments, accounts and messages. */
const DATABASE_ROUTES = [
  '/checkout/initiate',
  '/stock',
  '/stock/alerts',
  '/installations/*',
  '/contact',
  '/me',
  '/account/*',
  '/orders',
  '/orders/*',
  '/admin/*',
  '/pesapal/*',
  '/payments/*',
  '/sms/*',
  '/warranty/*',
  '/hooks/*',
  '/favourites',
  '/favourites/*',
];

/**
 * The API, written once against Web-standard Request/Response. It runs under Node
 * (local/serve.ts) and as Cloudflare Pages Functions (functions/api/[[path]].ts).
 */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono().basePath('/api');
  const limits = createRateLimits(deps.rateLimits ?? DEFAULT_RATE_LIMITS, deps.db?.sql);
  const limit = (name: RateLimitName) => rateLimited(limits, name, deps.trustProxy ?? TRUST_SOCKET);
  const sessionOptions = {
    ...(deps.sessionCacheMs === undefined ? {} : { cacheMs: deps.sessionCacheMs }),
    ...(deps.liveSessions ? { live: deps.liveSessions } : {}),
  };
  const users = deps.db && deps.auth ? signedInUsers(deps.auth, deps.db, sessionOptions) : undefined;
  // Order messages are queued with the changes that cause them, and sent once those commit.
  const events = deps.db ? orderEvents(deps.catalogue, deps.siteUrl, deps.db, deps.messages, deps.paymentFailedGraceMs) : undefined;

  // The language first: even a body refused as too large is refused in the shopper's words.
  app.use('*', inShoppersLanguage());
  app.use('*', noStoreByDefault());
  app.use('*', limitBodies());
  if (deps.checkAnswers ?? true) app.use('*', checkAnswers());
  app.route('/health', healthRoutes(deps.db, deps.now, deps.invoiceWaitingAlertMinutes));
  app.route('/policies', policiesRoutes(deps.catalogue));
  app.use('/checkout/quote', limit('quote'));
  app.use('/checkout/initiate', limit('checkout'));
  app.route(
    '/checkout',
    checkoutRoutes({
      catalogue: deps.catalogue,
      db: deps.db,
      users,
      pesapal: deps.pesapal,
      siteUrl: deps.siteUrl,
      events,
      stockHoldMs: deps.stockHoldMs,
      now: deps.now,
    }),
  );
  if (deps.db) {
    app.use('/stock', limit('stock'));
    app.route('/stock', stockRoutes(deps.db, deps.catalogue));
    app.use('/stock/alerts', limit('stockAlert'));
    app.route('/stock/alerts', stockAlertRoutes({ db: deps.db, catalogue: deps.catalogue }));
    app.use('/contact', limit('contact'));
    app.route('/contact', contactRoutes(deps.db, users));
  }
  if (deps.db && deps.smsDeliveryReportKey) {
    app.use('/sms/delivery-reports', limit('smsDeliveryReport'));
    app.route('/sms', smsRoutes(deps.db, deps.smsDeliveryReportKey));
  }
  const services =
    deps.db && deps.pesapal
      ? paymentServices({ db: deps.db, pesapal: deps.pesapal, checks: deps.statusChecks ?? createStatusChecks(deps.pesapal), events })
      : undefined;
  const payments = services?.payments;
  // How a refund is found done: Pesapal asked for the payment's status, as an IPN would.
  const refreshPayments = services?.refresh;
  if (payments) {
    app.use('/pesapal/ipn', limit('pesapalIpn'));
    app.use('/pesapal/verify', limit('paymentVerify'));
    app.route('/pesapal', pesapalRoutes(payments));
    app.use('/payments/status', limit('paymentStatus'));
    app.route('/payments', paymentStatusRoutes(payments));
  }
  const now = deps.now ?? (() => new Date());
  const cancelWindow = cancelWindowFrom(deps.catalogue, now);
  if (deps.db) {
    // Shopper and admin order routes share /orders: each route carries its own guard (signedInAdmin on the admin's), so
    // their order here changes no answer, and a path neither takes is a 404 (tests/api/route-guards.test.ts).
    app.use('/orders/:orderId/confirmation', limit('orderView'));
    app.use('/orders/:orderId/pay', limit('checkout'));
    app.use('/orders/:orderId/instalments', limit('checkout'));
    app.use('/orders/:orderId/installation', limit('checkout'));
    app.use('/orders/track', limit('track'));
    app.use('/orders/:orderId/cancel', limit('track'));
    app.route(
      '/orders',
      shopperOrderRoutes({
        db: deps.db,
        limits,
        users,
        pesapal: deps.pesapal,
        statusChecks: payments?.checks,
        siteUrl: deps.siteUrl,
        now,
        events,
        cancelWindow,
        refreshPayment: refreshPayments,
        trustProxy: deps.trustProxy,
        stockHoldMs: deps.stockHoldMs,
        catalogue: deps.catalogue,
      }),
    );
    // The order's tax invoice: its owner's or an admin's (a token).
    app.use('/orders/:orderId/invoice', limit('orderView'));
    app.route('/orders', invoiceRoutes({ db: deps.db, catalogue: deps.catalogue, siteUrl: deps.siteUrl, users }));
    app.use('/installations/*', limit('installationSlots'));
    app.route('/installations', installationRoutes({ db: deps.db, catalogue: deps.catalogue, now }));
    app.use('/warranty/*', limit('warranty'));
    app.route(
      '/warranty',
      warrantyRoutes({ db: deps.db, limits, trustProxy: deps.trustProxy ?? TRUST_SOCKET, catalogue: deps.catalogue, events, now }),
    );
    // Publish → live: without its settings the route answers 503 with the reason, never 404.
    app.use('/hooks/*', limit('sanityWebhook'));
    app.route(
      '/hooks',
      hooksRoutes({
        db: deps.db,
        publish: deps.publish ?? { ok: false, reason: 'SANITY_WEBHOOK_SECRET and DEPLOY_HOOK_URL not set' },
        ...(deps.deployHook ? { deployHook: deps.deployHook } : {}),
        now,
      }),
    );
  }
  // Supabase Auth's Send Email Hook: the shop writes the account e-mails (no database needed).
  app.use('/auth/*', limit('sendEmailHook'));
  app.route(
    '/auth',
    authHookRoutes({
      hook: deps.sendEmailHook ?? { ok: false, reason: 'SEND_EMAIL_HOOK_SECRET not set' },
      mail: deps.messages?.senders.email && { sender: deps.messages.senders.email, messageIdDomain: deps.messages.messageIdDomain },
      catalogue: deps.catalogue,
      siteUrl: deps.siteUrl,
      supabaseUrl: deps.supabaseUrl ?? authConfig({}).supabaseUrl,
    }),
  );
  if (deps.db && users) {
    app.route('/me', meRoutes(users));
    app.route('/account', accountRoutes(users, deps.db, cancelWindow));
    app.use('/favourites/*', limit('favourites'));
    app.route('/favourites', favouritesRoutes({ db: deps.db, users, catalogue: deps.catalogue }));
    const trustProxy = deps.trustProxy ?? TRUST_SOCKET;
    app.route(
      '/orders',
      adminOrdersRoutes(users, deps.db, now, { events, pesapal: deps.pesapal, refreshPayment: refreshPayments, trustProxy, cancelWindow }),
    );
    app.route('/admin', adminDashboardRoutes(users, deps.db, now, trustProxy, deps.invoiceWaitingAlertMinutes));
    app.route('/admin/warranty', adminWarrantyRoutes(users, { db: deps.db, events, now, trustProxy }));
    app.route('/admin/cash', adminCashRoutes(users, deps.db, now));
    app.route('/admin/layby', adminLaybyRoutes(users, { db: deps.db, now, events, trustProxy }));
    const installationDeps = { db: deps.db, now, events, trustProxy, siteUrl: deps.siteUrl, catalogue: deps.catalogue };
    app.route('/admin/technicians', adminTechnicianRoutes(users, installationDeps));
    app.route('/admin/installations', adminInstallationRoutes(users, installationDeps));
    // A change that makes units available again (a stocktake's import too) tells who was waiting, in its transaction.
    const stockMessages = { catalogue: deps.catalogue, siteUrl: deps.siteUrl };
    const afterRestock = async (tx: Database, productIds: string[]) => void (await queueBackInStock(tx, productIds, stockMessages));
    // The CSV's two routes first: export.csv and import are not product ids.
    app.route('/admin/stock', adminStockCsvRoutes(users, { db: deps.db, catalogue: deps.catalogue, now, trustProxy, afterRestock }));
    app.route('/admin/stock', adminStockRoutes(users, { db: deps.db, catalogue: deps.catalogue, trustProxy, afterRestock }));
    const invoiceDeps = { db: deps.db, now, trustProxy, etims: deps.etims };
    app.route('/admin/invoices', adminInvoiceRoutes(users, invoiceDeps));
    app.route('/admin/orders', adminInvoiceRetryRoutes(users, invoiceDeps));
  }
  // Without a database these routes cannot keep what they are asked to: 503 with the reason, not 404.
  if (!deps.db)
    for (const path of DATABASE_ROUTES)
      app.all(path, (c) => c.json(errorBody('DATABASE_UNAVAILABLE', requestTranslations(c)('api.error.noDatabase')), 503));
  app.notFound((c) =>
    c.json(
      errorBody('NOT_FOUND', requestTranslations(c)('api.error.noRoute', { method: c.req.method, path: c.req.path.slice(0, 200) })),
      404,
    ),
  );
  app.onError(handleError);
  return app;
}
