import { figuresIn, isPolicyFigure, type FigureWords, type PolicyFigureValues } from '../policy-figures.ts';
import type { RuleResult } from './rule.ts';

/**
 * A policy's title, summary or text (plain text, or Portable Text as the Studio and the build hold
 * it) may show the figures of ../policy-figures.ts. These rules say whether it may, and what the
 * figure will read as.
 */

const SETTING = 'Site settings → Hours to cancel online';

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

/**
 * A field may show only the known figures, and only while their setting is set: `{orderChangeHours}`
 * needs a change window of at least an hour. `values` null: the settings were not read (no known
 * figure needs them).
 */
export function policyFiguresRule(value: unknown, values: PolicyFigureValues | null): RuleResult {
  const figures = fieldFigures(value);
  const unknown = figures.filter((name) => !isPolicyFigure(name));
  if (unknown.length > 0) {
    return `Unknown figure ${unknown.map((name) => `{${name}}`).join(', ')}: a policy can show {orderChangeHours} (${SETTING}). Check the spelling, or remove the braces`;
  }
  const hours = values?.orderChangeHours;
  if (figures.includes('orderChangeHours') && values && !(hours != null && hours >= 1)) {
    return `Shows {orderChangeHours}, but ${SETTING} is ${hours == null ? 'empty' : hours}: set it to 1 or more, or write the window out`;
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
