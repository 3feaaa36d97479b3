import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../../src/lib/catalogue/categories.ts';
import { toSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import {
  fetchCatalogue,
  fetchPolicies,
  fetchSiteContent,
  loadCatalogue,
  loadDelivery,
  loadPolicies,
  loadPolicy,
  loadSiteContent,
} from '../../src/cms/index.ts';
import type { SiteContent } from '../../src/lib/catalogue/types.ts';
import { POLICY_SLUGS } from '../../src/lib/policies.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import type { RichText } from '../../src/cms/portable-text.ts';
import { GET as catalogueJson } from '../../src/pages/catalogue.json.ts';

/** The demo dataset in Kiswahili, and the content door handing each page its language. */

type Doc = { _id: string; _type: string; [field: string]: unknown };
type Sw = Record<string, unknown> | undefined;

const seed = (await readNdjsonDir('studio/seed')) as Doc[];
const fetcher = datasetFetcher(seed);
const ofType = (type: string) => seed.filter((doc) => doc._type === type);
const sw = (value: unknown): Sw => (value as { sw?: Sw }).sw;
const filled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/** A block's form without its words: style, list, the links' targets, a table's size. */
function shape(block: RichText[number]): unknown {
  if (block._type === 'table') return { table: block.rows.map((row) => row.cells.length) };
  if (block._type === 'warrantyTerms') return { warrantyTerms: true };
  return { style: block.style, list: block.listItem ?? null, links: (block.markDefs ?? []).map((link) => link.href) };
}

function plainText(body: RichText): string {
  return body
    .map((block) =>
      block._type === 'table'
        ? [block.caption, ...block.rows.flatMap((row) => row.cells)].join(' ')
        : block._type === 'warrantyTerms'
          ? ''
          : block.children.map((span) => span.text).join(''),
    )
    .join('\n');
}

/** Every number in a text (14, 500,000, 8:00, 5%), sorted: a translation keeps them all, whatever its word order. */
function figures(body: RichText): string[] {
  return (plainText(body).match(/\d+(?:[,.:]\d+)*%?/g) ?? []).sort();
}

const DAYS: Record<string, string> = {
  Monday: 'Jumatatu',
  Tuesday: 'Jumanne',
  Wednesday: 'Jumatano',
  Thursday: 'Alhamisi',
  Friday: 'Ijumaa',
  Saturday: 'Jumamosi',
  Sunday: 'Jumapili',
};

/** "8am" → "08:00", "1:30pm" → "13:30". */
function to24(time: string): string {
  const [, hour = '', minutes = '00', half] = /^(\d{1,2})(?::(\d{2}))?(am|pm)$/.exec(time) ?? [];
  return `${String((Number(hour) % 12) + (half === 'pm' ? 12 : 0)).padStart(2, '0')}:${minutes}`;
}

/** Whether Kiswahili opening hours name the English ones' days and times, in order, times as 24-hour figures (never "saa 2"). */
function sameHours(english: string, kiswahili: string): boolean {
  const days = (text: string, names: string[]) => text.match(new RegExp(names.join('|'), 'g')) ?? [];
  const englishTimes = (english.match(/\d{1,2}(?::\d{2})?(?:am|pm)/g) ?? []).map(to24);
  const kiswahiliTimes = kiswahili.match(/\b\d{2}:\d{2}\b/g) ?? [];
  return (
    !/\bsaa\b/i.test(kiswahili) &&
    englishTimes.length > 0 &&
    JSON.stringify(kiswahiliTimes) === JSON.stringify(englishTimes) &&
    JSON.stringify(days(kiswahili, Object.values(DAYS))) === JSON.stringify(days(english, Object.keys(DAYS)).map((day) => DAYS[day]))
  );
}

describe('sameHours: Kiswahili opening hours that match the English ones', () => {
  it.each<[string, string, boolean]>([
    ['Monday to Friday, 8am to 6pm', 'Jumatatu hadi Ijumaa, 08:00 hadi 18:00', true],
    ['Monday to Friday, 8am to 6pm; Saturday 9am to 1pm', 'Jumatatu hadi Ijumaa, 08:00 hadi 18:00; Jumamosi 09:00 hadi 13:00', true],
    ['Monday to Saturday, 8:30am to 5:30pm', 'Jumatatu hadi Jumamosi, 08:30 hadi 17:30', true],
    ['Monday to Friday, 8am to 6pm', 'Jumatatu hadi Ijumaa, saa 2 asubuhi hadi saa 12 jioni', false],
    ['Monday to Friday, 8am to 6pm', 'Jumatatu hadi Ijumaa, 8:00 hadi 6:00', false],
    ['Monday to Friday, 8am to 6pm', 'Jumatatu hadi Jumamosi, 08:00 hadi 18:00', false],
    ['Monday to Friday, 8am to 6pm; Saturday 9am to 1pm', 'Jumatatu hadi Ijumaa, 08:00 hadi 18:00', false],
  ])('%s ↔ %s: %j', (english, kiswahili, same) => {
    expect(sameHours(english, kiswahili)).toBe(same);
  });
});

describe('the seed in Kiswahili', () => {
  it.each(ofType('category').map((doc) => [doc._id, doc] as const))('%s has a Kiswahili name and description of its own', (_, doc) => {
    expect(filled(sw(doc)?.name)).toBe(true);
    expect(filled(sw(doc)?.description)).toBe(true);
    expect(sw(doc)?.description).not.toBe(doc.description);
  });

  it('covers all eleven categories', () => {
    expect(
      ofType('category')
        .map((doc) => (doc.slug as { current: string }).current)
        .sort(),
    ).toEqual([...CATEGORY_SLUGS].sort());
  });

  it.each(ofType('policy').map((doc) => [doc.type as string, doc] as const))('%s has a Kiswahili title and summary', (_, doc) => {
    expect(filled(sw(doc)?.title)).toBe(true);
    expect(filled(sw(doc)?.summary)).toBe(true);
    expect(sw(doc)?.title).not.toBe(doc.title);
  });

  it.each(ofType('policy').map((doc) => [doc.type as string, doc] as const))(
    '%s has its body in Kiswahili, block for block: the same headings, lists, tables and links, and every figure the English has',
    (_, doc) => {
      const english = doc.body as RichText;
      const kiswahili = sw(doc)?.body as RichText;
      expect(kiswahili.map(shape)).toEqual(english.map(shape));
      expect(figures(kiswahili)).toEqual(figures(english));
      expect(plainText(kiswahili)).not.toContain(plainText(english).slice(0, 40));
    },
  );

  const [aboutDoc] = ofType('aboutPage');
  const [contactDoc] = ofType('contactPage');
  const [settingsDoc] = ofType('siteSettings');

  it.each(['title', 'intro', 'mission', 'vision'])("has the about page's %s in Kiswahili", (field) => {
    expect(filled(sw(aboutDoc)?.[field])).toBe(true);
    expect(sw(aboutDoc)?.[field]).not.toBe(aboutDoc![field]);
  });

  it.each(['title', 'intro'])("has the contact page's %s in Kiswahili", (field) => {
    expect(filled(sw(contactDoc)?.[field])).toBe(true);
    expect(sw(contactDoc)?.[field]).not.toBe(contactDoc![field]);
  });

  it.each([
    ['about', aboutDoc],
    ['contact', contactDoc],
  ] as const)("has the %s page's search listing in Kiswahili", (_, doc) => {
    const seo = sw(doc)?.seo as { title?: string; description?: string } | undefined;
    expect(filled(seo?.title) && seo!.title!.length <= 60).toBe(true);
    expect(filled(seo?.description) && seo!.description!.length <= 160).toBe(true);
  });

  it("has the about page's story in Kiswahili, headings and all", () => {
    const story = sw(aboutDoc)?.story as { style: string }[];
    expect(story.length).toBe((aboutDoc!.story as unknown[]).length);
    expect(story.map((block) => block.style)).toEqual((aboutDoc!.story as { style: string }[]).map((block) => block.style));
  });

  it.each((aboutDoc!.values as Doc[]).map((value) => [value._key as string, value] as const))(
    'has the value %s in Kiswahili',
    (_, value) => {
      expect(filled(sw(value)?.title)).toBe(true);
      expect(filled(sw(value)?.text)).toBe(true);
      expect(sw(value)?.title).not.toBe(value.title);
    },
  );

  it.each((contactDoc!.faqs as Doc[]).map((faq) => [faq._key as string, faq] as const))(
    'has the question %s and its answer in Kiswahili',
    (_, faq) => {
      expect(filled(sw(faq)?.question)).toBe(true);
      expect(filled(sw(faq)?.answer)).toBe(true);
      expect(sw(faq)?.question).not.toBe(faq.question);
    },
  );

  it('has the opening hours in Kiswahili, the same days and times as in English, in 24-hour figures', () => {
    expect(sameHours(settingsDoc!.hours as string, sw(settingsDoc)?.hours as string)).toBe(true);
  });

  it("has the home page's headings in Kiswahili: every slide, the flash sale, must-haves and lighting deals", () => {
    const [home] = ofType('homePage');
    const headings = [...(home!.heroSlides as unknown[]), home!.flashSale, home!.mustHaves, home!.lightingDeals];
    for (const block of headings) expect(filled(sw(block)?.title), JSON.stringify(block).slice(0, 60)).toBe(true);
  });
});

const english = await fetchCatalogue(fetcher, 'en');
const kiswahili = await fetchCatalogue(fetcher, 'sw');

describe('the content door in each language', () => {
  const name = (catalogue: typeof english, slug: string) => catalogue.categories.find((c) => c.slug === slug)?.name;

  it.each([
    ['batteries', 'Batteries', 'Betri'],
    ['solar-panels', 'Solar Panels', 'Paneli za Sola'],
    ['packages', 'Home Systems', 'Mifumo ya Sola ya Nyumbani'],
  ])('names %s "%s" in English and "%s" in Kiswahili', (slug, en, sw) => {
    expect(name(english, slug)).toBe(en);
    expect(name(kiswahili, slug)).toBe(sw);
  });

  it('keeps product names and figures as they are, and of the settings translates only the opening hours', () => {
    // A product's words (description, features, tags, free-text specs, warranty line, image alt) have their own test: product-kiswahili.test.ts.
    const figures = (products: typeof english.products) =>
      products.map(({ warranty, image, description: _d, features: _f, tags: _t, seo: _s, localSpecs: _l, inEnglish: _e, ...p }) => ({
        ...p,
        months: warranty.months,
        image: image && { ...image, alt: undefined },
      }));
    expect(figures(kiswahili.products)).toEqual(figures(english.products));
    expect({ ...kiswahili.settings, hours: english.settings.hours }).toEqual(english.settings);
    expect(kiswahili.categories.map((c) => c.slug)).toEqual(english.categories.map((c) => c.slug));
  });

  it.each([
    [
      'pylontech-us3000c',
      120,
      'Factory defects and early loss of capacity',
      'Hitilafu za kiwandani na kupungua mapema kwa uwezo wa kuhifadhi chaji',
    ],
    [
      'jinko-tiger-neo-550w',
      300,
      'Product defects, and 30 years on power output',
      'Hitilafu za kiwandani, na miaka 30 kwa nguvu ya umeme inayotolewa',
    ],
    [
      'ritar-dg12-200-gel',
      24,
      'Factory defects and early loss of capacity',
      'Hitilafu za kiwandani na kupungua mapema kwa uwezo wa kuhifadhi chaji',
    ],
  ])("gives %s's warranty: %i months, its category's line of what it covers in each language, or its own", (id, months, en, sw) => {
    const of = (catalogue: typeof english) => catalogue.products.find((p) => p.id === id)!.warranty;
    expect(of(english)).toEqual({ months, covers: en });
    expect(of(kiswahili)).toEqual({ months, covers: sw });
  });

  it('is English when no language is asked for, as tests and scripts expect', async () => {
    expect(name(await fetchCatalogue(fetcher), 'batteries')).toBe('Batteries');
  });

  it('gives the home page Kiswahili headings and falls back to English where none is written', async () => {
    const home = await fetchSiteContent(fetcher, kiswahili, 'sw');
    expect(home.heroSlides[0]?.title).toBe('Betri za lithium zinazodumu mizunguko 6000');
    expect(home.flashSale.title).toBe('Ofa za Muda Mfupi');
    expect(home.mustHaves.title).toBe('Bidhaa Muhimu za Mwezi Huu');
    // The ads' titles are product names, left untranslated on purpose; their texts are translated.
    expect(home.featuredAds[0]?.title).toBe('Deye 5 kW Hybrid Inverter');
    expect(home.featuredAds[0]?.cta).toBe('Nunua sasa');
    expect(home.testimonials).toEqual((await fetchSiteContent(fetcher, english, 'en')).testimonials);
  });

  it.each<[string, (content: SiteContent) => unknown, string, string]>([
    ['the about title', (c) => c.about.title, 'About Solar Shop Kenya', 'Kuhusu Solar Shop Kenya'],
    ['the first value', (c) => c.about.values[0]?.title, 'Quality', 'Ubora'],
    [
      'the about listing',
      (c) => c.about.seo?.title,
      'About Solar Shop Kenya: solar power since 2015',
      'Kuhusu Solar Shop Kenya: umeme wa sola tangu 2015',
    ],
    ['the contact title', (c) => c.contact.title, 'Contact Us', 'Wasiliana Nasi'],
    ['the last question', (c) => c.contact.faqs.at(-1)?.question, 'How can I pay?', 'Ninaweza kulipa vipi?'],
    ['the contact listing', (c) => c.contact.seo?.title, 'Contact Solar Shop Kenya', 'Wasiliana na Solar Shop Kenya'],
  ])('gives %s "%s" in English and "%s" in Kiswahili', async (_, pick, en, sw) => {
    expect(pick(await fetchSiteContent(fetcher, english, 'en'))).toBe(en);
    expect(pick(await fetchSiteContent(fetcher, kiswahili, 'sw'))).toBe(sw);
  });

  it("renders the about page's Kiswahili story, and keeps its founding year", async () => {
    const [en, sw] = await Promise.all([fetchSiteContent(fetcher, english, 'en'), fetchSiteContent(fetcher, kiswahili, 'sw')]);
    expect(sw.about.story).toContain('<h2>Kile ambacho hakijabadilika</h2>');
    expect(en.about.story).toContain('<h2>What has not changed</h2>');
    expect(sw.about.foundedYear).toBe(en.about.foundedYear);
    expect(sw.contact.faqs.map((faq) => faq.id)).toEqual(en.contact.faqs.map((faq) => faq.id));
  });

  it('gives the opening hours in each language', () => {
    expect(english.settings.hours).toBe('Monday to Friday, 8am to 6pm');
    expect(kiswahili.settings.hours).toBe('Jumatatu hadi Ijumaa, 08:00 hadi 18:00');
  });

  it('shows each policy in Kiswahili, body and all, with the same hash as in English', async () => {
    const [en, sw] = await Promise.all([fetchPolicies(fetcher, 'en'), fetchPolicies(fetcher, 'sw')]);
    expect(sw.map((p) => p.type)).toEqual([...POLICY_SLUGS]);
    expect(sw.map((p) => p.hash)).toEqual(en.map((p) => p.hash));
    const shipping = sw.find((p) => p.type === 'shipping-policy')!;
    expect(shipping.title).toBe('Sera ya Usafirishaji');
    expect(shipping.body).toContain('<h2>Kupokea agizo lako</h2>');
    expect(shipping.seo).toEqual({ title: 'Sera ya Usafirishaji', description: expect.stringContaining('usafirishaji bure') });
    const refund = sw.find((p) => p.type === 'refund-policy')!;
    expect(refund.title).toBe('Sera ya Kurejesha Pesa na Bidhaa');
    expect(refund.body).toContain('<h2>2. Ada ya kurejesha bidhaa dukani</h2>');
    expect(refund.body).toContain('<a href="/warranty-info">Taarifa za Dhamana</a>');
    expect(refund.body).toContain('<td>10%</td>');
  });
});

describe('what a Kiswahili page shows in English, to be marked lang="en"', () => {
  it('is nothing in the demo dataset: every policy, the about and the contact page are translated in full', async () => {
    const [policies, content] = await Promise.all([fetchPolicies(fetcher, 'sw'), fetchSiteContent(fetcher, kiswahili, 'sw')]);
    const marked = [...policies, content.about, ...content.about.values, content.contact, ...content.contact.faqs].filter(
      (item) => item.inEnglish.length > 0,
    );
    expect(marked).toEqual([]);
  });

  /** The seed with the refund policy's Kiswahili body and the last FAQ's Kiswahili answer taken out. */
  const untranslated = datasetFetcher(
    seed.map((doc) => {
      if (doc._id === 'policy-refund-policy') return { ...doc, sw: { ...sw(doc), body: [] } };
      if (doc._type !== 'contactPage') return doc;
      const faqs = doc.faqs as Doc[];
      return { ...doc, faqs: faqs.map((faq, i) => (i === faqs.length - 1 ? { ...faq, sw: { ...sw(faq), answer: '' } } : faq)) };
    }),
  );

  it('names the fields that fall back, on the Kiswahili page only', async () => {
    const refund = async (locale: Locale) => (await fetchPolicies(untranslated, locale)).find((p) => p.type === 'refund-policy')!;
    expect((await refund('sw')).inEnglish).toEqual(['body']);
    expect((await refund('sw')).body).toBe((await refund('en')).body);
    expect((await refund('en')).inEnglish).toEqual([]);
    const faq = async (locale: Locale) =>
      (await fetchSiteContent(untranslated, locale === 'sw' ? kiswahili : english, locale)).contact.faqs.at(-1)!;
    expect((await faq('sw')).inEnglish).toEqual(['answer']);
    expect((await faq('sw')).question).toBe('Ninaweza kulipa vipi?');
    expect((await faq('en')).inEnglish).toEqual([]);
  });
});

describe('the loaders pages call', () => {
  it('load each language once, in the language the page asks for', async () => {
    expect(loadCatalogue('sw')).toBe(loadCatalogue('sw'));
    expect(loadSiteContent('sw')).toBe(loadSiteContent('sw'));
    expect(loadPolicies('sw')).toBe(loadPolicies('sw'));
    expect((await loadPolicy('terms-and-conditions', 'sw')).title).toBe('Vigezo na Masharti');
    expect(loadCatalogue('en')).toBe(loadCatalogue('en'));
    expect((await loadCatalogue('en')).categories.find((c) => c.slug === 'batteries')?.name).toBe('Batteries');
    expect((await loadSiteContent('sw')).heroSlides[0]?.title).toBe('Betri za lithium zinazodumu mizunguko 6000');
  });

  it.each<[Locale, string, string, string]>([
    ['en', 'Monday to Friday, 8am to 6pm', 'About Solar Shop Kenya', 'How can I pay?'],
    ['sw', 'Jumatatu hadi Ijumaa, 08:00 hadi 18:00', 'Kuhusu Solar Shop Kenya', 'Ninaweza kulipa vipi?'],
  ])('on a page in %s give the hours "%s", the about page "%s" and the question "%s"', async (locale, hours, about, question) => {
    expect((await loadCatalogue(locale)).settings.hours).toBe(hours);
    const content = await loadSiteContent(locale);
    expect(content.about.title).toBe(about);
    expect(content.contact.faqs.at(-1)?.question).toBe(question);
  });

  it('fetch once for both languages: the Kiswahili catalogue holds the same products, but for their words and where a category says what their warranty covers', async () => {
    const [en, sw] = await Promise.all([loadCatalogue('en'), loadCatalogue('sw')]);
    const words = ['description', 'features', 'tags', 'seo', 'localSpecs', 'inEnglish', 'warranty', 'image'] as const;
    sw.products.forEach((product, i) => {
      const english = en.products[i]!;
      const rest = (p: typeof product) =>
        Object.fromEntries(Object.entries(p).filter(([key]) => !(words as readonly string[]).includes(key)));
      expect(rest(product)).toEqual(rest(english));
      expect(product.specs).toBe(english.specs);
      expect(product.warranty.months).toBe(english.warranty.months);
      expect({ ...product.image, alt: '' }).toEqual({ ...english.image, alt: '' });
    });
    expect(Object.keys(sw.settings)).toEqual(Object.keys(en.settings));
    expect(sw.categories).not.toBe(en.categories);
  });

  it('write the same /catalogue.json whichever language is asked for, but for the warranty lines: the API reads English', async () => {
    const at = new Date('2026-11-23T08:00:00Z');
    const snapshot = async (locale: 'en' | 'sw') => {
      const policies = (await loadPolicies(locale)).map(({ id, type, version, hash, updatedAt }) => ({
        id,
        type,
        version,
        hash,
        updatedAt,
      }));
      return toSnapshot(await loadCatalogue(locale), policies, await loadDelivery(), at, null);
    };
    // Only the line of what a category's warranty covers is in the catalogue's language: /catalogue.json asks for English.
    const englishCovers = (snap: Awaited<ReturnType<typeof snapshot>>) => ({
      ...snap,
      products: Object.fromEntries(Object.entries(snap.products).map(([id, { warrantyCovers, ...p }]) => [id, p])),
    });
    const [sw, en] = [await snapshot('sw'), await snapshot('en')];
    expect(englishCovers(sw)).toEqual(englishCovers(en));
    expect(en.products['ritar-dg12-200-gel']?.warrantyCovers).toBe('Factory defects and early loss of capacity');
  });

  it('/catalogue.json is built from English, whichever pages render beside it', async () => {
    const built = async () => {
      const { generatedAt: _, ...snapshot } = (await (await catalogueJson({} as Parameters<typeof catalogueJson>[0])).json()) as Record<
        string,
        unknown
      >;
      return snapshot;
    };
    const [sw, en] = await Promise.all([loadCatalogue('sw').then(built), built()]);
    expect(sw).toEqual(en);
    expect(JSON.stringify(sw)).not.toContain('Jumatatu');
  });
});
