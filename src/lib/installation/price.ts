import type { CatalogueSnapshot } from '../catalogue/snapshot.ts';
import { orderLine } from '../checkout/price-order.ts';
import type { OrderItem } from '../order-types.ts';
import { SERVICE_TAX_TYPE, statutoryTax } from '../tax/tax-types.ts';
import { jobClass, type LicenceClass } from './licence.ts';
import { INSTALLATION_ITEM, isInstallationLine } from './line.ts';
import { bandPrice } from './settings.ts';

/**
 * The installation line of an order (issue 48, item 2): one job for the whole order, at the
 * largest size band among its installed products and the class the most demanding of them needs,
 * priced for the delivery zone. It is an order line like any other (product id INSTALLATION_ITEM,
 * quantity 1, taxed as a service), so totals, VAT, invoices and messages carry it.
 */
export interface InstallationJob {
  band: string;
  requiredClass: LicenceClass;
  priceCents: number;
  zone: number;
}

export type InstallationQuote =
  { ok: true; job: InstallationJob } | { ok: false; reason: 'not_offered' | 'nothing_to_install' | 'zone_not_served' };

/** What installing these goods in a zone costs and needs, or why the shop does not book it. */
export function quoteInstallation(
  lines: ReadonlyArray<Pick<OrderItem, 'productId'>>,
  snapshot: Pick<CatalogueSnapshot, 'products' | 'installation'>,
  zone: number,
): InstallationQuote {
  const settings = snapshot.installation;
  if (!settings) return { ok: false, reason: 'not_offered' };
  const installed = lines
    .filter((line) => !isInstallationLine(line))
    .map((line) => snapshot.products[line.productId]?.installation)
    .filter((i): i is NonNullable<typeof i> => Boolean(i))
    .filter((i) => settings.bands.some((b) => b.key === i.band));
  const requiredClass = jobClass(installed.map((i) => i.licenceClass));
  if (!requiredClass) return { ok: false, reason: 'nothing_to_install' };
  const rank = (band: string) => settings.bands.findIndex((b) => b.key === band);
  const band = installed.map((i) => i.band).reduce((a, b) => (rank(b) > rank(a) ? b : a));
  const priceCents = bandPrice(settings, band, zone);
  if (priceCents === null) return { ok: false, reason: 'zone_not_served' };
  return { ok: true, job: { band, requiredClass, priceCents, zone } };
}

/** The order line a job adds (its name in the order's own words, kept as every line's is). */
export function installationLine(job: InstallationJob, name: string): OrderItem {
  return orderLine(INSTALLATION_ITEM, name, job.priceCents, 1, statutoryTax(SERVICE_TAX_TYPE));
}
