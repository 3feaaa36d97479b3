import { fill, placeholders } from '../i18n/fill.ts';
import type { Translate } from '../i18n/index.ts';

/**
 * Figures a policy takes from the settings rather than typing them: an editor writes
 * `{orderChangeHours}` in a policy's title, summary or text, and the build writes the site
 * settings' change window there in words of the page's language ("2 hours", "saa 2"), so the
 * policies and the rule the server enforces never drift apart.
 */
export const POLICY_FIGURES = ['orderChangeHours'] as const;
export type PolicyFigure = (typeof POLICY_FIGURES)[number];

/** The settings the figures come from (site settings); null where a setting is empty. */
export interface PolicyFigureValues {
  /** Hours after placing in which a customer may change or cancel (Site settings → Hours to cancel online). */
  orderChangeHours: number | null;
}

/** What a figure reads as, in `t`'s language; a figure whose setting is empty or 0 has no words (the build refuses a text that shows it). */
export type FigureWords = Partial<Record<PolicyFigure, string>>;

export function isPolicyFigure(name: string): name is PolicyFigure {
  return (POLICY_FIGURES as readonly string[]).includes(name);
}

/** The figures (`{name}`) a text shows, known or not, once each. */
export function figuresIn(text: string): string[] {
  return placeholders(text);
}

/** Each figure in words, plural by CLDR's rules (Intl.PluralRules): "1 hour", "2 hours"; "saa 1", "saa 2". */
export function figureWords(values: PolicyFigureValues, t: Translate): FigureWords {
  const hours = values.orderChangeHours;
  return hours != null && hours >= 1 ? { orderChangeHours: t('policyPage.figure.orderChangeHours', { count: hours }) } : {};
}

/** A text with its figures written out; anything else in braces stays as written. */
export function fillFigures(text: string, words: FigureWords): string {
  return fill(text, words);
}
