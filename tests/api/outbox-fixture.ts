import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { orderRequestSchema } from '../../src/lib/checkout/order-schema.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import { placeOrder } from '../../src/server/checkout/initiate.ts';
import type { Database } from '../../src/server/db/index.ts';
import { orderEvents } from '../../src/server/messages/order-events.ts';
import { orderBody, SNAPSHOT } from './checkout-fixture.ts';

/** The checkout tests' catalogue with the shop's details: order messages are queued for it (one shop alert, by e-mail). */
export const SNAPSHOT_WITH_SHOP: CatalogueSnapshot = {
  ...SNAPSHOT,
  shop: { name: 'Solar Shop Kenya', phone: '+254712345678', email: 'sales@shop.test', alertEmails: ['orders@shop.test'], alertPhones: [] },
};

/** Places a cash order as checkout does, queueing its messages without sending any (no dispatch: a sweep's to send); returns its id. */
export async function queueCashOrder(db: Database, phone = '0712 345 678'): Promise<string> {
  const catalogue = staticCatalogueSource(SNAPSHOT_WITH_SHOP);
  const base = orderBody({ paymentMethod: 'Cash' });
  const { order } = await placeOrder(
    { catalogue, db, events: orderEvents(catalogue, 'http://shop.test', db) },
    orderRequestSchema.parse({ ...base, customer: { ...base.customer, phone } }),
    null,
  );
  return order.id;
}
