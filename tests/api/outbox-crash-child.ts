/**
 * A server process that queues an order's messages and dies while sending them: run by
 * outbox-crash.test.ts, which kills it with SIGKILL once it prints "sending".
 * argv: a PGlite data directory, or a postgres:// URL.
 */
import { bootstrapAuthSchema } from '../../local/auth/bootstrap.ts';
import { orderRequestSchema } from '../../src/lib/checkout/order-schema.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import { placeOrder } from '../../src/server/checkout/initiate.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import { orderEvents } from '../../src/server/messages/order-events.ts';
import { sendDueMessages } from '../../src/server/messages/outbox-worker.ts';
import { orderBody } from './checkout-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';

const target = process.argv[2]!;
const db = await openDatabase(target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target, prepare: bootstrapAuthSchema });
const catalogue = staticCatalogueSource(SNAPSHOT_WITH_SHOP);
const { order } = await placeOrder(
  { catalogue, db, events: orderEvents(catalogue, 'http://shop.test', db) },
  orderRequestSchema.parse(orderBody({ paymentMethod: 'Cash' })),
  null,
);
console.log(`queued ${order.id}`);
const never = () => {
  console.log('sending');
  return new Promise<never>(() => {});
};
await sendDueMessages(db, { email: { send: never }, sms: { send: never } }, { leaseMs: 10 * 60_000 });
