import { describe, expect, it } from 'vitest';
import { contentLang } from '../../src/lib/catalogue/content-lang.ts';
import { hasContent, inEnglish, localise } from '../../src/cms/localise.ts';

/** Editors' Kiswahili beside English: taken field by field where it says something, English otherwise. */

const block = (text: string) => ({
  _type: 'block',
  _key: 'b',
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: 's', text, marks: [] }],
});
const englishBody = [block('We deliver across Kenya.')];
const kiswahiliBody = [block('Tunafikisha bidhaa kote Kenya.')];
const table = { _type: 'table', _key: 't', caption: 'Viwango', rows: [{ cells: ['Eneo', 'Bei'] }, { cells: ['1', 'KSh 500'] }] };

const policy = (sw: unknown) => ({
  _id: 'policy-shipping-policy',
  title: 'Shipping Policy',
  summary: 'Where we deliver.',
  body: englishBody,
  sw,
});

describe('localise: one field at a time, for the Kiswahili pages', () => {
  it.each<[string, unknown, { title: string; summary: string; body: unknown }]>([
    [
      'every field present',
      { title: 'Sera ya Usafirishaji', summary: 'Tunakofikisha.', body: kiswahiliBody },
      { title: 'Sera ya Usafirishaji', summary: 'Tunakofikisha.', body: kiswahiliBody },
    ],
    [
      'one field present, the others missing',
      { title: 'Sera ya Usafirishaji' },
      { title: 'Sera ya Usafirishaji', summary: 'Where we deliver.', body: englishBody },
    ],
    [
      'an empty string',
      { title: '', summary: 'Tunakofikisha.' },
      { title: 'Shipping Policy', summary: 'Tunakofikisha.', body: englishBody },
    ],
    ['a string of spaces', { title: '   ' }, { title: 'Shipping Policy', summary: 'Where we deliver.', body: englishBody }],
    [
      'a null field',
      { title: null, summary: null, body: null },
      { title: 'Shipping Policy', summary: 'Where we deliver.', body: englishBody },
    ],
    ['an empty group', {}, { title: 'Shipping Policy', summary: 'Where we deliver.', body: englishBody }],
    ['no group (null)', null, { title: 'Shipping Policy', summary: 'Where we deliver.', body: englishBody }],
    ['no group (missing)', undefined, { title: 'Shipping Policy', summary: 'Where we deliver.', body: englishBody }],
    ['Portable Text with no blocks', { body: [] }, { title: 'Shipping Policy', summary: 'Where we deliver.', body: englishBody }],
    [
      'Portable Text with only an emptied block',
      { body: [block(''), block('  ')] },
      { title: 'Shipping Policy', summary: 'Where we deliver.', body: englishBody },
    ],
    ['Portable Text holding only a table', { body: [table] }, { title: 'Shipping Policy', summary: 'Where we deliver.', body: [table] }],
  ])('%s', (_, sw, shown) => {
    const localised = localise(policy(sw), 'sw');
    expect(localised).toEqual({ _id: 'policy-shipping-policy', ...shown });
    expect(localised).not.toHaveProperty('sw');
  });

  it('hands English pages the document untouched, Kiswahili group and all', () => {
    const doc = policy({ title: 'Sera ya Usafirishaji' });
    expect(localise(doc, 'en')).toBe(doc);
  });

  it('leaves the document it was given as it was', () => {
    const doc = policy({ title: 'Sera ya Usafirishaji', body: kiswahiliBody });
    const before = structuredClone(doc);
    localise(doc, 'sw');
    expect(doc).toEqual(before);
  });

  it('localises the home page block by block: slides, sections and cards each with their own group', () => {
    const home = {
      _id: 'homePage',
      heroSlides: [
        {
          _key: 'a',
          title: 'Lithium batteries',
          subtitle: 'Store your power.',
          link: '/shop/batteries',
          cta: 'Shop batteries',
          sw: { title: 'Betri za lithium', cta: 'Nunua betri' },
        },
        { _key: 'b', title: 'Solar panels', subtitle: 'Tier-1 panels.', link: '/shop/solar-panels', cta: 'Shop panels' },
      ],
      flashSale: {
        title: 'Flash Sale',
        subtitle: 'While stocks last.',
        endsAt: '2026-12-31T18:00:00+03:00',
        sw: { title: 'Ofa za Muda Mfupi', subtitle: '' },
      },
      featuredAds: [
        {
          _key: 'c',
          title: 'Pylontech US3000C',
          description: 'Ten-year warranty.',
          cta: 'See details',
          product: 'pylontech-us3000c',
          sw: { description: 'Dhamana ya miaka kumi.', cta: 'Tazama maelezo' },
        },
      ],
    };
    expect(localise(home, 'sw')).toEqual({
      _id: 'homePage',
      heroSlides: [
        { _key: 'a', title: 'Betri za lithium', subtitle: 'Store your power.', link: '/shop/batteries', cta: 'Nunua betri' },
        { _key: 'b', title: 'Solar panels', subtitle: 'Tier-1 panels.', link: '/shop/solar-panels', cta: 'Shop panels' },
      ],
      flashSale: { title: 'Ofa za Muda Mfupi', subtitle: 'While stocks last.', endsAt: '2026-12-31T18:00:00+03:00' },
      featuredAds: [
        {
          _key: 'c',
          title: 'Pylontech US3000C',
          description: 'Dhamana ya miaka kumi.',
          cta: 'Tazama maelezo',
          product: 'pylontech-us3000c',
        },
      ],
    });
  });

  const about = (sw: unknown, value: unknown) => ({
    _id: 'aboutPage',
    title: 'About Solar Shop Kenya',
    foundedYear: 2015,
    story: englishBody,
    values: [{ _key: 'v', title: 'Quality', text: 'Genuine products.', sw: value }],
    sw,
  });
  const contact = (sw: unknown, faq: unknown) => ({
    _id: 'contactPage',
    title: 'Contact Us',
    intro: 'Ask us anything.',
    faqs: [{ _key: 'f', question: 'How can I pay?', answer: 'By M-PESA or card.', sw: faq }],
    sw,
  });
  const settings = (sw: unknown) => ({
    _id: 'siteSettings',
    shopName: 'Solar Shop Kenya',
    phone: '+254712345678',
    hours: 'Monday to Friday, 8am to 6pm',
    paymentMethods: ['M-PESA'],
    sw,
  });

  it.each<[string, unknown, unknown]>([
    [
      'the about page: its title, story and each value',
      about({ title: 'Kuhusu Solar Shop Kenya', story: kiswahiliBody }, { title: 'Ubora', text: 'Bidhaa halisi.' }),
      {
        _id: 'aboutPage',
        title: 'Kuhusu Solar Shop Kenya',
        foundedYear: 2015,
        story: kiswahiliBody,
        values: [{ _key: 'v', title: 'Ubora', text: 'Bidhaa halisi.' }],
      },
    ],
    [
      'the about page with an emptied story and an untranslated value',
      about({ title: 'Kuhusu Solar Shop Kenya', story: [block(' ')] }, null),
      {
        _id: 'aboutPage',
        title: 'Kuhusu Solar Shop Kenya',
        foundedYear: 2015,
        story: englishBody,
        values: [{ _key: 'v', title: 'Quality', text: 'Genuine products.' }],
      },
    ],
    [
      'the contact page: a translated question with its answer left blank',
      contact({ title: 'Wasiliana Nasi' }, { question: 'Ninaweza kulipa vipi?', answer: '' }),
      {
        _id: 'contactPage',
        title: 'Wasiliana Nasi',
        intro: 'Ask us anything.',
        faqs: [{ _key: 'f', question: 'Ninaweza kulipa vipi?', answer: 'By M-PESA or card.' }],
      },
    ],
    [
      'the contact page with only its FAQ translated',
      contact(undefined, { question: 'Ninaweza kulipa vipi?', answer: 'Kwa M-PESA au kadi.' }),
      {
        _id: 'contactPage',
        title: 'Contact Us',
        intro: 'Ask us anything.',
        faqs: [{ _key: 'f', question: 'Ninaweza kulipa vipi?', answer: 'Kwa M-PESA au kadi.' }],
      },
    ],
    [
      'the site settings: the hours, nothing else',
      settings({ hours: 'Jumatatu hadi Ijumaa, 08:00 hadi 18:00' }),
      {
        _id: 'siteSettings',
        shopName: 'Solar Shop Kenya',
        phone: '+254712345678',
        hours: 'Jumatatu hadi Ijumaa, 08:00 hadi 18:00',
        paymentMethods: ['M-PESA'],
      },
    ],
    [
      'the site settings with blank hours',
      settings({ hours: '  ' }),
      {
        _id: 'siteSettings',
        shopName: 'Solar Shop Kenya',
        phone: '+254712345678',
        hours: 'Monday to Friday, 8am to 6pm',
        paymentMethods: ['M-PESA'],
      },
    ],
  ])('localises %s', (_, doc, shown) => {
    expect(localise(doc, 'sw')).toEqual(shown);
    expect(localise(doc, 'en')).toBe(doc);
  });

  it.each<[string, unknown, unknown]>([
    [
      'merges a translated SEO title into the English listing',
      { title: 'Betri za Sola Kenya' },
      { title: 'Betri za Sola Kenya', description: 'Solar batteries in Kenya.' },
    ],
    [
      'keeps the English listing where the Kiswahili one is blank',
      { title: '', description: null },
      { title: 'Solar Batteries', description: 'Solar batteries in Kenya.' },
    ],
  ])('%s', (_, swSeo, seo) => {
    const category = {
      name: 'Batteries',
      seo: { title: 'Solar Batteries', description: 'Solar batteries in Kenya.' },
      sw: { name: 'Betri', seo: swSeo },
    };
    expect(localise(category, 'sw')).toEqual({ name: 'Betri', seo });
  });

  it('adds no half listing where the English one is missing', () => {
    expect(localise({ name: 'Batteries', seo: null, sw: { seo: { title: 'Betri za Sola Kenya' } } }, 'sw')).toEqual({
      name: 'Batteries',
      seo: null,
    });
  });

  it('ignores Sanity bookkeeping in the group', () => {
    expect(localise({ title: 'Lighting Deals', _type: 'lightingDeals', sw: { _type: 'object', title: 'Ofa za Taa' } }, 'sw')).toEqual({
      title: 'Ofa za Taa',
      _type: 'lightingDeals',
    });
  });
});

describe('hasContent: whether a translated value says something', () => {
  it.each<[string, unknown, boolean]>([
    ['text', 'Betri', true],
    ['an empty string', '', false],
    ['spaces', ' \n ', false],
    ['null', null, false],
    ['undefined', undefined, false],
    ['Portable Text with a block of text', kiswahiliBody, true],
    ['Portable Text with no blocks', [], false],
    ['Portable Text with an emptied block', [block('')], false],
    ['Portable Text with a table', [table], true],
    ['a number', 0, true],
  ])('%s: %j', (_, value, expected) => {
    expect(hasContent(value)).toBe(expected);
  });
});

describe('inEnglish: which fields a page shows in English for want of a translation', () => {
  const fields = ['title', 'summary', 'body'] as const;

  it.each<[string, unknown, string[]]>([
    ['every field translated', { title: 'Sera ya Usafirishaji', summary: 'Tunakofikisha.', body: kiswahiliBody }, []],
    ['the body left out', { title: 'Sera ya Usafirishaji', summary: 'Tunakofikisha.' }, ['body']],
    ['an emptied body and a blank summary', { title: 'Sera ya Usafirishaji', summary: '  ', body: [block('')] }, ['summary', 'body']],
    ['a body holding only a table', { title: 'Sera ya Usafirishaji', summary: 'Tunakofikisha.', body: [table] }, []],
    ['an empty group', {}, ['title', 'summary', 'body']],
    ['no group', null, ['title', 'summary', 'body']],
  ])('on a Kiswahili page, %s: %j', (_, sw, english) => {
    expect(inEnglish(policy(sw), fields, 'sw')).toEqual(english);
  });

  it('names none on an English page, translated or not', () => {
    expect(inEnglish(policy(null), fields, 'en')).toEqual([]);
  });

  it('names no field the English leaves empty either: there is nothing to show', () => {
    expect(inEnglish({ title: 'Flash Sale', highlight: null, sw: { title: 'Ofa' } }, ['title', 'highlight'], 'sw')).toEqual([]);
  });

  it('agrees with localise(): a field it names is shown in English', () => {
    const doc = policy({ title: 'Sera ya Usafirishaji', summary: '' });
    const shown = localise(doc, 'sw');
    for (const field of inEnglish(doc, fields, 'sw')) expect(shown[field]).toEqual(doc[field]);
    for (const field of fields.filter((f) => !inEnglish(doc, fields, 'sw').includes(f))) expect(shown[field]).not.toEqual(doc[field]);
  });
});

describe('contentLang: the lang attribute of one field', () => {
  it.each<[string, readonly string[], 'title' | 'body', 'en' | undefined]>([
    ['a translated field', ['body'], 'title', undefined],
    ['a field shown in English', ['body'], 'body', 'en'],
    ['any field of a fully translated page', [], 'body', undefined],
  ])('%s: %j', (_, english, field, lang) => {
    expect(contentLang({ inEnglish: english as ('title' | 'body')[] }, field)).toBe(lang);
  });
});
