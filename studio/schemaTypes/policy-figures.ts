import type { RuleDef, ValidationContext } from 'sanity';
import { addMessages, translationsFor } from '../../src/i18n/index.ts';
import { storefront as en } from '../../src/i18n/en/storefront.ts';
import { storefront as sw } from '../../src/i18n/sw/storefront.ts';
import { publishedId } from '../../src/lib/content-rules/unique.ts';
import { laybyPolicy as laybyEn } from '../../src/i18n/en/layby-policy.ts';
import { laybyPolicy as laybySw } from '../../src/i18n/sw/layby-policy.ts';
import { laybyDocument, toLaybyTerms } from '../../src/cms/layby-schema.ts';
import type { LaybyTerms } from '../../src/lib/layby/terms.ts';
import {
  changeWindowSettingRule,
  fieldFigures,
  laybyFiguresInfo,
  laybySettingsRule,
  policyFiguresInfo,
  policyFiguresRule,
} from '../../src/lib/content-rules/policy-figures.ts';
import { figureWords, isLaybyFigure, type PolicyFigureValues } from '../../src/lib/policy-figures.ts';
import { laybySettings, orderChangeHours, policyTexts } from './other-documents.ts';

/**
 * The Studio's side of a policy's figures (src/lib/policy-figures.ts): beside a policy field that
 * writes {orderChangeHours} or a lay-by figure, an error where the build would refuse it and,
 * otherwise, what it reads as on each page; on the settings, an error before a shown figure is
 * emptied (or lay-by switched off) while a policy shows it.
 */

// The words a figure reads as, from the shop's own tables: what the pages will print.
const KEY = 'policyPage.figure.orderChangeHours';
addMessages('en', { [KEY]: en[KEY], ...laybyEn });
addMessages('sw', { [KEY]: sw[KEY], ...laybySw });

/** Lay-by settings as stored, as terms: null where off or never made, undefined where they do not read (their own fields say why). */
function laybyTermsOf(raw: unknown): LaybyTerms | null | undefined {
  if (raw == null || typeof raw !== 'object') return null;
  // The Studio edits the draft (drafts.laybySettings): read it as the document it will publish.
  const parsed = laybyDocument.safeParse({ ...raw, _id: 'laybySettings' });
  return parsed.success ? toLaybyTerms(parsed.data) : undefined;
}

/** The published settings the figures come from; null while the Lay-by settings do not read (no figure is judged against them). */
async function figureValues(context: ValidationContext): Promise<PolicyFigureValues | null> {
  const [hours, raw] = await Promise.all([orderChangeHours(context), laybySettings(context)]);
  const layby = laybyTermsOf(raw);
  return layby === undefined ? null : { orderChangeHours: hours, layby };
}

async function figureError(value: unknown, context: ValidationContext) {
  const values = fieldFigures(value).length > 0 ? await figureValues(context) : null;
  return policyFiguresRule(value, values);
}

async function figureInfo(value: unknown, context: ValidationContext) {
  if (!fieldFigures(value).includes('orderChangeHours')) return true;
  const values = { orderChangeHours: await orderChangeHours(context), layby: null };
  return policyFiguresInfo(value, values, {
    en: figureWords(values, translationsFor('en')),
    sw: figureWords(values, translationsFor('sw')),
  });
}

async function laybyInfo(value: unknown, context: ValidationContext) {
  if (!fieldFigures(value).some(isLaybyFigure)) return true;
  const values = await figureValues(context);
  if (!values) return true;
  return laybyFiguresInfo(value, { en: figureWords(values, translationsFor('en')), sw: figureWords(values, translationsFor('sw')) });
}

/** The validation of a policy field that may show figures: its own rules (`own`, built on `rule`) with the figures' error, and the figures' information. */
export function withFigures<R extends RuleDef<R, V>, V>(rule: R, own: R = rule): R[] {
  return [own.custom(figureError), rule.custom(figureInfo).info(), rule.custom(laybyInfo).info()];
}

/** Lay-by settings (the document as edited): not switched off, nor a shown figure set to 0, while a policy shows it. */
export async function laybyShownRule(document: unknown, context: ValidationContext) {
  const terms = laybyTermsOf(document);
  if (terms === undefined) return true;
  const shown = (await policyTexts(context)).map((policy) => ({ id: publishedId(policy._id), figures: fieldFigures(policy.texts) }));
  return laybySettingsRule(terms, shown);
}

/** Site settings → Hours to cancel online may not go below an hour while a policy shows it. */
export async function changeWindowRule(value: number | undefined, context: ValidationContext) {
  const shownBy = (await policyTexts(context))
    .filter((policy) => fieldFigures(policy.texts).includes('orderChangeHours'))
    .map((policy) => publishedId(policy._id));
  return changeWindowSettingRule(value, [...new Set(shownBy)].sort());
}
