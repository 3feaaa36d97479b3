import { describe, expect, it } from 'vitest';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { CmsValidationError, fetchPolicies } from '../../src/cms/index.ts';
import { fillPolicyFigures } from '../../src/cms/policy-figures.ts';
import { policyDocument, type PolicyDocument } from '../../src/cms/content-schemas.ts';
import { POLICIES_QUERY } from '../../src/cms/queries.ts';
import { translationsFor } from '../../src/i18n/index.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { policyHash } from '../../src/cms/policy-hash.ts';
import { changeWindowSettingRule, fieldFigures, policyFiguresRule, textsIn } from '../../src/lib/content-rules/policy-figures.ts';
import { figureWords, fillFigures } from '../../src/lib/policy-figures.ts';
import { DEMO_LAYBY_TERMS } from '../../studio/seed/data/layby-settings.ts';

/** A policy's {orderChangeHours}: written out from the site settings in each language, checked, and part of the policy's hash. */

type Doc = Record<string, unknown> & { _id: string; _type: string };
const seed = (await readNdjsonDir('studio/seed')) as Doc[];
const withHours = (hours: number | undefined): Doc[] =>
  seed.map((doc) => {
    if (doc._id !== 'siteSettings') return doc;
    const { orderChangeHours: _set, ...rest } = doc;
    return hours === undefined ? (rest as Doc) : { ...rest, orderChangeHours: hours };
  });
const policiesWith = (hours: number | undefined, locale: Locale = 'en') => fetchPolicies(datasetFetcher(withHours(hours)), locale);
const byType = async (hours: number | undefined, type: string, locale: Locale = 'en') =>
  (await policiesWith(hours, locale)).find((policy) => policy.type === type)!;
/** The seed's policy documents as written, figures unfilled. */
const documents = new Map(
  ((await datasetFetcher(seed).fetch(POLICIES_QUERY)) as unknown[]).map((raw) => policyDocument.parse(raw)).map((doc) => [doc.type, doc]),
);

describe('figureWords: the change window in words, plural by the language', () => {
  it.each<[number, string, string]>([
    [1, '1 hour', 'saa 1'],
    [2, '2 hours', 'saa 2'],
    [12, '12 hours', 'saa 12'],
    [24, '24 hours', 'saa 24'],
    [72, '72 hours', 'saa 72'],
  ])('%i: "%s", "%s"', (hours, english, kiswahili) => {
    expect(figureWords({ orderChangeHours: hours, layby: null }, translationsFor('en'))).toEqual({ orderChangeHours: english });
    expect(figureWords({ orderChangeHours: hours, layby: null }, translationsFor('sw'))).toEqual({ orderChangeHours: kiswahili });
  });

  it.each<[string, number | null]>([
    ['empty', null],
    ['0', 0],
  ])('has no words for a window %s', (_case, hours) => {
    expect(figureWords({ orderChangeHours: hours, layby: null }, translationsFor('en'))).toEqual({});
  });
});

describe('fillFigures', () => {
  it.each<[string, string]>([
    ['Cancel within {orderChangeHours} of ordering.', 'Cancel within 3 hours of ordering.'],
    ['{orderChangeHours}', '3 hours'],
    ['{orderChangeHours} or {orderChangeHours}', '3 hours or 3 hours'],
    ['No figure here.', 'No figure here.'],
    ['An unknown {figure} stays as written', 'An unknown {figure} stays as written'],
    ['{ orderChangeHours } with spaces is not a figure', '{ orderChangeHours } with spaces is not a figure'],
  ])('%s', (text, filled) => {
    expect(fillFigures(text, { orderChangeHours: '3 hours' })).toBe(filled);
  });
});

const span = (text: string) => ({ _type: 'span', _key: 's', text, marks: [] });
const block = (...texts: string[]) => ({ _type: 'block', _key: 'a', style: 'normal', markDefs: [], children: texts.map(span) });
const table = {
  _type: 'table',
  _key: 't',
  caption: 'Windows',
  rows: [
    { _key: 'h', cells: ['What', 'When'] },
    { _key: 'r', cells: ['Cancel', 'within {orderChangeHours}'] },
  ],
};
/** A text with a paragraph of `texts`, a table that shows the window, and the warranty terms. */
const body = (...texts: string[]) => [block(...texts), table, { _type: 'warrantyTerms', _key: 'w' }];

describe('the figures a field shows', () => {
  it.each<[string, unknown, string[], string[]]>([
    ['plain text', 'Within {orderChangeHours}.', ['Within {orderChangeHours}.'], ['orderChangeHours']],
    ['no text', undefined, [], []],
    [
      'Portable Text',
      body('Within ', '{orderChangeHours}', ' of {ordering}'),
      ['Within ', '{orderChangeHours}', ' of {ordering}', 'Windows', 'What', 'When', 'Cancel', 'within {orderChangeHours}'],
      ['orderChangeHours', 'ordering'],
    ],
  ])('in %s', (_case, value, texts, figures) => {
    expect(textsIn(value)).toEqual(texts);
    expect(fieldFigures(value).sort()).toEqual(figures);
  });
});

/** The figures an unknown one is told apart from, as the rule lists them. */
const KNOWN =
  '{orderChangeHours} (Site settings → Hours to cancel online) and the lay-by terms {laybyMinOrder}, {laybyDeposit}, {laybyTerm}, {laybyMinInstalment}, {laybyMpesaLimit}, {laybyCadence}, {laybyReminder}, {laybyGrace}, {laybyFeeFreeDays}, {laybyFee}, {laybyDeliveryDays} (Lay-by settings)';

describe('policyFiguresRule', () => {
  it.each<[string, unknown, number | null, string]>([
    [
      'a misspelt figure',
      'within {orderChangeHour}',
      2,
      `Unknown figure {orderChangeHour}: a policy can show ${KNOWN}. Check the spelling, or remove the braces`,
    ],
    [
      'two unknown figures in a table',
      body('{hours}', '{orderChangeHours}', '{days}'),
      2,
      `Unknown figure {hours}, {days}: a policy can show ${KNOWN}. Check the spelling, or remove the braces`,
    ],
    [
      'the window with the setting empty',
      body('{orderChangeHours}'),
      null,
      'Shows {orderChangeHours}, but Site settings → Hours to cancel online is empty: set it to 1 or more, or write the window out',
    ],
    [
      'the window with the setting 0',
      'within {orderChangeHours}',
      0,
      'Shows {orderChangeHours}, but Site settings → Hours to cancel online is 0: set it to 1 or more, or write the window out',
    ],
  ])('refuses %s', (_case, value, hours, message) => {
    expect(policyFiguresRule(value, { orderChangeHours: hours, layby: null })).toBe(message);
  });

  it.each<[string, unknown, number | null]>([
    ['the window with the setting at 1', 'within {orderChangeHours}', 1],
    ['a text without figures, whatever the setting', [block('Return within 14 days.')], null],
    ['no text', undefined, null],
  ])('passes %s', (_case, value, hours) => {
    expect(policyFiguresRule(value, { orderChangeHours: hours, layby: null })).toBe(true);
  });

  it('passes the window when the settings were not read (the Studio reads them only for a known figure)', () => {
    expect(policyFiguresRule('within {orderChangeHours}', null)).toBe(true);
  });
});

describe('changeWindowSettingRule', () => {
  it.each<[number | null | undefined, string[], true | string]>([
    [2, ['policy-terms-and-conditions'], true],
    [1, ['policy-terms-and-conditions'], true],
    [undefined, [], true],
    [0, [], true],
    [
      undefined,
      ['policy-terms-and-conditions'],
      'Shown as {orderChangeHours} by policy-terms-and-conditions: keep it 1 or more, or write the window out in that policy first',
    ],
    [
      0,
      ['policy-refund-policy', 'policy-terms-and-conditions'],
      'Shown as {orderChangeHours} by policy-refund-policy, policy-terms-and-conditions: keep it 1 or more, or write the window out in those policies first',
    ],
  ])('%s hours, shown by %j', (hours, shownBy, result) => {
    expect(changeWindowSettingRule(hours, shownBy)).toBe(result);
  });
});

describe('fillPolicyFigures', () => {
  it('writes the English fields in English and the Kiswahili ones in Kiswahili, leaving the rest as written', () => {
    const doc = policyDocument.parse({
      _id: 'policy-refund-policy',
      _type: 'policy',
      type: 'refund-policy',
      title: 'Refunds',
      summary: 'Cancel free within {orderChangeHours}.',
      version: '1.0',
      updatedAt: '2026-11-29',
      body: body('Within ', '{orderChangeHours}', '.'),
      sw: {
        title: 'Kurejesha pesa',
        summary: 'Ghairi bila malipo ndani ya {orderChangeHours}.',
        body: body('Ndani ya ', '{orderChangeHours}', '.'),
      },
    });
    const filled = fillPolicyFigures(doc, { orderChangeHours: 1, layby: null });
    expect([filled.summary, filled.sw?.summary]).toEqual(['Cancel free within 1 hour.', 'Ghairi bila malipo ndani ya saa 1.']);
    expect(textsIn(filled.body)).toEqual(['Within ', '1 hour', '.', 'Windows', 'What', 'When', 'Cancel', 'within 1 hour']);
    expect(textsIn(filled.sw?.body)).toEqual(['Ndani ya ', 'saa 1', '.', 'Windows', 'What', 'When', 'Cancel', 'within saa 1']);
    expect(filled.body[2]).toEqual({ _type: 'warrantyTerms', _key: 'w' });
    expect({ ...filled, summary: doc.summary, body: doc.body, sw: doc.sw }).toEqual(doc);
  });
});

describe('the seed policies show the change window from the site settings', () => {
  it.each([
    ['refund-policy', 'en', 'free within <strong>2 hours</strong> of placing the order'],
    ['refund-policy', 'sw', 'bila malipo ndani ya <strong>saa 2</strong> baada ya kuweka agizo'],
    ['terms-and-conditions', 'en', 'within <strong>2 hours</strong> of placing it'],
    ['terms-and-conditions', 'sw', 'ndani ya <strong>saa 2</strong> baada ya kuliweka'],
  ] as const)('%s in %s: "%s"', async (type, locale, words) => {
    const page = (await byType(2, type, locale)).body;
    expect(page).toContain(words);
    expect(page).not.toContain('{orderChangeHours}');
  });

  it.each([
    [1, 'within <strong>1 hour</strong> of placing it', 'ndani ya <strong>saa 1</strong> baada ya kuliweka'],
    [3, 'within <strong>3 hours</strong> of placing it', 'ndani ya <strong>saa 3</strong> baada ya kuliweka'],
    [24, 'within <strong>24 hours</strong> of placing it', 'ndani ya <strong>saa 24</strong> baada ya kuliweka'],
  ])('writes a window of %i hours in both languages', async (hours, english, kiswahili) => {
    expect((await byType(hours, 'terms-and-conditions')).body).toContain(english);
    expect((await byType(hours, 'terms-and-conditions', 'sw')).body).toContain(kiswahili);
  });

  it('keeps the hashes shoppers accepted when "2 hours" was typed by hand: the hash covers the text as read', async () => {
    for (const type of ['terms-and-conditions', 'refund-policy'] as const) {
      const doc = documents.get(type)!;
      const english = JSON.stringify(doc.body).replaceAll('{orderChangeHours}', '2 hours');
      const kiswahili = JSON.stringify(doc.sw?.body).replaceAll('{orderChangeHours}', 'saa 2');
      // The lay-by figures as the build writes them (the seed's terms): only the window is typed here.
      const typed = fillPolicyFigures(
        {
          ...doc,
          body: JSON.parse(english) as PolicyDocument['body'],
          sw: { ...doc.sw, body: JSON.parse(kiswahili) as PolicyDocument['body'] },
        },
        { orderChangeHours: null, layby: DEMO_LAYBY_TERMS },
      );
      expect((await byType(2, type)).hash, type).toBe(policyHash(typed));
    }
  });

  it('changes the hash of each policy that shows the window, and only those, when the setting changes', async () => {
    const [two, three] = await Promise.all([policiesWith(2), policiesWith(3)]);
    const changed = two.filter((policy, i) => policy.hash !== three[i]!.hash).map((policy) => policy.type);
    expect(changed).toEqual(['terms-and-conditions', 'refund-policy']);
    expect(two.map((policy) => policy.hash)).toEqual((await policiesWith(2, 'sw')).map((policy) => policy.hash));
  });

  it('fails the build while the setting is empty, naming the first policy that shows it', async () => {
    await expect(policiesWith(undefined)).rejects.toThrow(CmsValidationError);
    await expect(policiesWith(undefined)).rejects.toThrow(
      'CMS document "policy-refund-policy" is invalid at field "body": Shows {orderChangeHours}, but Site settings → Hours to cancel online is empty: set it to 1 or more, or write the window out',
    );
  });

  it('fails the build on a misspelt figure in a Kiswahili text', async () => {
    const misspelt = (doc: Doc): Doc => {
      const sw = doc.sw as { body: unknown[] };
      return {
        ...doc,
        sw: { ...sw, body: JSON.parse(JSON.stringify(sw.body).replace('{orderChangeHours}', '{orderChangeHour}')) as unknown[] },
      };
    };
    const dataset = seed.map((doc) => (doc._id === 'policy-terms-and-conditions' ? misspelt(doc) : doc));
    await expect(fetchPolicies(datasetFetcher(dataset))).rejects.toThrow(
      'CMS document "policy-terms-and-conditions" is invalid at field "sw.body": Unknown figure {orderChangeHour}',
    );
  });
});
