import { describe, expect, it } from 'vitest';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import {
  CmsValidationError,
  fetchCatalogue,
  fetchInstallation,
  loadCatalogue,
  loadInstallation,
  withContentFrom,
} from '../../src/cms/index.ts';
import {
  installationDocument,
  productInstallation,
  toInstallationDocument,
  toInstallationSettings,
} from '../../src/cms/installation-schema.ts';
import { parseDocument } from '../../src/cms/validate.ts';
import { toSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { installationRange, installationNumberRule, type InstallationNumber } from '../../src/lib/content-rules/installation.ts';
import { installationSettingsSchema, type InstallationSettings } from '../../src/lib/installation/settings.ts';
import { DEMO_INSTALLATION_SETTINGS } from '../../studio/seed/data/installation-settings.ts';
import { INSTALLATION_SETTINGS } from '../api/installation-fixture.ts';

/**
 * The CMS Installation settings and a product's Installation fields (issue 48, item 1): the
 * document as the Studio stores it, reshaped into the settings the API applies; a bad figure
 * refused by the build naming the field; and the demo catalogue's installed products.
 */

type Doc = Record<string, unknown> & { _id: string; _type: string };
const dataset = (await readNdjsonDir('studio/seed')) as Doc[];
const seed = dataset.filter((doc) => !doc._id.startsWith('drafts.'));
const seedDocument = seed.find((doc) => doc._id === 'installationSettings')!;
/** The seed with the Installation settings changed by `change`, or left out where it gives undefined. */
const withSettings = (change: (doc: Doc) => Doc | undefined): Doc[] =>
  seed.flatMap((doc) => {
    if (doc._id !== 'installationSettings') return [doc];
    const changed = change(structuredClone(doc));
    return changed ? [changed] : [];
  });

describe('the Installation settings document, reshaped into the settings', () => {
  it('reads the seed as the demo settings, whose bands and calendar the API fixture uses too', async () => {
    const settings = await fetchInstallation(datasetFetcher(seed));
    expect(settings).toEqual(DEMO_INSTALLATION_SETTINGS);
    expect(installationSettingsSchema.parse(settings)).toEqual(settings);
    expect({ ...settings, includes: INSTALLATION_SETTINGS.includes }).toEqual(INSTALLATION_SETTINGS);
  });

  const band = (fields: Record<string, unknown>) => [{ _key: 'b', key: 'home', name: 'Home', ...fields }];
  it.each<[string, Record<string, unknown>, Partial<InstallationSettings>]>([
    [
      'a band priced in some zones only: empty is not installed there',
      { bands: band({ zone1: 1_500_000, zone3: 0 }) },
      { bands: [{ key: 'home', name: { en: 'Home', sw: 'Home' }, zonePricesCents: [1_500_000, null, 0, null] }] },
    ],
    [
      "a band's Kiswahili name",
      { bands: band({ zone1: 100, sw: { name: ' Nyumbani ' } }) },
      { bands: [{ key: 'home', name: { en: 'Home', sw: 'Nyumbani' }, zonePricesCents: [100, null, null, null] }] },
    ],
    [
      'the English includes where no Kiswahili ones were written',
      { includes: ['Wiring'], sw: { includes: [] } },
      { includes: { en: ['Wiring'], sw: ['Wiring'] } },
    ],
    [
      'closed days in order, each once, without their notes',
      { closedDays: [{ date: '2027-05-17' }, { date: '2027-03-10', note: 'Idd' }, { date: '2027-05-17' }] },
      { closedDays: ['2027-03-10', '2027-05-17'] },
    ],
    ['no closed days', { closedDays: undefined }, { closedDays: [] }],
  ])('%s', (_case, fields, settings) => {
    const doc = parseDocument(installationDocument, { ...seedDocument, ...fields });
    expect(toInstallationSettings(doc)).toEqual({ ...DEMO_INSTALLATION_SETTINGS, ...settings });
  });

  it('gives no settings while installation is switched off, nor where the document was never made', async () => {
    expect(await fetchInstallation(datasetFetcher(withSettings((doc) => ({ ...doc, offered: false }))))).toBeNull();
    expect(await fetchInstallation(datasetFetcher(withSettings(() => undefined)))).toBeNull();
  });

  it('writes back the document it reads (what the seed generates)', () => {
    const other: InstallationSettings = { ...DEMO_INSTALLATION_SETTINGS, closedDays: [], leadDays: 0 };
    for (const settings of [DEMO_INSTALLATION_SETTINGS, other, INSTALLATION_SETTINGS]) {
      expect(toInstallationSettings(installationDocument.parse(toInstallationDocument(settings)))).toEqual(settings);
    }
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no band', { bands: [] }, 'bands', 'Add at least one band'],
    [
      'a band key in capitals',
      { bands: band({ key: 'Home' }) },
      'bands.0.key',
      'Must be lower-case letters, digits and hyphens, at most 40 (e.g. home, small-dc)',
    ],
    [
      'two bands with one key',
      { bands: [...band({}), ...band({ _key: 'c' })] },
      'bands',
      'The key "home" is used by two bands: give each band its own',
    ],
    [
      'a price with cents',
      { bands: band({ zone2: 2_000_050 }) },
      'bands.0.zone2',
      'Must be whole shillings, ending in 00 (in cents: KSh 12,500 is 1250000)',
    ],
    [
      'a negative price',
      { bands: band({ zone4: -100 }) },
      'bands.0.zone4',
      'Must be 0 or more, or left empty where the shop does not install in that zone',
    ],
    ['nothing included', { includes: [] }, 'includes', 'Too small: expected array to have >=1 items'],
    [
      'a lead time of 31 days',
      { leadDays: 31 },
      'leadDays',
      'The lead time must be a whole number, at most 30 working days after delivery',
    ],
    ['a window of 6 days', { windowDays: 6 }, 'windowDays', 'The booking window must be a whole number, from 7 to 120 days'],
    [
      'a reschedule time of 1.5 hours',
      { rescheduleHours: 1.5 },
      'rescheduleHours',
      'The time to reschedule must be a whole number, at most 168 hours before the day',
    ],
    [
      'no workmanship warranty',
      { workmanshipMonths: 0 },
      'workmanshipMonths',
      'The workmanship warranty must be a whole number, from 1 to 120 months',
    ],
    ['a closed day that is no date', { closedDays: [{ date: '2027-02-30' }] }, 'closedDays.0.date', 'Must be a date, YYYY-MM-DD'],
  ])('fails the build on %s, naming the field', async (_case, fields, field, message) => {
    const error = await fetchInstallation(datasetFetcher(withSettings((doc) => ({ ...doc, ...fields })))).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(CmsValidationError);
    expect((error as CmsValidationError).message).toBe(`CMS document "installationSettings" is invalid at field "${field}": ${message}`);
  });

  it.each<[InstallationNumber, number, number]>([
    ['leadDays', 0, 30],
    ['windowDays', 7, 120],
    ['rescheduleHours', 0, 168],
    ['workmanshipMonths', 1, 120],
  ])("holds %s to the server's range, %i to %i", (field, min, max) => {
    expect(installationRange(field)).toEqual({ min, max });
    expect([installationNumberRule(field, min), installationNumberRule(field, max)]).toEqual([true, true]);
    expect([installationNumberRule(field, min - 1), installationNumberRule(field, max + 1)]).not.toContain(true);
  });
});

describe("a product's Installation fields", () => {
  it.each<[string, Record<string, unknown> | null | undefined, InstallationSettings | null, unknown]>([
    [
      'installed at a known band',
      { installed: true, licenceClass: 'T3', band: 'home' },
      DEMO_INSTALLATION_SETTINGS,
      { licenceClass: 'T3', band: 'home' },
    ],
    [
      'a small DC kit',
      { installed: true, licenceClass: 'T1', band: 'small-dc' },
      DEMO_INSTALLATION_SETTINGS,
      { licenceClass: 'T1', band: 'small-dc' },
    ],
    ['not ticked, whatever else it says', { installed: false, licenceClass: 'T3', band: 'home' }, DEMO_INSTALLATION_SETTINGS, null],
    ['no fields at all', undefined, DEMO_INSTALLATION_SETTINGS, null],
    ['installation switched off', { installed: true, licenceClass: 'T3', band: 'home' }, null, null],
    ['a band the settings do not have', { installed: true, licenceClass: 'T3', band: 'huge' }, DEMO_INSTALLATION_SETTINGS, null],
  ])('%s', (_case, fields, settings, expected) => {
    expect(productInstallation(fields, settings)).toEqual(expected);
  });
});

const catalogue = await fetchCatalogue(datasetFetcher(seed));
const settings = (await fetchInstallation(datasetFetcher(seed)))!;
const byId = new Map(catalogue.products.map((p) => [p.id, p]));

describe('the demo catalogue says what the shop installs', () => {
  it('installs a hybrid inverter with a T3 technician', () => {
    const hybrids = catalogue.products.filter((p) => p.category === 'inverters' && /hybrid/i.test(p.name));
    expect(hybrids.length).toBeGreaterThan(3);
    for (const p of hybrids) expect([p.id, p.installation?.licenceClass]).toEqual([p.id, 'T3']);
  });

  it("prices every installed product at one of the settings' bands, and says null of the rest", () => {
    const keys = new Set(settings.bands.map((b) => b.key));
    const installed = catalogue.products.filter((p) => p.installation);
    expect(installed.length).toBeGreaterThan(40);
    for (const p of installed) expect(keys.has(p.installation!.band), p.id).toBe(true);
    // Every product says it: null where the shop does not install it, never left out.
    for (const p of catalogue.products) expect(p.installation === null || keys.has(p.installation?.band ?? ''), p.id).toBe(true);
  });

  it.each<[string, { licenceClass: string; band: string } | null]>([
    ['deye-sun-5k-sg03lp1', { licenceClass: 'T3', band: 'home' }],
    ['deye-sun-12k-sg04lp3', { licenceClass: 'T3', band: 'large' }],
    ['growatt-min-5000tl-x', { licenceClass: 'T3', band: 'home' }],
    ['pylontech-us5000', { licenceClass: 'T3', band: 'home' }],
    ['home-system-8kw-hybrid', { licenceClass: 'T3', band: 'large' }],
    ['sun-king-home-400', { licenceClass: 'T1', band: 'small-dc' }],
    ['invt-gd100-pv-7-5kw', { licenceClass: 'T3', band: 'home' }],
    ['felicity-3kw-backup-5kwh', { licenceClass: 'T3', band: 'home' }],
    ['ecoflow-delta-2', null],
    ['ritar-dg12-100-gel', null],
    ['jinko-tiger-neo-550w', null],
  ])('%s: %o', (id, installation) => {
    expect(byId.get(id)?.installation).toEqual(installation);
  });

  it('publishes both in catalogue.json: each product with its class and band, and the settings', () => {
    const snapshot = toSnapshot(catalogue, [], { collect: 'on-delivery', zones: [] } as never, new Date(0), null, settings);
    expect(snapshot.products['deye-sun-5k-sg03lp1']?.installation).toEqual({ licenceClass: 'T3', band: 'home' });
    expect(snapshot.products['jinko-tiger-neo-550w']?.installation).toBeUndefined();
    expect(snapshot.installation).toEqual(DEMO_INSTALLATION_SETTINGS);
  });
});

describe('the Kiswahili pages and a preview carry the installation too', () => {
  it('in the Kiswahili catalogue', async () => {
    const sw = await fetchCatalogue(datasetFetcher(seed), 'sw');
    expect(sw.products.find((p) => p.id === 'deye-sun-5k-sg03lp1')?.installation).toEqual({ licenceClass: 'T3', band: 'home' });
  });

  it("in a preview from drafts, in both languages, with the settings' loader", async () => {
    const drafts = datasetFetcher(dataset, 'drafts');
    const [en, sw, settings] = await withContentFrom(drafts, () =>
      Promise.all([loadCatalogue('en'), loadCatalogue('sw'), loadInstallation()]),
    );
    const drafted = (catalogue: typeof en) => catalogue.products.find((p) => p.id === 'felicity-3kw-backup-5kwh');
    // The draft's own words (a preview, not the published product), and its installation in each language.
    expect(drafted(en)?.description).toMatch(/^New this month/);
    for (const catalogue of [en, sw]) expect(drafted(catalogue)?.installation).toEqual({ licenceClass: 'T3', band: 'home' });
    expect(settings).toEqual(DEMO_INSTALLATION_SETTINGS);
  });
});
