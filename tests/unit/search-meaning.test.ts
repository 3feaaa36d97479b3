import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH } from '../../src/lib/filters/search.ts';
import { buildSearchIndex, type IndexProduct } from '../../src/lib/search/build-index.ts';
import { openSearch } from '../../src/lib/search/engine.ts';
import { askedSize, showSize, sizeOf, sizesToTry } from '../../src/lib/search/nearest.ts';

/**
 * The rules that make search answer what a shopper means, each over a catalogue small enough to
 * see why: ties go to the product whose category is named for the word, then the cheaper, and
 * never to one sold out; phrases ('water pump') are one thing; kVA is an inverter's size; a size
 * nobody sells finds the nearest sold.
 */
function product(id: string, name: string, categoryName: string, priceCents: number, text = '', inStock = true): IndexProduct {
  const category = categoryName.toLowerCase().replace(/\W+/g, '-');
  return { id, name, brand: 'B', category, categoryName, priceCents, inStock, image: '', text };
}

async function askOver(products: IndexProduct[], q: string, shardLimit: number) {
  const files = buildSearchIndex(products, { chunk: 2, shardLimit });
  const engine = (await openSearch(async (file) => JSON.parse(files.get(file)!) as unknown))!;
  const answer = (await engine.answer({ ...DEFAULT_SEARCH, q }))!;
  const cards = (await engine.details(answer.ordinals, 0, answer.ordinals.length))!;
  return { ids: [...answer.ordinals].map((ordinal) => cards.get(ordinal)![0]), nearest: answer.nearest };
}

/**
 * The ids a query finds, best first, and the line over the nearest sizes; the same products and
 * line when every prefix is split into its own small files (where a prefix's union scores least).
 */
async function ask(products: IndexProduct[], q: string) {
  const [whole, split] = [await askOver(products, q, 1_000_000), await askOver(products, q, 0)];
  expect([...split.ids].sort(), `${q}, split`).toEqual([...whole.ids].sort());
  expect(split.nearest, `${q}, split`).toEqual(whole.nearest);
  return whole;
}

describe('ties', () => {
  const shop = [
    product('a-pump-inverter', 'Aqua 2 kW Solar Pump Inverter', 'Solar Water Pumping Inverters', 50_000_00),
    product('z-inverter', 'Zed 3 kW Inverter', 'Inverters', 90_000_00),
    product('y-inverter', 'Yon 1 kW Inverter', 'Inverters', 30_000_00),
    product('b-inverter', 'Bee 5 kW Inverter', 'Inverters', 20_000_00, '', false),
  ];

  it('go to the product whose category is named for the word, then the cheaper, never by name', async () => {
    expect((await ask(shop, 'inverter')).ids).toEqual(['y-inverter', 'z-inverter', 'a-pump-inverter', 'b-inverter']);
  });

  it('a Kiswahili or Kenyan word ties the same way (inverta is inverter)', async () => {
    expect((await ask(shop, 'inverta')).ids).toEqual(['y-inverter', 'z-inverter', 'a-pump-inverter', 'b-inverter']);
  });

  it('never to a sold-out product, however cheap or well matched', async () => {
    expect((await ask(shop, '5kw inverter')).ids).toEqual(['b-inverter']);
    expect((await ask(shop, 'bee')).ids).toEqual(['b-inverter']);
    expect((await ask(shop, 'inverter')).ids.at(-1)).toBe('b-inverter');
  });

  it('a better match still leads a cheaper one', async () => {
    expect((await ask(shop, 'zed inverter')).ids).toEqual(['z-inverter']);
    expect((await ask(shop, 'pump')).ids[0]).toBe('a-pump-inverter');
  });
});

describe('phrases mean one thing', () => {
  const shop = [
    product('heat-pump', 'Air-to-Water Heat Pump', 'Heat Pumps', 10_000_00, 'heats water'),
    product('heat-pump-2', 'Heat Pump Water Heater', 'Heat Pumps', 20_000_00),
    product('pump-inverter', 'Solar Pump Inverter', 'Solar Water Pumping Inverters', 90_000_00),
    product('borehole', 'Submersible Pump', 'Pumps', 80_000_00, 'for a borehole'),
    product('water-heater', '200 L Solar Water Heater', 'Water Heaters', 70_000_00),
  ];

  it.each(['water pump', 'pampu ya maji', 'water pumps', 'solar pump'])(
    '%s: the pumps for water first, the heat pumps after',
    async (query) => {
      const { ids } = await ask(shop, query);
      expect(ids.slice(0, 2).sort()).toEqual(['borehole', 'pump-inverter']);
    },
  );

  it('a product that is the thing is found without both words (a borehole pump names no water)', async () => {
    expect((await ask(shop, 'water pump')).ids).toContain('borehole');
  });

  it.each(['water heater', 'hita ya maji', 'geyser'])('%s: the water heater first, before a heat pump that heats water', async (query) => {
    expect((await ask(shop, query)).ids[0]).toBe('water-heater');
  });

  it.each(['heat pump', 'pampu za joto'])('%s: the heat pumps', async (query) => {
    expect((await ask(shop, query)).ids.slice(0, 2).sort()).toEqual(['heat-pump', 'heat-pump-2']);
  });

  it('a phrase is found whole only: water alone does not start water pump', async () => {
    expect((await ask(shop, 'wat')).ids).not.toContain('borehole');
  });
});

describe('kVA is an inverter size', () => {
  const shop = [
    product('inverter-5kw', 'Felix 5 kW Inverter', 'Inverters', 100_000_00),
    product('inverter-3kva', 'Must 3 kVA Inverter', 'Inverters', 60_000_00),
    product('kit-5kw', '5 kW Home Kit', 'Home Systems', 300_000_00, 'with a hybrid inverter'),
    product('pump-5kw', '5 kW Heat Pump', 'Heat Pumps', 200_000_00),
  ];

  it.each<[string, string[]]>([
    ['5kva', ['inverter-5kw']],
    ['5 kVA inverter', ['inverter-5kw']],
    ['3kw inverter', ['inverter-3kva']],
    ['3 kva', ['inverter-3kva']],
  ])('%s finds %j (no kit, no heat pump)', async (query, ids) => {
    expect((await ask(shop, query)).ids).toEqual(ids);
  });
});

describe('a size nobody sells', () => {
  const shop = [
    product('panel-370', 'Canadian 370 W Mono Panel', 'Solar Panels', 15_000_00),
    product('panel-540', 'Longi 540 W Mono Panel', 'Solar Panels', 20_000_00),
    product('panel-450', 'Old 450 W Panel', 'Solar Panels', 18_000_00, '', false),
    product('light-400', 'Flood 400 W Light', 'Solar Floodlights', 9_000_00),
    product('kit', '3 kW Kit', 'Home Systems', 300_000_00, 'with six 405 W panels'),
    product('battery-100', '12 V 100 Ah Battery', 'Batteries', 20_000_00),
    product('battery-200', '12 V 200 Ah Battery', 'Batteries', 40_000_00),
  ];

  it.each<[string, string[], string, string[]]>([
    // The 450 W panel is sold out and the kit only names 405 W panels: neither is sold at its size.
    ['400w panel', ['panel-370', 'panel-540'], 'panel', ['370 W', '540 W']],
    ['panel 400', ['panel-370', 'panel-540'], 'panel', ['370 W', '540 W']],
    ['400 W panels', ['panel-370', 'panel-540'], 'panel', ['370 W', '540 W']],
    ['paneli 500', ['panel-540', 'panel-370'], 'paneli', ['540 W', '370 W']],
    ['battery 120ah', ['battery-100', 'battery-200'], 'battery', ['100 Ah', '200 Ah']],
    ['betri 180', ['battery-200', 'battery-100'], 'betri', ['200 Ah', '100 Ah']],
    ['300w light', ['light-400'], 'light', ['400 W']],
  ])('%s: %j, said as No %s of the asked size; the closest: %j', async (query, ids, thing, sizes) => {
    const answer = await ask(shop, query);
    expect(answer.ids).toEqual(ids);
    expect(answer.nearest?.thing).toBe(thing);
    expect(answer.nearest?.sizes).toEqual(sizes);
  });

  it('finds what is sold at the size as it is, with no line', async () => {
    expect(await ask(shop, '400w')).toEqual({ ids: ['light-400'], nearest: undefined });
    expect(await ask(shop, 'panel 370')).toEqual({ ids: ['panel-370'], nearest: undefined });
  });

  it('finds nothing more than ten times off, or with a word nothing has', async () => {
    expect(await ask(shop, '5000w light')).toEqual({ ids: [], nearest: undefined });
    expect(await ask(shop, '400w kettle')).toEqual({ ids: [], nearest: undefined });
    expect(await ask(shop, 'panel 1')).toEqual({ ids: [], nearest: undefined });
  });

  it('reads sizes and says them in their units', () => {
    expect(sizeOf('5.5kw')).toEqual({ token: '5.5kw', base: 5500, family: 'w' });
    expect(sizeOf('500ma')).toEqual({ token: '500ma', base: 0.5, family: 'a' });
    expect(sizeOf('200l')).toEqual({ token: '200l', base: 200, family: 'l' });
    expect(sizeOf('5000tl')).toBeNull();
    expect(['370w', '5.5kw', '100ah', '12v', '5kva', '200l', '25mm'].map(showSize)).toEqual([
      '370 W',
      '5.5 kW',
      '100 Ah',
      '12 V',
      '5 kVA',
      '200 L',
      '25 mm',
    ]);
    expect(askedSize('400')).toEqual({ value: 400, family: null });
    expect(askedSize('1.5kw')).toEqual({ value: 1500, family: 'w' });
    expect(askedSize('panel')).toBeNull();
    const tried = sizesToTry({ value: 400, family: 'w' }, ['100ah', '1kw', '370w', '40w', '540w', '5w'], 6);
    expect(tried).toEqual([
      {
        family: 'w',
        below: [sizeOf('370w'), sizeOf('40w')],
        above: [sizeOf('540w'), sizeOf('1kw')],
      },
    ]);
  });
});
