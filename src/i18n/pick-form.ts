import type { Locale } from './locales.ts';
import { pluralCategory, type Message } from './plural.ts';

/*
 * Picking a counting message's form, for `t` (./index.ts) and `pageWords()` (./page-words.ts):
 * apart from ./plural.ts, which every page's header loads, so pages without a `t` do not carry it.
 */

/**
 * The value a counting message is picked by: `values.count` when it is a number, else the last
 * placeholder of its `other` form that has a number (`{months} months`; `{min} to {max} days`
 * reads by `max`, as both languages do), else none.
 */
export function countOf(message: Message, values: Readonly<Record<string, string | number>>): number | undefined {
  if (typeof message === 'string') return undefined;
  if (typeof values.count === 'number') return values.count;
  const named = [...message.other.matchAll(/\{(\w+)\}/g)].map((match) => values[match[1]!]);
  return named.findLast((value): value is number => typeof value === 'number');
}

/** The form of `message` that `count` takes in `locale`; `other` when nothing counts. */
export function formOf(message: Message, locale: Locale, count: number | undefined): string {
  if (typeof message === 'string') return message;
  return (count !== undefined && message[pluralCategory(count, locale)]) || message.other;
}
