import { describe, expect, it } from 'vitest';
import { heroSlides } from '../../studio/seed/data/site-content.ts';
import { readPage } from './built-pages.ts';
import { attr, elements, parsePage, type Element } from './html-tree.ts';

/**
 * Issue 50, point 8: the home page's pictures are read to shoppers who cannot see them, in the
 * page's language. Each hero slide's picture carries the seed's alternative text, English on `/`
 * and Kiswahili on `/sw`; the offers' and ads' pictures carry theirs (their product's, in the seed).
 */

const hasClass = (element: Element, name: string) => (attr(element, 'class') ?? '').split(/\s+/).includes(name);

/** The alt of the picture in each box of class `box`, in page order (undefined where an img has none). */
async function altsIn(file: string, box: string): Promise<(string | undefined)[]> {
  const page = parsePage(await readPage({ file, address: '' }));
  return [...elements(page)]
    .filter((element) => hasClass(element, box))
    .map((element) => [...elements(element)].find((child) => child.tagName === 'img'))
    .map((img) => (img ? attr(img, 'alt') : undefined));
}

describe.each([
  ['/', 'index.html', heroSlides.map((slide) => slide.imageAlt)],
  ['/sw', 'sw.html', heroSlides.map((slide) => slide.sw.image.alt)],
])('the home page %s', (_, file, seedAlts) => {
  it("shows each hero slide's picture with the seed's alternative text in its language", async () => {
    expect(await altsIn(file, 'hero__image')).toEqual(seedAlts);
  });

  it.each(['offer__image', 'ad__image'])('gives every picture in .%s an alternative text', async (box) => {
    const alts = await altsIn(file, box);
    expect(alts.length).toBeGreaterThan(0);
    for (const alt of alts) expect(alt?.trim()).toBeTruthy();
  });
});

it.each(['offer__image', 'ad__image'])('reads the pictures in .%s in Kiswahili on /sw, not in English', async (box) => {
  const [english, kiswahili] = await Promise.all([altsIn('index.html', box), altsIn('sw.html', box)]);
  expect(kiswahili.length).toBe(english.length);
  kiswahili.forEach((alt, i) => expect(alt).not.toBe(english[i]));
});
