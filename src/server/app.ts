import { Hono } from 'hono';
import { errorBody, handleError } from './errors.ts';
import type { AppDeps } from './deps.ts';
import { health } from './routes/health.ts';
import { policiesRoutes } from './routes/policies.ts';
import { accountRoutes } from './routes/account.ts';
import { contactRoutes } from './routes/contact.ts';
import { meRoutes } from './routes/me.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { paymentStatusRoutes, pesapalRoutes } from './routes/pesapal.ts';
import { ordersRoutes } from './routes/orders.ts';
import { adminRoutes } from './routes/admin.ts';

/**
 * The API, written once against Web-standard Request/Response. It runs under Node
 * (local/serve.ts) and as Cloudflare Pages Functions (functions/api/[[path]].ts).
 */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono().basePath('/api');
  app.route('/health', health);
  app.route('/policies', policiesRoutes(deps.catalogue));
  if (deps.db) app.route('/contact', contactRoutes(deps.db, deps.auth));
  if (deps.db) app.route('/checkout', checkoutRoutes({ ...deps, db: deps.db }));
  if (deps.db && deps.pesapal) {
    app.route('/pesapal', pesapalRoutes({ db: deps.db, pesapal: deps.pesapal }));
    app.route('/payments', paymentStatusRoutes({ db: deps.db, pesapal: deps.pesapal }));
  }
  if (deps.db && deps.auth) {
    app.route('/me', meRoutes(deps.auth, deps.db));
    app.route('/account', accountRoutes(deps.auth, deps.db));
    const now = deps.now ?? (() => new Date());
    app.route('/orders', ordersRoutes(deps.auth, deps.db, now));
    app.route('/admin', adminRoutes(deps.auth, deps.db, now));
  }
  app.notFound((c) => c.json(errorBody('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`), 404));
  app.onError(handleError);
  return app;
}
