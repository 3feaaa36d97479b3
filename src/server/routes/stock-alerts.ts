import { Hono } from 'hono';
import type { StockAlertAnswer } from '../../api/stock-alerts.ts';
import { stockAlertRequest } from '../../lib/stock/alert-request.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { Database } from '../db/index.ts';
import { validationError } from '../errors.ts';
import { jsonBody } from '../request-body.ts';
import { signUpForAlert } from '../stock/alert-signup.ts';

/**
 * POST /api/stock/alerts: "tell me when it's back" without an account (rate-limited per client in
 * app.ts). 201 with the subscription; a repeat answers the same; the message speaks the `locale`
 * given, else the request's language.
 */
export function stockAlertRoutes(deps: { db: Database; catalogue: CatalogueSource }) {
  return new Hono().post('/', async (c) => {
    const parsed = stockAlertRequest.safeParse(await jsonBody(c));
    if (!parsed.success) throw validationError(parsed.error);
    const { alert } = await signUpForAlert(deps, parsed.data, parsed.data.locale ?? c.get('t').locale);
    return c.json({ alert: { productId: alert.productId, channel: alert.channel } } satisfies StockAlertAnswer, 201);
  });
}
