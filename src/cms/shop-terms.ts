import type { DeliverySettings } from '../lib/delivery/price-delivery.ts';
import type { LaybyTerms } from '../lib/layby/terms.ts';
import { deliveryDocument, toDeliverySettings } from './delivery-schema.ts';
import type { GroqFetcher } from './fetcher.ts';
import { laybyDocument, toLaybyTerms } from './layby-schema.ts';
import { DELIVERY_QUERY, LAYBY_QUERY } from './queries.ts';
import { parseDocument } from './validate.ts';

/** The settings documents whose terms the server applies and the policies show: delivery and lay-by. */

/** The delivery zones, rates and surcharges editors set. */
export async function fetchDelivery(fetcher: GroqFetcher): Promise<DeliverySettings> {
  return toDeliverySettings(parseDocument(deliveryDocument, await fetcher.fetch(DELIVERY_QUERY), 'deliverySettings'));
}

/** The lay-by terms editors set (Lay-by settings), or null where lay-by is switched off or the document was never made. */
export async function fetchLayby(fetcher: GroqFetcher): Promise<LaybyTerms | null> {
  const raw = await fetcher.fetch(LAYBY_QUERY);
  return raw == null ? null : toLaybyTerms(parseDocument(laybyDocument, raw, 'laybySettings'));
}
