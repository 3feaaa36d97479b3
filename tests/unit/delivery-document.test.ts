import { describe, expect, it } from 'vitest';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { deliveryDocument, toDeliveryDocument, toDeliverySettings } from '../../src/cms/delivery-schema.ts';
import { CmsValidationError, fetchDelivery } from '../../src/cms/index.ts';
import { DEFAULT_DELIVERY_SETTINGS } from '../../src/lib/delivery/defaults.ts';
import { deliverySettingsSchema } from '../../src/lib/delivery/settings-schema.ts';

const seedDoc = toDeliveryDocument(DEFAULT_DELIVERY_SETTINGS);
type Doc = typeof seedDoc;
const withZone = (i: number, change: Partial<Doc['zones'][number]>): Doc => ({
  ...seedDoc,
  zones: seedDoc.zones.map((zone, j) => (j === i ? { ...zone, ...change } : zone)),
});

describe('the CMS delivery document', () => {
  it('round-trips the policy figures', () => {
    expect(toDeliverySettings(deliveryDocument.parse(seedDoc))).toEqual(DEFAULT_DELIVERY_SETTINGS);
  });

  it('is in the seed, and the content door reads it', async () => {
    const fetcher = datasetFetcher(await readNdjsonDir('studio/seed'));
    expect(await fetchDelivery(fetcher)).toEqual(DEFAULT_DELIVERY_SETTINGS);
  });

  it.each<[string, Doc, string]>([
    ['a county in two zones', withZone(0, { counties: [...seedDoc.zones[0]!.counties, '042'] }), 'Kisumu (042) is in zone 1 and zone 2'],
    [
      'a county in no zone',
      withZone(0, { counties: seedDoc.zones[0]!.counties.filter((c) => c !== '047') }),
      'add this one to one of the zones: Nairobi City (047)',
    ],
    [
      'an unknown county code',
      withZone(0, { counties: ['048' as Doc['zones'][number]['counties'][number]] }),
      'Not a county code from 001 to 047: 048',
    ],
    ['a priced zone without a rate', withZone(1, { medium: undefined }), 'Needs a rate unless the zone is priced by quote'],
    ['days that run backwards', withZone(2, { daysMin: 9, daysMax: 3 }), 'Must not be below "Business days, from" (9)'],
    ['a zone twice', withZone(3, { zone: 3 }), 'Needs zones 1, 2, 3 and 4, once each: zone 3 is there more than once, zone 4 is missing'],
    [
      'a zone without a name',
      withZone(1, { name: undefined as unknown as string }),
      'Needs a name: shoppers see it wherever the zone is shown',
    ],
    ['a zone named only in spaces', withZone(1, { name: '   ' }), 'Needs a name: shoppers see it wherever the zone is shown'],
    ['a name too long for a phone', withZone(0, { name: 'N'.repeat(41) }), 'At most 40 characters, to fit a table on a phone'],
    ['a Kiswahili name too long', withZone(0, { sw: { name: 'N'.repeat(41) } }), 'At most 40 characters, to fit a table on a phone'],
  ])('refuses %s, naming the problem', async (_case, doc, message) => {
    const result = deliveryDocument.safeParse(doc);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' | ')).toContain(message);
    await expect(fetchDelivery(datasetFetcher([doc]))).rejects.toBeInstanceOf(CmsValidationError);
  });

  it('fails the build naming the zone and the field when a zone has no name', async () => {
    const error = await fetchDelivery(datasetFetcher([withZone(1, { name: '' })])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsValidationError);
    expect(String((error as Error).message)).toMatch(/deliverySettings.*zones\.1\.name/);
  });

  it.each<[string, Doc['zones'][number]['sw'], string]>([
    ['set', { name: 'Miji mingine mikubwa' }, 'Miji mingine mikubwa'],
    ['trimmed', { name: '  Miji mikubwa ' }, 'Miji mikubwa'],
    ['left empty: the English name', { name: '' }, 'Other major towns'],
    ['never opened: the English name', undefined, 'Other major towns'],
    ['null: the English name', null, 'Other major towns'],
  ])('names a zone in Kiswahili when %s', (_case, sw, name) => {
    const settings = toDeliverySettings(deliveryDocument.parse(withZone(1, { sw })));
    expect(settings.zones[1]?.name).toEqual({ en: 'Other major towns', sw: name });
  });

  it('names the four zones in the spec’s words, in both languages', () => {
    expect(DEFAULT_DELIVERY_SETTINGS.zones.map((zone) => [zone.zone, zone.name.en, zone.name.sw])).toEqual([
      [1, 'Nairobi and environs', 'Nairobi na viunga vyake'],
      [2, 'Other major towns', 'Miji mingine mikubwa'],
      [3, 'Rural areas', 'Maeneo ya vijijini'],
      [4, 'Remote areas', 'Maeneo ya mbali'],
    ]);
  });

  it('lets a quote-only zone go without rates', () => {
    const settings = toDeliverySettings(
      deliveryDocument.parse(withZone(2, { quoteOnly: true, small: undefined, medium: undefined, large: undefined })),
    );
    expect(settings.zones[2]?.ratesCents).toBeNull();
  });
});

describe('the delivery settings the catalogue snapshot carries', () => {
  const zones = DEFAULT_DELIVERY_SETTINGS.zones;
  it.each<[string, unknown, boolean]>([
    ['the defaults', DEFAULT_DELIVERY_SETTINGS, true],
    ['a zone without names', { ...DEFAULT_DELIVERY_SETTINGS, zones: zones.map(({ name: _name, ...zone }) => zone) }, false],
    [
      'a zone without its Kiswahili name',
      { ...DEFAULT_DELIVERY_SETTINGS, zones: zones.map((zone) => ({ ...zone, name: { en: zone.name.en } })) },
      false,
    ],
    ['a blank name', { ...DEFAULT_DELIVERY_SETTINGS, zones: zones.map((zone) => ({ ...zone, name: { en: ' ', sw: 'x' } })) }, false],
    ['zone 4 missing', { ...DEFAULT_DELIVERY_SETTINGS, zones: zones.slice(0, 3) }, false],
  ])('%s: valid %s', (_case, settings, valid) => {
    expect(deliverySettingsSchema.safeParse(settings).success).toBe(valid);
  });
});
