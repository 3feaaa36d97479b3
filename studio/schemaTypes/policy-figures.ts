import type { RuleDef, ValidationContext } from 'sanity';
import { addMessages, translationsFor } from '../../src/i18n/index.ts';
import { storefront as en } from '../../src/i18n/en/storefront.ts';
import { storefront as sw } from '../../src/i18n/sw/storefront.ts';
import { publishedId } from '../../src/lib/content-rules/unique.ts';
import { changeWindowSettingRule, fieldFigures, policyFiguresInfo, policyFiguresRule } from '../../src/lib/content-rules/policy-figures.ts';
import { figureWords } from '../../src/lib/policy-figures.ts';
import { orderChangeHours, policyTexts } from './other-documents.ts';

/**
 * The Studio's side of a policy's figures (src/lib/policy-figures.ts): beside a policy field that
 * writes {orderChangeHours}, an error where the build would refuse it and, otherwise, what it reads
 * as on each page; on the setting, an error before it is emptied while a policy shows it.
 */

// The words a figure reads as, from the shop's own tables: what the pages will print.
const KEY = 'policyPage.figure.orderChangeHours';
addMessages('en', { [KEY]: en[KEY] });
addMessages('sw', { [KEY]: sw[KEY] });

async function figureError(value: unknown, context: ValidationContext) {
  const values = fieldFigures(value).length > 0 ? { orderChangeHours: await orderChangeHours(context) } : null;
  return policyFiguresRule(value, values);
}

async function figureInfo(value: unknown, context: ValidationContext) {
  if (!fieldFigures(value).includes('orderChangeHours')) return true;
  const values = { orderChangeHours: await orderChangeHours(context) };
  return policyFiguresInfo(value, values, {
    en: figureWords(values, translationsFor('en')),
    sw: figureWords(values, translationsFor('sw')),
  });
}

/** The validation of a policy field that may show figures: its own rules (`own`, built on `rule`) with the figures' error, and the figures' information. */
export function withFigures<R extends RuleDef<R, V>, V>(rule: R, own: R = rule): R[] {
  return [own.custom(figureError), rule.custom(figureInfo).info()];
}

/** Site settings → Hours to cancel online may not go below an hour while a policy shows it. */
export async function changeWindowRule(value: number | undefined, context: ValidationContext) {
  const shownBy = (await policyTexts(context))
    .filter((policy) => fieldFigures(policy.texts).includes('orderChangeHours'))
    .map((policy) => publishedId(policy._id));
  return changeWindowSettingRule(value, [...new Set(shownBy)].sort());
}
