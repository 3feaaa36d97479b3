import { describe, expect, it } from 'vitest';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { fetchCatalogue } from '../../src/cms/index.ts';
import { DEFAULT_SEARCH } from '../../src/lib/filters/search.ts';
import { buildSearchIndex } from '../../src/lib/search/build-index.ts';
import { openSearch } from '../../src/lib/search/engine.ts';
import { indexProduct } from '../../src/lib/search/index-product.ts';
import { withKiswahili } from '../../src/lib/catalogue/product-words.ts';

/**
 * What shoppers type, over the demo catalogue (studio/seed) and the index the build writes: units
 * together or apart, plurals, the Kiswahili words of the glossary and typos find the obvious
 * products, best first.
 */
const fetcher = datasetFetcher(await readNdjsonDir('studio/seed'));
const catalogue = await fetchCatalogue(fetcher);
const kiswahili = await fetchCatalogue(fetcher, 'sw');
// As the build does: one index for both languages, with each product's Kiswahili words where translated.
const files = buildSearchIndex(
  withKiswahili(catalogue.products, kiswahili.products).map(([product, sw]) => indexProduct(product, catalogue.categories, '', sw)),
);
const engine = (await openSearch(async (file) => JSON.parse(files.get(file)!) as unknown))!;
const categoryOf = new Map(catalogue.products.map((p) => [p.id, p.category]));

/** The ids a query finds, best first. */
async function search(q: string): Promise<string[]> {
  const found = (await engine.run({ ...DEFAULT_SEARCH, q }))!;
  const cards = (await engine.details(found, 0, found.length))!;
  return [...found].map((ordinal) => cards.get(ordinal)![0]);
}

describe('search over the demo catalogue', () => {
  it.each<[string, string]>([
    ['5kw', 'felicity-ivem5048'],
    ['5 kw', 'felicity-ivem5048'],
    ['5 KW', 'felicity-ivem5048'],
    ['5,000 W', 'felicity-ivem5048'],
    ['5kw inverter', 'felicity-ivem5048'],
    ['5 kw inverter', 'felicity-ivem5048'],
    ['inverter 5kW', 'felicity-ivem5048'],
    ['200ah', 'chloride-exide-solar-tubular-200ah'],
    ['battery 200ah', 'chloride-exide-solar-tubular-200ah'],
    ['200 ah lithium', 'victron-lifepo4-12-8v-200ah-smart'],
    ['540w panel', 'longi-hi-mo-5-540w'],
    ['540 watt panels', 'longi-hi-mo-5-540w'],
    ['750 w pump', 'invt-gd100-pv-0-75kw'],
    ['12v battery', 'chloride-exide-solar-100ah'],
    ['mppt', 'epever-tracer-4215bn'],
    ['charge contoller', 'epever-tracer-4215bn'],
    ['solar water heater', 'chromagen-150l-thermosiphon'],
    ['200 litre solar water heater', 'dayliff-200l-pressurised'],
    ['floodlight', 'philips-smartbright-solar-floodlight-60w'],
    ['flood light', 'philips-smartbright-solar-floodlight-60w'],
    ['flood lights 100w', 'solarmax-100w-solar-floodlight'],
    ['staubli', 'staubli-mc4-connector-pair'],
    ['25mm cable', 'battery-cable-25mm-1m-pair'],
  ])('%s: first %s', async (query, first) => {
    expect((await search(query))[0]).toBe(first);
  });

  const INVERTERS = ['inverters', 'solar-hybrid-water-pumping-inverters'];
  it.each<[string, string[], number]>([
    ['5kw inverter', ['inverters'], 4],
    ['5 kw inverter', ['inverters'], 4],
    ['200ah', ['batteries'], 7],
    ['battery 200ah', ['batteries'], 7],
    ['12v battery', ['batteries'], 12],
    ['batteries', ['batteries'], 24],
    ['betri', ['batteries'], 24],
    ['batery', ['batteries'], 24],
    ['panels', ['solar-panels'], 4],
    ['paneli', ['solar-panels'], 4],
    ['paneli za sola', ['solar-panels'], 4],
    ['panle', ['solar-panels'], 4],
    ['inverters', INVERTERS, 36],
    ['invertor', INVERTERS, 36],
    ['mppt', ['charge-controllers'], 5],
    ['charge contoller', ['charge-controllers'], 7],
    ['kidhibiti chaji', ['charge-controllers'], 7],
    ['vidhibiti chaji', ['charge-controllers'], 7],
    ['solar water heater', ['water-heaters'], 8],
    ['hita ya maji', ['water-heaters'], 8],
    ['floodlight', ['solar-floodlights'], 3],
    ['flood light', ['solar-floodlights'], 3],
    ['taa za ulinzi', ['solar-floodlights'], 3],
    ['pampu za joto', ['heat-pumps'], 8],
    ['umeme wa akiba', ['back-up-systems'], 5],
    ['mifumo ya sola ya nyumbani', ['packages'], 8],
    ['vifaa vya ziada', ['accessories'], 24],
  ])('%s: the first results are all in %j (%i)', async (query, categories, n) => {
    const found = await search(query);
    expect(found.length).toBeGreaterThanOrEqual(n);
    for (const id of found.slice(0, n)) expect(categories, `${query}: ${id}`).toContain(categoryOf.get(id));
  });

  it.each<[string, string]>([
    ['betri', 'battery'],
    ['paneli', 'panel'],
    ['hita', 'heater'],
    ['pampu', 'pump'],
    ['inverters', 'inverter'],
    ['panels', 'panel'],
    ['invertor', 'inverter'],
    ['batery', 'battery'],
    ['contoller', 'controller'],
    ['5 kw', '5kw'],
    ['5000 w', '5 kW'],
  ])('%s finds what %s finds', async (query, same) => {
    expect(await search(query)).toEqual(await search(same));
  });

  it.each<[string, string]>([
    ['5kw finds no 5 kWh battery', '5kw'],
    ['5 kw finds no 5 kWh battery', '5 kw'],
  ])('%s', async (_name, query) => {
    const found = await search(query);
    expect(found).not.toContain('growatt-axe-5-0l');
    expect(found.filter((id) => categoryOf.get(id) === 'batteries')).toEqual([]);
  });

  it.each(['kettle', 'zzzz nothing', '50kw', '5kw kettle', 'betri kettle', 'xq'])('%s finds nothing', async (query) => {
    expect(await search(query)).toEqual([]);
  });
});
