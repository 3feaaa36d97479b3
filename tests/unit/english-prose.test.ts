import { describe, expect, it } from 'vitest';
import { englishOnProductPage, englishProse } from '../built/english-prose.ts';

/** The reading tests/built/sw-product-pages.test.ts runs over every built /sw product page, on texts of the demo. */

describe('englishProse: a piece of text that reads as English', () => {
  it.each<[string, string, string[], boolean]>([
    ['a blurb', 'Heats water for showers and underfloor heating in cold highland homes.', [], true],
    ['a feature with small words', 'Up to 25% extra yield from the rear side', [], true],
    ['a feature of nouns', 'Titanium heat exchanger', [], true],
    ['two words', 'Quiet fan', [], true],
    ['a warranty line', 'The compressor and other parts against factory defects', [], true],
    [
      'an alt text',
      'Gree Versati 8 kW Heat Pump: illustration showing the Gree brand and 8 kW heating',
      ['Gree Versati 8 kW Heat Pump', 'Gree'],
      true,
    ],
    ['a Kiswahili blurb', 'Hupasha joto bwawa la kuogelea la hadi 60 m³ na kulidumisha kwenye joto lisilobadilika.', [], false],
    ['Kiswahili with a kept term', 'Compressor ya inverter', [], false],
    ['Kiswahili with a gloss', 'Kinga ya pampu kukauka (dry-run)', [], false],
    ['a kit part, its maker set aside', 'Paneli 2 × Canadian Solar 370 W', ['Canadian Solar'], false],
    ['the same, its maker read as words', 'Paneli 2 × Canadian Solar 370 W', [], true],
    [
      'a Kiswahili alt text',
      'Gree Versati 8 kW Heat Pump: mchoro unaoonyesha chapa ya Gree na nguvu ya kupasha joto 8 kW',
      ['Gree Versati 8 kW Heat Pump', 'Gree'],
      false,
    ],
    ['one technical word', 'Monocrystalline', [], false],
    ['codes and figures', 'MPPT · IP65 · 63 A · 2P', [], false],
    ['a product name alone', 'Jinko Tiger Neo 550 W Mono Panel', ['Jinko Tiger Neo 550 W Mono Panel'], false],
  ])('%s: "%s" → %s', (_, text, names, english) => {
    expect(englishProse(text, names) !== null).toBe(english);
  });
});

describe('englishOnProductPage', () => {
  const page = (description: string, features: string[], alt: string) =>
    `<!doctype html><html lang="sw-KE"><head><title>x</title><meta name="description" content="${description}"></head><body>
    <header><a href="/">Home and away from the shop</a></header>
    <main><img src="x.jpg" alt="${alt}"><p class="product__brand"><span>Chapa: </span>Gree</p><h1>Gree Versati 8 kW</h1>
    <p>${description}</p><ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul>
    <select><option>West Pokot</option><option>Tana River</option></select></main></body></html>`;

  it('finds each English piece once, in main and the description, not in the header or the county list', () => {
    const { name, found } = englishOnProductPage(
      page('Heats water for showers and floors.', ['Wired controller', 'Kidhibiti chenye waya'], 'Gree Versati 8 kW: mchoro wa Gree'),
    );
    expect(name).toBe('Gree Versati 8 kW');
    expect(found).toEqual([
      'Heats water for showers and floors. (English words "for", "and")',
      'Wired controller (words that end like English: wired, controller)',
    ]);
  });

  it('finds nothing on a page in Kiswahili', () => {
    expect(
      englishOnProductPage(page('Hupasha maji ya kuoga na sakafu.', ['Kidhibiti chenye waya'], 'Gree Versati 8 kW: mchoro wa Gree')).found,
    ).toEqual([]);
  });
});
