import { backInStockMessage } from '../../lib/messages/stock-messages.ts';
import type { CatalogueSnapshot } from '../../lib/catalogue/snapshot.ts';
import { canBuy, shopperStock } from '../../lib/stock/state.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { Database } from '../db/index.ts';
import { messageContext } from '../messages/order-events.ts';
import { newUnsubscribeToken, unsubscribeTokenHash } from './alert-token.ts';

/** What the stock's messages need besides the database: the build's catalogue (names, pages, who the shop is) and the shop's address. */
export interface StockAlertContext {
  catalogue: CatalogueSource;
  /** The shop's public origin (SITE_URL), for links. */
  siteUrl: string;
}

/** Which of `productIds` a shopper can buy now: sold by the catalogue, on sale, and not counted out (the shopper's own rule). */
export async function buyableNow(db: Database, productIds: readonly string[], snapshot: CatalogueSnapshot): Promise<string[]> {
  const sold = productIds.filter((id) => Object.hasOwn(snapshot.products, id));
  if (sold.length === 0) return [];
  const rows = await db.stock.shopperStock(sold);
  return rows
    .filter((row) => canBuy(shopperStock(row.available, row.lowThreshold, snapshot.products[row.productId]!.onSale)))
    .map((row) => row.productId);
}

/**
 * Tells everyone waiting for `productIds` that can be bought now, inside the transaction `tx` of
 * the change that made them available (a delivery received, a count set, an adjustment up, a
 * return): one SMS or e-mail per live subscription, through the outbox, in the subscriber's
 * language, each subscription marked notified in the same transaction, so no one is told twice.
 * A product still sold out, or that the catalogue does not sell, tells no one. Returns how many
 * messages were queued; the sweep sends them.
 */
export async function queueBackInStock(tx: Database, productIds: readonly string[], context: StockAlertContext): Promise<number> {
  const waiting = await tx.stockAlerts.liveFor([...new Set(productIds)]);
  if (waiting.length === 0) return 0;
  const snapshot = await context.catalogue();
  // Without the shop's details in the build nothing can be written: the subscriptions wait.
  const shop = messageContext(snapshot, context.siteUrl);
  if (!shop) return 0;
  const buyable = new Set(await buyableNow(tx, [...new Set(waiting.map((alert) => alert.productId))], snapshot));
  let queued = 0;
  for (const alert of waiting) {
    if (!buyable.has(alert.productId)) continue;
    const product = snapshot.products[alert.productId]!;
    const token = newUnsubscribeToken();
    if (!(await tx.stockAlerts.markNotified(alert.id, await unsubscribeTokenHash(token)))) continue;
    queued += await tx.outbox.queue([
      backInStockMessage({ alert, product: { id: alert.productId, name: product.name, category: product.category }, token }, shop),
    ]);
  }
  return queued;
}

/**
 * The sweep's part (stock/sweep.ts, both hosts): tells the subscribers of every product that has
 * become available by any other road (a hold released when an order went unpaid or was cancelled,
 * a product put back on sale in the CMS). Checks without locking first, so a sweep that finds
 * nothing back costs two small reads.
 */
export async function sweepBackInStock(db: Database, context: StockAlertContext): Promise<number> {
  const waited = await db.stockAlerts.waitedFor();
  if (waited.length === 0) return 0;
  const back = await buyableNow(db, waited, await context.catalogue());
  if (back.length === 0) return 0;
  return db.transaction((tx) => queueBackInStock(tx, back, context));
}
