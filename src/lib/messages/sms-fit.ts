import { gsm7Length, SMS_GSM7_LIMIT, smsText } from './gsm7.ts';

/**
 * An SMS made to fit its budget of parts (gsm7.ts: 160 GSM-7 characters in one part, 153 in each
 * of several). Every order SMS is written to fit one part with the longest values it realistically
 * carries (tests/unit/order-messages.test.ts tries them all); when a value is longer still (a
 * shop's long name, a customer's reason), the names and free text give way first, and a link, a
 * reference, an amount or a code is never cut: a cut link is worse than no message.
 */

/** How many GSM-7 characters `parts` SMS parts carry. */
export function smsCapacity(parts: number): number {
  return parts <= 1 ? SMS_GSM7_LIMIT : 153 * parts;
}

/** An SMS before it is fitted: its words as a function of its values, and which values may be shortened. */
export interface SmsDraft {
  render(values: Readonly<Record<string, string | number>>): string;
  values: Readonly<Record<string, string | number>>;
  /** Names and free text (the shop's name, a customer's name, a reason): shortened with "..." when the SMS is too long. */
  elastic: readonly string[];
}

/** The shortest an elastic value is made: a few letters still say whose it is. */
const MIN_ELASTIC = 8;

const URL_PATTERN = /https?:\/\/\S+/g;

/** `value` cut to at most `length` characters, ending in "..." when cut. */
function shorten(value: string, length: number): string {
  const chars = Array.from(value);
  if (chars.length <= length) return value;
  return `${chars
    .slice(0, Math.max(1, length - 3))
    .join('')
    .trimEnd()}...`;
}

/**
 * The text in GSM-7, within `parts` parts. Too long, it is cut with "...", but never inside a
 * link: the words before the first link give way, and the link and what follows it stay whole
 * when they fit at all.
 */
export function fitSms(text: string, parts = 1): string {
  const gsm = smsText(text);
  const capacity = smsCapacity(parts);
  if (gsm7Length(gsm) <= capacity) return gsm;
  const firstLink = gsm.search(URL_PATTERN);
  if (firstLink > 0) {
    const tail = gsm.slice(firstLink);
    const room = capacity - gsm7Length(tail) - 4;
    if (room > 0) return `${endOfCut(cutTo(gsm.slice(0, firstLink).trimEnd(), room))}... ${tail}`;
  }
  const cut = cutTo(gsm, capacity - 3);
  // The cut fell inside a link: end before it instead.
  const links = [...gsm.matchAll(URL_PATTERN)];
  const inside = links.find((link) => link.index < cut.length && link.index + link[0].length > cut.length);
  return `${endOfCut(inside ? cut.slice(0, inside.index) : cut)}...`;
}

/** A cut text's end before its "...": no space or punctuation left dangling ("paid:..." reads as "paid..."). */
function endOfCut(cut: string): string {
  return cut.replace(/[\s.,;:]+$/, '');
}

/** The longest start of `text` that takes at most `septets` GSM-7 septets, ending at a word when one ends near. */
function cutTo(text: string, septets: number): string {
  let cut = '';
  for (const char of text) {
    if (gsm7Length(cut + char) > septets) break;
    cut += char;
  }
  if (cut.length === text.length || text[cut.length] === ' ') return cut;
  const space = cut.lastIndexOf(' ');
  return space > 0 && cut.length - space <= 15 ? cut.slice(0, space) : cut;
}

/**
 * The draft's SMS within `parts` parts: rendered with its values; while too long, its longest
 * elastic value is shortened by what is over (never below a few letters); only then, if still too
 * long, cut as fitSms does.
 */
export function fitSmsDraft(draft: SmsDraft, parts = 1): string {
  const capacity = smsCapacity(parts);
  const values: Record<string, string | number> = { ...draft.values };
  let text = smsText(draft.render(values));
  for (let round = 0; round < 20 && gsm7Length(text) > capacity; round++) {
    const longest = draft.elastic
      .map((key) => ({ key, length: Array.from(String(values[key] ?? '')).length }))
      .filter((entry) => entry.length > MIN_ELASTIC)
      .sort((a, b) => b.length - a.length)[0];
    if (!longest) break;
    const over = gsm7Length(text) - capacity;
    values[longest.key] = shorten(String(values[longest.key]), Math.max(MIN_ELASTIC, longest.length - over));
    text = smsText(draft.render(values));
  }
  return fitSms(text, parts);
}
