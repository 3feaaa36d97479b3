import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { SNAPSHOT } from './checkout-fixture.ts';

/** The checkout tests' catalogue with the shop's details: order messages are queued for it (one shop alert, by e-mail). */
export const SNAPSHOT_WITH_SHOP: CatalogueSnapshot = {
  ...SNAPSHOT,
  shop: { name: 'Solar Shop Kenya', phone: '+254712345678', email: 'sales@shop.test', alertEmails: ['orders@shop.test'], alertPhones: [] },
};
