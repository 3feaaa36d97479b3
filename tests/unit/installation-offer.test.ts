import { describe, expect, it } from 'vitest';
import { installationOffer } from '../../src/components/product/installation-offer.ts';
import { addedFromQuery } from '../../src/islands/cart/added-from-query.ts';
import { cartInstallation, installationVat } from '../../src/islands/cart/installation-figures.ts';
import { parseWanted } from '../../src/stores/installation.ts';
import type { InstallationQuoteAnswer } from '../../src/api/installation.ts';
import { MAX_LINE_QUANTITY } from '../../src/lib/cart/line.ts';
import { INSTALLATION_SETTINGS } from '../api/installation-fixture.ts';

describe("a product page's installation offer", () => {
  it.each([
    ['a home system: zone 1 of its band', { licenceClass: 'T3', band: 'home' }, { licenceClass: 'T3', fromCents: 1_500_000 }],
    ['a small DC kit', { licenceClass: 'T1', band: 'small-dc' }, { licenceClass: 'T1', fromCents: 350_000 }],
    ['a band the settings lack', { licenceClass: 'T3', band: 'mini-grid' }, null],
    ['not installed by the shop', null, null],
  ] as const)('%s', (_, installation, expected) => {
    const offer = installationOffer(installation, INSTALLATION_SETTINGS, 'en');
    expect(offer && { licenceClass: offer.licenceClass, fromCents: offer.fromCents }).toEqual(expected);
  });

  it('says what a job includes in the page’s language', () => {
    expect(installationOffer({ licenceClass: 'T3', band: 'home' }, INSTALLATION_SETTINGS, 'sw')?.includes).toEqual(
      INSTALLATION_SETTINGS.includes.sw,
    );
  });

  it('is "from" the lowest zone that has a price when zone 1 has none, and absent without settings', () => {
    const settings = {
      ...INSTALLATION_SETTINGS,
      bands: [
        { key: 'home', name: { en: 'Home', sw: 'Nyumbani' }, zonePricesCents: [null, 2_000_000, null, null] as [null, number, null, null] },
      ],
    };
    expect(installationOffer({ licenceClass: 'T3', band: 'home' }, settings, 'en')?.fromCents).toBe(2_000_000);
    expect(installationOffer({ licenceClass: 'T3', band: 'home' }, null, 'en')).toBeNull();
  });
});

describe('"Add to cart with installation" read by the cart', () => {
  const item = JSON.stringify({ id: 'hybrid-5kw', name: 'Hybrid inverter 5 kW', price: 9_500_000 });
  it.each([
    ['the product, its quantity and installation', `?add=${encodeURIComponent(item)}&quantity=2&installation=1`, 2, true],
    ['without installation', `?add=${encodeURIComponent(item)}&quantity=1`, 1, false],
    ['no quantity: one', `?add=${encodeURIComponent(item)}&installation=1`, 1, true],
    ['a quantity out of bounds: clamped', `?add=${encodeURIComponent(item)}&quantity=999999`, MAX_LINE_QUANTITY, false],
    ['a quantity that is not a number: one', `?add=${encodeURIComponent(item)}&quantity=lots`, 1, false],
  ])('%s', (_, search, quantity, installation) => {
    expect(addedFromQuery(search)).toEqual({ item: { ...JSON.parse(item), quantity }, installation });
  });

  it.each([
    ['no add', '?installation=1'],
    ['not JSON', '?add=%7Bbroken'],
    ['a list', `?add=${encodeURIComponent('[1]')}`],
    ['null', '?add=null'],
  ])('adds nothing for %s', (_, search) => {
    expect(addedFromQuery(search)).toBeNull();
  });
});

describe("the cart's installation", () => {
  const offered = (priceFor: 'county' | 'zone1'): InstallationQuoteAnswer => ({
    offered: true,
    priceCents: 2_000_000,
    requiredClass: 'T3',
    band: 'home',
    bandName: 'Home system',
    includes: ['Mounting'],
    priceFor,
  });
  it.each([
    ['nothing to install', null, true, { kind: 'none' }],
    ['still asked for', undefined, true, { kind: 'none' }],
    ['a county not served', { offered: false, reason: 'zone_not_served' } as const, true, { kind: 'not-served' }],
    ['wanted, priced for the county: counted', offered('county'), true, { wanted: true, from: false, countedCents: 2_000_000 }],
    ['wanted, no county yet: "from", not counted', offered('zone1'), true, { wanted: true, from: true, countedCents: 0 }],
    ['not wanted: offered, not counted', offered('county'), false, { wanted: false, from: false, countedCents: 0 }],
  ])('%s', (_, answer, wanted, expected) => {
    expect(cartInstallation(answer, wanted)).toMatchObject(expected);
  });

  it('adds the VAT of a service only when counted', () => {
    // KSh 20,000 inclusive of 16 %: 17,241.38 net, 2,758.62 VAT.
    expect(installationVat(cartInstallation(offered('county'), true))).toBe(275_862);
    expect(installationVat(cartInstallation(offered('zone1'), true))).toBe(0);
    expect(installationVat(cartInstallation(null, true))).toBe(0);
  });

  it.each([
    ['1', true],
    ['0', false],
    ['true', false],
    [null, false],
  ])('reads the stored wish %s as %s', (raw, wanted) => {
    expect(parseWanted(raw)).toBe(wanted);
  });
});
