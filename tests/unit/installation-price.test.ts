import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { installationLine, quoteInstallation } from '../../src/lib/installation/price.ts';
import { INSTALLATION_ITEM, isInstallationLine } from '../../src/lib/installation/line.ts';
import type { ProductInstallation, InstallationSettings } from '../../src/lib/installation/settings.ts';

/**
 * The installation's price (src/lib/installation/price.ts): one job per order at its largest
 * band and the highest class its products need, priced for the delivery zone; a service line taxed B.
 */

const SETTINGS: InstallationSettings = {
  bands: [
    { key: 'small-dc', name: { en: 'Small DC kit', sw: 'Kifaa kidogo cha DC' }, zonePricesCents: [350_000, 500_000, 750_000, 1_000_000] },
    { key: 'home', name: { en: 'Home system', sw: 'Mfumo wa nyumbani' }, zonePricesCents: [1_500_000, 2_000_000, 2_800_000, 3_500_000] },
    { key: 'large', name: { en: 'Large system', sw: 'Mfumo mkubwa' }, zonePricesCents: [3_500_000, 4_500_000, 6_000_000, null] },
  ],
  includes: { en: ['Mounting'], sw: ['Kufunga'] },
  leadDays: 1,
  windowDays: 42,
  rescheduleHours: 48,
  workmanshipMonths: 24,
  closedDays: [],
};

const installed = (installation: ProductInstallation | null) => ({ installation }) as CatalogueSnapshot['products'][string];
const SNAPSHOT: Pick<CatalogueSnapshot, 'products' | 'installation'> = {
  installation: SETTINGS,
  products: {
    'dc-kit': installed({ licenceClass: 'T1', band: 'small-dc' }),
    'small-inverter-kit': installed({ licenceClass: 'T2', band: 'small-dc' }),
    hybrid: installed({ licenceClass: 'T3', band: 'home' }),
    'big-array': installed({ licenceClass: 'T2', band: 'large' }),
    'retired-band': installed({ licenceClass: 'T3', band: 'mini-grid' }),
    cable: installed(null),
  },
};
const lines = (...ids: string[]) => ids.map((productId) => ({ productId }));

describe('quoting an installation', () => {
  it.each([
    ['one DC kit', ['dc-kit'], 1, { band: 'small-dc', requiredClass: 'T1', priceCents: 350_000 }],
    ['a hybrid in zone 3', ['hybrid'], 3, { band: 'home', requiredClass: 'T3', priceCents: 2_800_000 }],
    ['the largest band wins', ['dc-kit', 'big-array', 'hybrid'], 2, { band: 'large', requiredClass: 'T3', priceCents: 4_500_000 }],
    [
      'the highest class wins, in the smaller band',
      ['big-array', 'hybrid'],
      1,
      { band: 'large', requiredClass: 'T3', priceCents: 3_500_000 },
    ],
    ['T2 over T1 within a band', ['dc-kit', 'small-inverter-kit'], 4, { band: 'small-dc', requiredClass: 'T2', priceCents: 1_000_000 }],
    ['goods not installed are ignored', ['cable', 'dc-kit'], 1, { band: 'small-dc', requiredClass: 'T1', priceCents: 350_000 }],
    [
      'a band the settings no longer have is ignored',
      ['retired-band', 'dc-kit'],
      1,
      { band: 'small-dc', requiredClass: 'T1', priceCents: 350_000 },
    ],
    [
      'an installation line already in the cart is not priced again',
      [INSTALLATION_ITEM, 'hybrid'],
      1,
      { band: 'home', requiredClass: 'T3', priceCents: 1_500_000 },
    ],
  ])('%s', (_case, ids, zone, job) => {
    expect(quoteInstallation(lines(...ids), SNAPSHOT, zone)).toEqual({ ok: true, job: { ...job, zone } });
  });

  it.each([
    ['the largest band is not installed in zone 4', ['big-array', 'dc-kit'], 4, 'zone_not_served'],
    ['nothing in the cart is installed', ['cable'], 1, 'nothing_to_install'],
    ['only a band the settings no longer have', ['retired-band'], 1, 'nothing_to_install'],
    ['a product the catalogue no longer has', ['gone'], 1, 'nothing_to_install'],
    ['an empty cart', [], 1, 'nothing_to_install'],
  ])('refused: %s', (_case, ids, zone, reason) => {
    expect(quoteInstallation(lines(...ids), SNAPSHOT, zone)).toEqual({ ok: false, reason });
  });

  it('refuses everything when the shop books no installations', () => {
    expect(quoteInstallation(lines('hybrid'), { ...SNAPSHOT, installation: null }, 1)).toEqual({ ok: false, reason: 'not_offered' });
  });
});

describe('the installation line', () => {
  it('is one service line, taxed as type B at 16 %', () => {
    const line = installationLine({ band: 'home', requiredClass: 'T3', priceCents: 1_500_000, zone: 1 }, 'Installation (T3)');
    expect(line).toEqual({
      productId: 'installation',
      productName: 'Installation (T3)',
      unitPriceCents: 1_500_000,
      quantity: 1,
      lineTotalCents: 1_500_000,
      tax: { taxType: 'B', rateBp: 1600 },
    });
    expect(isInstallationLine(line)).toBe(true);
  });

  it.each([
    ['installation', true],
    ['hybrid', false],
    ['Installation', false],
    [null, false],
  ])('%s is the installation line: %s', (productId, is) => {
    expect(isInstallationLine({ productId })).toBe(is);
  });
});
