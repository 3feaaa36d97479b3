import { describe, expect, it } from 'vitest';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { deliveryDocument, toDeliveryDocument, toDeliverySettings } from '../../src/cms/delivery-schema.ts';
import { CmsValidationError, fetchDelivery } from '../../src/cms/index.ts';
import { DEFAULT_DELIVERY_SETTINGS } from '../../src/lib/delivery/defaults.ts';

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
  ])('refuses %s, naming the problem', async (_case, doc, message) => {
    const result = deliveryDocument.safeParse(doc);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' | ')).toContain(message);
    await expect(fetchDelivery(datasetFetcher([doc]))).rejects.toBeInstanceOf(CmsValidationError);
  });

  it('lets a quote-only zone go without rates', () => {
    const settings = toDeliverySettings(
      deliveryDocument.parse(withZone(2, { quoteOnly: true, small: undefined, medium: undefined, large: undefined })),
    );
    expect(settings.zones[2]?.rates).toBeNull();
  });
});
