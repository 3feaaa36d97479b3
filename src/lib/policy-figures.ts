import { fill, placeholders } from '../i18n/fill.ts';
import type { Translate } from '../i18n/index.ts';
import { LOCALE_TAG } from '../i18n/locales.ts';
import type { LaybyTerms } from './layby/terms.ts';
import { formatKes } from './money.ts';

/**
 * Figures a policy takes from the settings rather than typing them: an editor writes
 * `{orderChangeHours}` or a lay-by figure (`{laybyDeposit}`) in a policy's title, summary or text,
 * and the build writes the setting there in words of the page's language ("2 hours", "saa 2";
 * "20%", "asilimia 20"), so the policies and the rules the server enforces never drift apart.
 */

/** The lay-by figures, each from the CMS Lay-by settings (src/lib/layby/terms.ts). */
export const LAYBY_FIGURES = [
  'laybyMinOrder',
  'laybyDeposit',
  'laybyTerm',
  'laybyMinInstalment',
  'laybyMpesaLimit',
  'laybyCadence',
  'laybyReminder',
  'laybyGrace',
  'laybyFeeFreeDays',
  'laybyFee',
  'laybyDeliveryDays',
] as const;
export type LaybyFigure = (typeof LAYBY_FIGURES)[number];

const POLICY_FIGURES = ['orderChangeHours', ...LAYBY_FIGURES] as const;
export type PolicyFigure = (typeof POLICY_FIGURES)[number];

/** The settings the figures come from; null where a setting is empty, or lay-by is not offered. */
export interface PolicyFigureValues {
  /** Hours after placing in which a customer may change or cancel (Site settings → Hours to cancel online). */
  orderChangeHours: number | null;
  /** The lay-by terms (Lay-by settings); null while lay-by is switched off. */
  layby: LaybyTerms | null;
}

/** What a figure reads as, in `t`'s language; a figure whose setting is empty, 0 or off has no words (the build refuses a text that shows it). */
export type FigureWords = Partial<Record<PolicyFigure, string>>;

export function isPolicyFigure(name: string): name is PolicyFigure {
  return (POLICY_FIGURES as readonly string[]).includes(name);
}

export function isLaybyFigure(name: string): name is LaybyFigure {
  return (LAYBY_FIGURES as readonly string[]).includes(name);
}

/** The figures (`{name}`) a text shows, known or not, once each. */
export function figuresIn(text: string): string[] {
  return placeholders(text);
}

/**
 * The number each lay-by figure shows, or null where it has none: a count of 0 (no grace, no
 * free days, no fee, a reminder on the day itself) reads badly in a sentence written for a number,
 * so a policy that shows it is refused until the editor writes it out.
 */
export function laybyFigureCount(figure: LaybyFigure, terms: LaybyTerms): number | null {
  const counts: Record<LaybyFigure, number> = {
    laybyMinOrder: terms.minOrderCents,
    laybyDeposit: terms.depositBp,
    laybyTerm: terms.termDays,
    laybyMinInstalment: terms.minInstalmentCents,
    laybyMpesaLimit: terms.mpesaMaxCents,
    laybyCadence: terms.cadenceDays,
    laybyReminder: terms.remindDaysBefore,
    laybyGrace: terms.graceDays,
    laybyFeeFreeDays: terms.cancelFee.freeDays,
    laybyFee: terms.cancelFee.percentBp,
    laybyDeliveryDays: terms.deliveryDays,
  };
  const count = counts[figure];
  return count > 0 ? count : null;
}

/** A share in basis points as a percentage in the page's language: 2000 → "20", 1250 → "12.5". */
function percentOf(bp: number, t: Translate): string {
  return new Intl.NumberFormat(LOCALE_TAG[t.locale], { maximumFractionDigits: 2 }).format(bp / 100);
}

/** The suggested rhythm: "every week" for 7 days, "every 2 weeks" for 14, "every day", "every 3 days". */
function cadenceWords(days: number, t: Translate): string {
  if (days === 7) return t('laybyPolicy.figure.weekly');
  if (days === 1) return t('laybyPolicy.figure.daily');
  return days % 7 === 0 ? t('laybyPolicy.figure.everyWeeks', { count: days / 7 }) : t('laybyPolicy.figure.everyDays', { count: days });
}

function laybyWords(figure: LaybyFigure, terms: LaybyTerms, count: number, t: Translate): string {
  switch (figure) {
    case 'laybyMinOrder':
    case 'laybyMinInstalment':
    case 'laybyMpesaLimit':
      return formatKes(count, t.locale);
    case 'laybyDeposit':
      return t('laybyPolicy.figure.percent', { percent: percentOf(count, t) });
    case 'laybyCadence':
      return cadenceWords(count, t);
    case 'laybyFee': {
      const cap = terms.cancelFee.maxCents;
      const percent = percentOf(count, t);
      return cap === null
        ? t('laybyPolicy.figure.fee', { percent })
        : t('laybyPolicy.figure.feeCapped', { percent, cap: formatKes(cap, t.locale) });
    }
    case 'laybyDeliveryDays':
      return t('laybyPolicy.figure.workingDays', { count });
    case 'laybyTerm':
    case 'laybyReminder':
    case 'laybyGrace':
    case 'laybyFeeFreeDays':
      return t('laybyPolicy.figure.days', { count });
  }
}

/** Each figure in words, plural by CLDR's rules (Intl.PluralRules): "1 hour", "2 hours"; "saa 1", "saa 2"; "90 days", "siku 90". */
export function figureWords(values: PolicyFigureValues, t: Translate): FigureWords {
  const words: FigureWords = {};
  const hours = values.orderChangeHours;
  if (hours != null && hours >= 1) words.orderChangeHours = t('policyPage.figure.orderChangeHours', { count: hours });
  const terms = values.layby;
  if (!terms) return words;
  for (const figure of LAYBY_FIGURES) {
    const count = laybyFigureCount(figure, terms);
    if (count !== null) words[figure] = laybyWords(figure, terms, count, t);
  }
  return words;
}

/** A text with its figures written out; anything else in braces stays as written. */
export function fillFigures(text: string, words: FigureWords): string {
  return fill(text, words);
}
