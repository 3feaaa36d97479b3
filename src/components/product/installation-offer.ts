import type { Locale } from '../../i18n/locales.ts';
import type { LicenceClass } from '../../lib/installation/licence.ts';
import { bandPrice, type InstallationSettings, type ProductInstallation } from '../../lib/installation/settings.ts';

/** What a product page offers of its installation (issue 48): the licence class, the lowest price ("from") and what a job includes. */
export interface InstallationOffer {
  licenceClass: LicenceClass;
  /** Zone 1's price of the product's band (Nairobi and metro); the lowest zone that has one where zone 1 has none. */
  fromCents: number;
  includes: readonly string[];
}

/** The offer of a product the shop installs, or null: not installed, no settings, a band the settings lack or no zone priced. */
export function installationOffer(
  installation: ProductInstallation | null | undefined,
  settings: InstallationSettings | null | undefined,
  locale: Locale,
): InstallationOffer | null {
  if (!installation || !settings) return null;
  const prices = [1, 2, 3, 4].map((zone) => bandPrice(settings, installation.band, zone)).filter((p): p is number => p !== null);
  const fromCents = prices[0];
  if (fromCents === undefined) return null;
  return { licenceClass: installation.licenceClass, fromCents, includes: settings.includes[locale] };
}
