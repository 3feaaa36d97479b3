import type { InstallationQuoteAnswer } from '../../api/installation.ts';
import type { LicenceClass } from '../../lib/installation/licence.ts';
import { SERVICE_TAX_TYPE, statutoryTax } from '../../lib/tax/tax-types.ts';
import { vatIncluded } from '../../lib/tax/vat.ts';

/**
 * What the cart says of installation (issue 48), from the quote's answer (POST /api/checkout/quote
 * with `installation: true`): nothing while it is asked for or when nothing in the cart is
 * installed; "not in this county"; or the offer, ticked or not, at its price for the county or
 * "from" zone 1's. The cart's estimated total counts it only when wanted and priced for the county,
 * as it counts delivery only once a county is chosen.
 */
export type CartInstallation =
  | { kind: 'none' }
  | { kind: 'not-served' }
  | { kind: 'offer'; wanted: boolean; licenceClass: LicenceClass; priceCents: number; from: boolean; countedCents: number };

export function cartInstallation(answer: InstallationQuoteAnswer | null | undefined, wanted: boolean): CartInstallation {
  if (!answer) return { kind: 'none' };
  if (!answer.offered) return { kind: 'not-served' };
  const from = answer.priceFor !== 'county';
  return {
    kind: 'offer',
    wanted,
    licenceClass: answer.requiredClass,
    priceCents: answer.priceCents,
    from,
    countedCents: wanted && !from ? answer.priceCents : 0,
  };
}

/** The VAT the installation adds to the cart's figure (a service, split as every line is), 0 when it is not counted. */
export function installationVat(installation: CartInstallation): number {
  if (installation.kind !== 'offer' || installation.countedCents === 0) return 0;
  return vatIncluded([{ grossCents: installation.countedCents, ...statutoryTax(SERVICE_TAX_TYPE) }]);
}
