import { sizing, sizingRules } from './en/sizing.ts';
import { sizingPage } from './en/sizing-page.ts';
import { activeLocale } from './active.ts';
import { fill } from './fill.ts';

/**
 * The solar calculator's strings: the page's own (`sizing.page.*`) and the rules', appliance names
 * and warnings (`sizing.rule.*`, `sizing.appliance.*`, `sizing.warning.*`). They are kept out of
 * `t`'s tables: the rules name their keys in ways the islands' tables are not read from (and the
 * build needs them too); only the calculator loads these. Like `t`, they speak the page's language:
 * the Kiswahili calculator fetches its table before it draws, the build has both.
 */
const en = { ...sizingPage, ...sizing } as const;

export type SizingPageKey = keyof typeof en;
type RuleMessages = Readonly<Record<keyof typeof sizingRules, string>>;

type Tables = { table: Readonly<Record<SizingPageKey, string>>; rules: RuleMessages };

const tables: { en: Tables; sw?: Tables } = { en: { table: en, rules: sizingRules } };

// In the browser, only a Kiswahili page fetches the Kiswahili strings (named in its head by
// ./build-island-strings.ts); on the server (the build) both are at hand.
if (typeof document === 'undefined' || activeLocale() === 'sw') tables.sw = (await import('./sw-sizing.ts')).swSizing;

function active(): Tables {
  return tables[activeLocale()] ?? tables.en;
}

export function tPage(key: SizingPageKey, params: Record<string, string | number> = {}): string {
  return fill(active().table[key], params);
}

/** The rules' explanations in the page's language, for explainSizing and recommendKit. */
export function sizingRuleMessages(): RuleMessages {
  return active().rules;
}
