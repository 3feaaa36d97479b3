import {
  figuresIn,
  isLaybyFigure,
  isPolicyFigure,
  laybyFigureCount,
  LAYBY_FIGURES,
  type FigureWords,
  type LaybyFigure,
  type PolicyFigureValues,
} from '../policy-figures.ts';
import type { LaybyTerms } from '../layby/terms.ts';
import type { RuleResult } from './rule.ts';

/**
 * A policy's title, summary or text (plain text, or Portable Text as the Studio and the build hold
 * it) may show the figures of ../policy-figures.ts. These rules say whether it may, and what the
 * figure will read as.
 */

const SETTING = 'Site settings → Hours to cancel online';
const LAYBY = 'Lay-by settings';

/** The field of the Lay-by settings each lay-by figure shows, as the Studio titles it. */
const LAYBY_FIGURE_SETTING: Readonly<Record<LaybyFigure, string>> = {
  laybyMinOrder: 'Minimum order',
  laybyDeposit: 'Deposit (%)',
  laybyTerm: 'Longest term (days)',
  laybyMinInstalment: 'Smallest instalment',
  laybyMpesaLimit: 'M-PESA limit for one payment',
  laybyCadence: 'Suggested rhythm (days)',
  laybyReminder: 'Reminder (days before)',
  laybyGrace: 'Grace after the end date (days)',
  laybyFeeFreeDays: 'Cancellation → Days without a fee',
  laybyFee: 'Cancellation → Fee (%)',
  laybyDeliveryDays: 'Delivery after full payment (working days)',
};
const KNOWN = `{orderChangeHours} (${SETTING}) and the lay-by terms ${LAYBY_FIGURES.map((name) => `{${name}}`).join(', ')} (${LAYBY})`;

/** Every text a field holds: a string, or the spans, table captions and cells of Portable Text. */
export function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (!value || typeof value !== 'object') return [];
  const node = value as { _type?: unknown; text?: unknown; caption?: unknown; rows?: unknown; children?: unknown; cells?: unknown };
  if (node._type === 'span') return typeof node.text === 'string' ? [node.text] : [];
  return [node.caption, node.children, node.rows, node.cells].flatMap(textsIn);
}

/** The figures a field's texts show, known or not, once each. */
export function fieldFigures(value: unknown): string[] {
  return [...new Set(textsIn(value).flatMap(figuresIn))];
}

/** Why a lay-by figure has no words under `terms` (null: lay-by is off), or true where it has. */
export function laybyFigureRule(figure: LaybyFigure, terms: LaybyTerms | null): RuleResult {
  if (!terms) return `Shows {${figure}}, but ${LAYBY} → Offer lay-by is off: turn it on, or take the lay-by terms out of this text`;
  if (laybyFigureCount(figure, terms) !== null) return true;
  return `Shows {${figure}}, but ${LAYBY} → ${LAYBY_FIGURE_SETTING[figure]} is 0: set it above 0, or write the term out without the figure`;
}

/**
 * A field may show only the known figures, and only while their setting is set: `{orderChangeHours}`
 * needs a change window of at least an hour, a lay-by figure needs lay-by offered and its figure
 * above 0. `values` null: the settings were not read (no known figure needs them).
 */
export function policyFiguresRule(value: unknown, values: PolicyFigureValues | null): RuleResult {
  const figures = fieldFigures(value);
  const unknown = figures.filter((name) => !isPolicyFigure(name));
  if (unknown.length > 0) {
    return `Unknown figure ${unknown.map((name) => `{${name}}`).join(', ')}: a policy can show ${KNOWN}. Check the spelling, or remove the braces`;
  }
  if (!values) return true;
  const hours = values.orderChangeHours;
  if (figures.includes('orderChangeHours') && !(hours != null && hours >= 1)) {
    return `Shows {orderChangeHours}, but ${SETTING} is ${hours == null ? 'empty' : hours}: set it to 1 or more, or write the window out`;
  }
  for (const figure of figures.filter(isLaybyFigure)) {
    const result = laybyFigureRule(figure, values.layby);
    if (result !== true) return result;
  }
  return true;
}

/** What the Studio tells the editor beside a field that shows a figure: the words each page will read (an information, never an error). */
export function policyFiguresInfo(value: unknown, values: PolicyFigureValues, words: { en: FigureWords; sw: FigureWords }): RuleResult {
  if (!fieldFigures(value).includes('orderChangeHours') || words.en.orderChangeHours === undefined) return true;
  return `{orderChangeHours} reads "${words.en.orderChangeHours}" on the English page and "${words.sw.orderChangeHours}" on the Kiswahili one, from ${SETTING} (${values.orderChangeHours}). A change to that setting changes this policy: shoppers accept it again`;
}

/** The site settings' change window may not be emptied (or set to 0) while a policy shows it. `shownBy`: the ids of the policies that do. */
export function changeWindowSettingRule(hours: number | null | undefined, shownBy: readonly string[]): RuleResult {
  if ((hours != null && hours >= 1) || shownBy.length === 0) return true;
  return `Shown as {orderChangeHours} by ${shownBy.join(', ')}: keep it 1 or more, or write the window out in ${shownBy.length === 1 ? 'that policy' : 'those policies'} first`;
}

/**
 * The Lay-by settings may not be switched off, nor a figure set to 0, while a policy shows it.
 * `shown`: each policy's id with the figures it shows; `terms`: the settings as they would be.
 */
export function laybySettingsRule(terms: LaybyTerms | null, shown: readonly { id: string; figures: readonly string[] }[]): RuleResult {
  const refused = new Map<string, string[]>();
  for (const { id, figures } of shown) {
    for (const figure of figures.filter(isLaybyFigure)) {
      if (laybyFigureRule(figure, terms) === true) continue;
      refused.set(figure, [...new Set([...(refused.get(figure) ?? []), id])].sort());
    }
  }
  if (refused.size === 0) return true;
  const which = [...refused].map(([figure, ids]) => `{${figure}} by ${ids.join(', ')}`).join('; ');
  return terms
    ? `Shown as ${which}: keep ${refused.size === 1 ? 'it' : 'them'} above 0, or write the term out in the policy first`
    : `Lay-by terms are shown (${which}): keep lay-by offered, or take the lay-by terms out of those policies first`;
}

/** Beside a field that shows lay-by figures: what each reads as on each page (an information, never an error). */
export function laybyFiguresInfo(value: unknown, words: { en: FigureWords; sw: FigureWords }): RuleResult {
  const shown = fieldFigures(value)
    .filter(isLaybyFigure)
    .filter((figure) => words.en[figure] !== undefined);
  if (shown.length === 0) return true;
  const reads = shown.map((figure) => `{${figure}} "${words.en[figure]}" / "${words.sw[figure]}"`).join(', ');
  return `From ${LAYBY}, in English / Kiswahili: ${reads}. A change to those settings changes this policy: shoppers accept it again`;
}
