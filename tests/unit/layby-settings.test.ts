import { describe, expect, it } from 'vitest';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { CmsValidationError, fetchLayby, fetchPolicies } from '../../src/cms/index.ts';
import { laybyDocument, toLaybyDocument, toLaybyTerms } from '../../src/cms/layby-schema.ts';
import { parseDocument } from '../../src/cms/validate.ts';
import { translationsFor } from '../../src/i18n/index.ts';
import { laybyFigureRule, laybySettingsRule, policyFiguresRule } from '../../src/lib/content-rules/policy-figures.ts';
import { laybyRangeRule } from '../../src/lib/content-rules/layby.ts';
import type { LaybyTerms } from '../../src/lib/layby/terms.ts';
import { figureWords, LAYBY_FIGURES, type LaybyFigure } from '../../src/lib/policy-figures.ts';
import { DEMO_LAYBY_TERMS } from '../../studio/seed/data/layby-settings.ts';
import { TERMS } from '../api/layby-fixture.ts';

/**
 * The CMS Lay-by settings (issue 47.1): the document as the Studio stores it, reshaped into the
 * terms the API applies; their figures in words of each language; and the rules that keep a
 * policy from showing a figure the settings do not give.
 */

type Doc = Record<string, unknown> & { _id: string; _type: string };
const seed = (await readNdjsonDir('studio/seed')) as Doc[];
const seedDocument = seed.find((doc) => doc._id === 'laybySettings')!;
/** The seed with the Lay-by settings changed by `change`, or left out where it gives undefined. */
const withSettings = (change: (doc: Doc) => Doc | undefined): Doc[] =>
  seed.flatMap((doc) => {
    if (doc._id !== 'laybySettings') return [doc];
    const changed = change(structuredClone(doc));
    return changed ? [changed] : [];
  });

describe('the Lay-by settings document, reshaped into the terms', () => {
  it('reads the seed as the demo terms, which the API tests use too', async () => {
    const terms = await fetchLayby(datasetFetcher(seed));
    expect(terms).toEqual(DEMO_LAYBY_TERMS);
    expect({ ...terms, note: TERMS.note }).toEqual(TERMS);
  });

  it.each<[string, Record<string, unknown>, Partial<LaybyTerms>]>([
    [
      'money in cents as stored',
      { minOrder: 5_000_000, minInstalment: 100_000, mpesaLimit: 15_000_000 },
      { minOrderCents: 5_000_000, minInstalmentCents: 100_000, mpesaMaxCents: 15_000_000 },
    ],
    ['percentages as basis points', { depositPercent: 12.5 }, { depositBp: 1250 }],
    [
      'a fee with a cap',
      { cancellation: { freeDays: 0, feePercent: 2.25, feeCap: 300_000 } },
      { cancelFee: { freeDays: 0, percentBp: 225, maxCents: 300_000 } },
    ],
    ['a fee without one', { cancellation: { freeDays: 3, feePercent: 0 } }, { cancelFee: { freeDays: 3, percentBp: 0, maxCents: null } }],
    [
      'the English note where no Kiswahili one was written',
      { note: ' Call us to cancel. ', sw: {} },
      { note: { en: 'Call us to cancel.', sw: 'Call us to cancel.' } },
    ],
    ['no note at all', { note: undefined, sw: undefined }, { note: { en: '', sw: '' } }],
  ])('%s', (_case, fields, terms) => {
    const doc = parseDocument(laybyDocument, { ...seedDocument, ...fields });
    expect(toLaybyTerms(doc)).toEqual({ ...DEMO_LAYBY_TERMS, ...terms });
  });

  it('gives no terms while lay-by is switched off, nor where the document was never made', async () => {
    expect(await fetchLayby(datasetFetcher(withSettings((doc) => ({ ...doc, offered: false }))))).toBeNull();
    expect(await fetchLayby(datasetFetcher(withSettings(() => undefined)))).toBeNull();
  });

  it('writes back the document it reads (what the seed generates)', () => {
    for (const terms of [
      DEMO_LAYBY_TERMS,
      { ...DEMO_LAYBY_TERMS, depositBp: 1250, cancelFee: { freeDays: 0, percentBp: 1000, maxCents: 500_000 } },
    ]) {
      expect(toLaybyTerms(laybyDocument.parse(toLaybyDocument(terms)))).toEqual(terms);
    }
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a deposit under 5 %',
      { depositPercent: 4 },
      'depositPercent',
      'The deposit must be a number with at most 2 decimals, from 5 to 50 % of the order',
    ],
    [
      'a deposit over 50 %',
      { depositPercent: 60 },
      'depositPercent',
      'The deposit must be a number with at most 2 decimals, from 5 to 50 % of the order',
    ],
    [
      'a deposit of 20.125 %',
      { depositPercent: 20.125 },
      'depositPercent',
      'The deposit must be a number with at most 2 decimals, from 5 to 50 % of the order',
    ],
    ['a term of 6 days', { termDays: 6 }, 'termDays', 'The longest term must be a whole number, from 7 to 365 days'],
    ['a term of 90.5 days', { termDays: 90.5 }, 'termDays', 'The longest term must be a whole number, from 7 to 365 days'],
    [
      'a reminder 8 days ahead',
      { remindDaysBefore: 8 },
      'remindDaysBefore',
      'The reminder must be a whole number, at most 7 days before each suggested date',
    ],
    [
      'a fee over 10 %',
      { cancellation: { freeDays: 7, feePercent: 12 } },
      'cancellation.feePercent',
      'The cancellation fee must be a number with at most 2 decimals, at most 10 % of what was paid',
    ],
    [
      'a cap with cents',
      { cancellation: { freeDays: 7, feePercent: 5, feeCap: 100_050 } },
      'cancellation.feeCap',
      'Must be whole shillings, ending in 00 (in cents: KSh 12,500 is 1250000)',
    ],
    [
      'delivery in 0 days',
      { deliveryDays: 0 },
      'deliveryDays',
      'Delivery after full payment must be a whole number, from 1 to 60 working days',
    ],
    [
      'a minimum order with cents',
      { minOrder: 2_000_050 },
      'minOrder',
      'Must be whole shillings, ending in 00 (in cents: KSh 12,500 is 1250000)',
    ],
    ['a smallest instalment of 0', { minInstalment: 0 }, 'minInstalment', 'Must be above 0 (in cents: KSh 500 is 50000)'],
    [
      'a smallest instalment over M-PESA’s limit',
      { minInstalment: 30_000_000, minOrder: 50_000_000 },
      'minInstalment',
      "Must be at most M-PESA's limit of KSh 250,000 for one payment, or no instalment could be paid by M-PESA",
    ],
    [
      'a smallest instalment of the whole minimum order',
      { minInstalment: 2_000_000 },
      'minInstalment',
      'Must be below the minimum order of KSh 20,000, or a plan would be a single payment',
    ],
  ])('fails the build on %s, naming the field', async (_case, fields, field, message) => {
    const dataset = withSettings((doc) => ({ ...doc, ...fields }));
    const error = await fetchLayby(datasetFetcher(dataset)).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CmsValidationError);
    expect((error as CmsValidationError).message).toBe(`CMS document "laybySettings" is invalid at field "${field}": ${message}`);
  });

  it('holds the ranges of the terms’ schema, which the server applies', () => {
    expect([laybyRangeRule('depositPercent', 5), laybyRangeRule('depositPercent', 50), laybyRangeRule('feePercent', 10)]).toEqual([
      true,
      true,
      true,
    ]);
    expect([
      laybyRangeRule('termDays', 7),
      laybyRangeRule('termDays', 365),
      laybyRangeRule('graceDays', 0),
      laybyRangeRule('cadenceDays', 31),
    ]).toEqual([true, true, true, true]);
  });
});

const en = translationsFor('en');
const sw = translationsFor('sw');
const words = (terms: LaybyTerms) => ({
  en: figureWords({ orderChangeHours: null, layby: terms }, en),
  sw: figureWords({ orderChangeHours: null, layby: terms }, sw),
});

describe('the lay-by figures in words, plural by the language', () => {
  it('writes every figure of the demo terms', () => {
    expect(words(DEMO_LAYBY_TERMS)).toEqual({
      en: {
        laybyMinOrder: 'KSh 20,000',
        laybyDeposit: '20%',
        laybyTerm: '90 days',
        laybyMinInstalment: 'KSh 500',
        laybyMpesaLimit: 'KSh 250,000',
        laybyCadence: 'every week',
        laybyReminder: '1 day',
        laybyGrace: '14 days',
        laybyFeeFreeDays: '7 days',
        laybyFee: '5% of what you have paid',
        laybyDeliveryDays: '5 working days',
      },
      sw: {
        laybyMinOrder: 'KSh 20,000',
        laybyDeposit: 'asilimia 20',
        laybyTerm: 'siku 90',
        laybyMinInstalment: 'KSh 500',
        laybyMpesaLimit: 'KSh 250,000',
        laybyCadence: 'kila wiki',
        laybyReminder: 'siku 1',
        laybyGrace: 'siku 14',
        laybyFeeFreeDays: 'siku 7',
        laybyFee: 'asilimia 5 ya ulicholipa',
        laybyDeliveryDays: 'siku 5 za kazi',
      },
    });
  });

  it.each<[string, Partial<LaybyTerms>, LaybyFigure, string, string]>([
    ['a term of 1 day', { termDays: 1 }, 'laybyTerm', '1 day', 'siku 1'],
    ['a term of 180 days', { termDays: 180 }, 'laybyTerm', '180 days', 'siku 180'],
    ['a reminder 2 days ahead', { remindDaysBefore: 2 }, 'laybyReminder', '2 days', 'siku 2'],
    ['a grace of 1 day', { graceDays: 1 }, 'laybyGrace', '1 day', 'siku 1'],
    ['delivery in 1 working day', { deliveryDays: 1 }, 'laybyDeliveryDays', '1 working day', 'siku 1 ya kazi'],
    ['delivery in 10 working days', { deliveryDays: 10 }, 'laybyDeliveryDays', '10 working days', 'siku 10 za kazi'],
    ['a daily rhythm', { cadenceDays: 1 }, 'laybyCadence', 'every day', 'kila siku'],
    ['a rhythm of 3 days', { cadenceDays: 3 }, 'laybyCadence', 'every 3 days', 'kila baada ya siku 3'],
    ['a rhythm of 2 weeks', { cadenceDays: 14 }, 'laybyCadence', 'every 2 weeks', 'kila baada ya wiki 2'],
    ['a deposit of 12.5 %', { depositBp: 1250 }, 'laybyDeposit', '12.5%', 'asilimia 12.5'],
    ['a minimum order of KSh 1,500,000', { minOrderCents: 150_000_000 }, 'laybyMinOrder', 'KSh 1,500,000', 'KSh 1,500,000'],
    [
      'a capped fee',
      { cancelFee: { freeDays: 7, percentBp: 1000, maxCents: 200_000 } },
      'laybyFee',
      '10% of what you have paid, at most KSh 2,000',
      'asilimia 10 ya ulicholipa, isiyozidi KSh 2,000',
    ],
  ])('%s: "%s"', (_case, change, figure, english, kiswahili) => {
    const both = words({ ...DEMO_LAYBY_TERMS, ...change });
    expect([both.en[figure], both.sw[figure]]).toEqual([english, kiswahili]);
  });

  it.each<[LaybyFigure, Partial<LaybyTerms>]>([
    ['laybyGrace', { graceDays: 0 }],
    ['laybyReminder', { remindDaysBefore: 0 }],
    ['laybyFeeFreeDays', { cancelFee: { freeDays: 0, percentBp: 500, maxCents: null } }],
    ['laybyFee', { cancelFee: { freeDays: 7, percentBp: 0, maxCents: null } }],
  ])('has no words for %s at 0', (figure, change) => {
    const both = words({ ...DEMO_LAYBY_TERMS, ...change });
    expect([both.en[figure], both.sw[figure]]).toEqual([undefined, undefined]);
  });

  it('has no lay-by words while lay-by is off', () => {
    expect(figureWords({ orderChangeHours: 2, layby: null }, en)).toEqual({ orderChangeHours: '2 hours' });
  });
});

describe('a policy may show a lay-by figure only while the settings give it', () => {
  const values = { orderChangeHours: 2, layby: DEMO_LAYBY_TERMS };

  it.each<[string, string, LaybyTerms | null, string]>([
    ['a misspelt lay-by figure', 'A deposit of {laybyDepost}.', DEMO_LAYBY_TERMS, 'Unknown figure {laybyDepost}: a policy can show'],
    [
      'a figure with lay-by off',
      'A deposit of {laybyDeposit}.',
      null,
      'Shows {laybyDeposit}, but Lay-by settings → Offer lay-by is off: turn it on, or take the lay-by terms out of this text',
    ],
    [
      'the grace at 0',
      'A grace of {laybyGrace}.',
      { ...DEMO_LAYBY_TERMS, graceDays: 0 },
      'Shows {laybyGrace}, but Lay-by settings → Grace after the end date (days) is 0: set it above 0, or write the term out without the figure',
    ],
    [
      'no fee',
      'A fee of {laybyFee}.',
      { ...DEMO_LAYBY_TERMS, cancelFee: { freeDays: 7, percentBp: 0, maxCents: null } },
      'Shows {laybyFee}, but Lay-by settings → Cancellation → Fee (%) is 0: set it above 0, or write the term out without the figure',
    ],
  ])('refuses %s', (_case, text, layby, message) => {
    expect(policyFiguresRule(text, { ...values, layby })).toEqual(expect.stringContaining(message));
  });

  it.each(LAYBY_FIGURES)('passes {%s} under the demo terms', (figure) => {
    expect(policyFiguresRule(`Shows {${figure}}.`, values)).toBe(true);
    expect(laybyFigureRule(figure, DEMO_LAYBY_TERMS)).toBe(true);
  });

  it('leaves empty braces and text without figures alone', () => {
    expect(policyFiguresRule('Braces {} are no figure.', { orderChangeHours: null, layby: null })).toBe(true);
  });

  it.each<[string, LaybyTerms | null, true | string]>([
    ['the demo terms', DEMO_LAYBY_TERMS, true],
    [
      'lay-by off',
      null,
      'Lay-by terms are shown ({laybyDeposit} by policy-refund-policy, policy-terms-and-conditions; {laybyGrace} by policy-refund-policy): keep lay-by offered, or take the lay-by terms out of those policies first',
    ],
    [
      'the grace at 0',
      { ...DEMO_LAYBY_TERMS, graceDays: 0 },
      'Shown as {laybyGrace} by policy-refund-policy: keep it above 0, or write the term out in the policy first',
    ],
  ])('the settings with %s, while policies show figures', (_case, terms, result) => {
    const shown = [
      { id: 'policy-terms-and-conditions', figures: ['orderChangeHours', 'laybyDeposit'] },
      { id: 'policy-refund-policy', figures: ['laybyDeposit', 'laybyGrace'] },
      { id: 'policy-refund-policy', figures: ['laybyDeposit'] },
    ];
    expect(laybySettingsRule(terms, shown)).toBe(result);
  });
});

describe('the seed policies show the lay-by terms from the settings', () => {
  it.each([
    [
      'terms-and-conditions',
      'en',
      [
        'deposit of <strong>20%</strong> of its total',
        'within <strong>90 days</strong> of the day you start',
        'at most <strong>KSh 250,000</strong> in one payment',
        'a reminder by SMS',
        '1 day before each suggested date',
        'a cancellation fee of <strong>5% of what you have paid</strong>',
      ],
    ],
    [
      'terms-and-conditions',
      'sw',
      [
        'amana ya <strong>asilimia 20</strong> ya jumla yake',
        'ndani ya <strong>siku 90</strong> tangu siku unapoanza',
        'hadi <strong>KSh 250,000</strong> kwa malipo moja',
        'siku 1 kabla ya kila tarehe',
        'ada ya kusitisha ya <strong>asilimia 5 ya ulicholipa</strong>',
      ],
    ],
    [
      'refund-policy',
      'en',
      [
        'an order of <strong>KSh 20,000</strong> or more',
        'each at least <strong>KSh 500</strong>',
        'a grace of <strong>14 days</strong>',
        '<strong>Cancel within 7 days</strong>',
        'within <strong>5 working days</strong>',
      ],
    ],
    [
      'refund-policy',
      'sw',
      [
        'agizo la <strong>KSh 20,000</strong> au zaidi',
        'angalau <strong>KSh 500</strong>',
        'muda wa ziada wa <strong>siku 14</strong>',
        '<strong>Ukisitisha ndani ya siku 7</strong>',
        'ndani ya <strong>siku 5 za kazi</strong>',
      ],
    ],
  ] as const)('%s in %s', async (type, locale, sentences) => {
    const body = (await fetchPolicies(datasetFetcher(seed), locale)).find((policy) => policy.type === type)!.body;
    for (const sentence of sentences) expect(body).toContain(sentence);
    expect(body).not.toMatch(/\{layby\w*\}/);
    expect(body).not.toMatch(/\b(loan|credit|finance|buy now,? pay later|mkopo)\b/i);
  });

  it('fails the build while lay-by is off, naming the first policy and field that show its terms', async () => {
    const off = withSettings((doc) => ({ ...doc, offered: false }));
    await expect(fetchPolicies(datasetFetcher(off))).rejects.toThrow(
      'CMS document "policy-refund-policy" is invalid at field "body": Shows {laybyMinOrder}, but Lay-by settings → Offer lay-by is off',
    );
    await expect(fetchPolicies(datasetFetcher(withSettings(() => undefined)))).rejects.toThrow(CmsValidationError);
  });

  it('changes the hashes of the two policies that show the terms, and only those, when a figure changes', async () => {
    const [before, after] = await Promise.all([
      fetchPolicies(datasetFetcher(seed)),
      fetchPolicies(datasetFetcher(withSettings((doc) => ({ ...doc, termDays: 120 })))),
    ]);
    const changed = before.filter((policy, i) => policy.hash !== after[i]!.hash).map((policy) => policy.type);
    expect(changed).toEqual(['terms-and-conditions', 'refund-policy']);
  });
});

const { createSchema, validateDocument } = await import('sanity');
const { schemaTypes } = await import('../../studio/schemaTypes/index.ts');
const schema = createSchema({ name: 'shop', types: schemaTypes });

describe('the Studio says what the build says', () => {
  /** The errors and warnings the Studio shows on the Lay-by settings, the other documents being `dataset`'s (GROQ in memory). */
  async function studioProblems(dataset: readonly Doc[]) {
    const fetcher = datasetFetcher([...dataset]);
    const client = { fetch: (query: string, params?: Record<string, unknown>) => fetcher.fetch(query, params), withConfig: () => client };
    const document = { ...dataset.find((doc) => doc._id === 'laybySettings')!, _id: 'drafts.laybySettings' };
    const options = {
      document,
      workspace: { schema, getClient: () => client, i18n: undefined },
      getDocumentExists: async () => true,
      environment: 'studio',
    } as unknown as Parameters<typeof validateDocument>[0];
    return (await validateDocument(options)).filter((marker) => marker.level !== 'info').map(({ message, path }) => ({ message, path }));
  }

  it('shows nothing on the seed’s settings', async () => {
    expect(await studioProblems(seed)).toEqual([]);
  });

  it('shows a deposit out of range and a fee over 10 % at their fields, with the build’s messages', async () => {
    const dataset = withSettings((doc) => ({ ...doc, depositPercent: 60, cancellation: { freeDays: 7, feePercent: 12 } }));
    expect(await studioProblems(dataset)).toEqual([
      { message: laybyRangeRule('depositPercent', 60), path: ['depositPercent'] },
      { message: laybyRangeRule('feePercent', 12), path: ['cancellation', 'feePercent'] },
    ]);
  });

  it('refuses switching lay-by off while the policies show its terms', async () => {
    const problems = await studioProblems(withSettings((doc) => ({ ...doc, offered: false })));
    expect(problems).toEqual([
      {
        message: expect.stringMatching(/^Lay-by terms are shown \(\{laybyMinOrder\} by policy-refund-policy, policy-terms-and-conditions;/),
        path: [],
      },
    ]);
  });
});
