import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import type { InstallationSettings } from '../../src/lib/installation/settings.ts';
import { DEFAULT_DELIVERY_SETTINGS } from '../../src/lib/delivery/defaults.ts';
import { ON_SALE, SNAPSHOT } from './checkout-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';

/** The demo's installation settings (as the seed's Installation settings): three bands, zone 4 by survey for the largest. */
export const INSTALLATION_SETTINGS: InstallationSettings = {
  bands: [
    { key: 'small-dc', name: { en: 'Small DC kit', sw: 'Kifaa kidogo cha DC' }, zonePricesCents: [350_000, 500_000, 750_000, 1_000_000] },
    {
      key: 'home',
      name: { en: 'Home system up to 5 kW', sw: 'Mfumo wa nyumbani hadi kW 5' },
      zonePricesCents: [1_500_000, 2_000_000, 2_800_000, 3_500_000],
    },
    {
      key: 'large',
      name: { en: 'Large system above 5 kW', sw: 'Mfumo mkubwa zaidi ya kW 5' },
      zonePricesCents: [3_500_000, 4_500_000, 6_000_000, null],
    },
  ],
  includes: {
    en: ['Mounting the panels and wiring', 'Commissioning tests with the record left with you'],
    sw: ['Kufunga paneli na nyaya', 'Majaribio ya kuwasha mfumo na rekodi unayobaki nayo'],
  },
  leadDays: 1,
  windowDays: 42,
  rescheduleHours: 48,
  workmanshipMonths: 24,
  closedDays: ['2027-03-10'],
};

/** The checkout catalogue with delivery zones, the shop's details, installation settings and two installed products. */
export const INSTALL_SNAPSHOT: CatalogueSnapshot = {
  ...SNAPSHOT,
  shop: SNAPSHOT_WITH_SHOP.shop,
  delivery: { ...DEFAULT_DELIVERY_SETTINGS, zones: [...DEFAULT_DELIVERY_SETTINGS.zones] },
  installation: INSTALLATION_SETTINGS,
  products: {
    ...SNAPSHOT.products,
    'hybrid-5kw': {
      name: 'Hybrid inverter 5 kW',
      brand: 'Growatt',
      category: 'inverters',
      priceCents: 9_500_000,
      ...ON_SALE,
      installation: { licenceClass: 'T3', band: 'home' },
    },
    'dc-kit-100': {
      name: 'DC lighting kit 100 W',
      brand: 'Sun King',
      category: 'packages',
      priceCents: 2_500_000,
      ...ON_SALE,
      installation: { licenceClass: 'T1', band: 'small-dc' },
    },
  },
};
