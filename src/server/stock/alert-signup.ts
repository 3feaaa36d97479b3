import type { Locale } from '../../i18n/locales.ts';
import { alertTarget, type StockAlertRequest } from '../../lib/stock/alert-request.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { Database } from '../db/index.ts';
import type { StockAlert } from '../db/stock-alerts.ts';
import { ApiError } from '../errors.ts';
import { buyableNow } from './back-in-stock.ts';

/**
 * "Tell me when it's back", for the API (POST /api/stock/alerts) and the form on a product page
 * alike: 404 for a product the catalogue does not sell, 409 `IN_STOCK` for one that can be bought
 * now (there is nothing to wait for), otherwise the live subscription (a repeat finds the same one).
 */
export async function signUpForAlert(
  deps: { db: Database; catalogue: CatalogueSource },
  request: StockAlertRequest,
  locale: Locale,
): Promise<{ alert: StockAlert; productName: string }> {
  const snapshot = await deps.catalogue();
  const product = Object.hasOwn(snapshot.products, request.productId) ? snapshot.products[request.productId] : undefined;
  if (!product) throw new ApiError(404, 'NOT_FOUND', 'stockAlert.error.unknownProduct', 'productId');
  if ((await buyableNow(deps.db, [request.productId], snapshot)).length > 0)
    throw new ApiError(409, 'IN_STOCK', (t) => t('stockAlert.error.inStock', { product: product.name }), 'productId');
  const alert = await deps.db.stockAlerts.subscribe({ productId: request.productId, ...alertTarget(request), locale });
  return { alert, productName: product.name };
}
