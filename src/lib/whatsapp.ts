import type { Translate } from '../i18n/index.ts';
import { formatKes } from './money.ts';

/**
 * WhatsApp click-to-chat: a link to https://wa.me/<number> opens a chat with the shop in the
 * shopper's WhatsApp, the message typed in; the shopper presses Send. The shop sends nothing and
 * cannot see whether the message went, so the text carries what staff need to take the order.
 */

/** The longest message a link carries, in characters. WhatsApp documents no limit; long links break in some apps. */
export const WHATSAPP_TEXT_LIMIT = 500;

const SHOP_NUMBER = /^\+254\d{9}$/;

/**
 * The chat link to `number` (+254 and 9 digits; spaces and dashes are ignored) with `text` typed
 * in (cut to WHATSAPP_TEXT_LIMIT), or null when the shop has no WhatsApp number. A number in
 * another form is a setting the CMS schema should have refused, so it throws.
 */
export function whatsappLink(number: string | null, text = ''): string | null {
  if (number === null) return null;
  const compact = number.replace(/[\s-]/g, '');
  if (!SHOP_NUMBER.test(compact)) throw new RangeError(`Not a WhatsApp number (+254 and 9 digits): ${number}`);
  const link = `https://wa.me/${compact.slice(1)}`;
  return text === '' ? link : `${link}?text=${encodeURIComponent(fitText(text))}`;
}

/** Characters as a reader counts them (code points: an emoji or a rare letter is one). */
const length = (text: string) => Array.from(text).length;

/** `line` in at most `room` characters: cut at a word where one is near, and marked with '…'. */
function shorten(line: string, room: number): string {
  const chars = Array.from(line);
  if (chars.length <= room) return line;
  if (room < 1) return '';
  const cut = chars.slice(0, room - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > cut.length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * `text` in at most `limit` characters. Most messages open with a greeting and end with what
 * matters most (a total, a link), so lines go from the one before the last, replaced by one '…'
 * line; if the first and last lines alone are too long, the longest line is shortened at a word.
 */
export function fitText(text: string, limit = WHATSAPP_TEXT_LIMIT): string {
  if (length(text) <= limit) return text;
  let lines = text.split('\n');
  if (lines.length > 2) {
    const head = lines[0] ?? '';
    const tail = lines[lines.length - 1] ?? '';
    const middle = lines.slice(1, -1);
    while (middle.length > 0 && length([head, ...middle, '…', tail].join('\n')) > limit) middle.pop();
    lines = [head, ...middle, '…', tail];
  }
  for (let tries = lines.length; tries > 0 && length(lines.join('\n')) > limit; tries--) {
    const longest = lines.reduce((best, line, index) => (length(line) > length(lines[best] ?? '') ? index : best), 0);
    const line = lines[longest] ?? '';
    lines[longest] = shorten(line, length(line) - (length(lines.join('\n')) - limit));
  }
  return Array.from(lines.join('\n')).slice(0, limit).join('');
}

/** `build(name)`, with the name shortened as far as the text needs to fit in `limit`. */
function withNameCut(name: string, build: (name: string) => string, limit: number): string {
  const text = build(name);
  const excess = length(text) - limit;
  return excess > 0 ? build(shorten(name, length(name) - excess)) : text;
}

/** The message ordering one product: its name, its price as the page shows it, and its page's absolute URL. */
export function productOrderText(
  product: { name: string; priceCents: number; url: string },
  shopName: string,
  t: Translate,
  limit = WHATSAPP_TEXT_LIMIT,
): string {
  const price = formatKes(product.priceCents, t.locale);
  return withNameCut(product.name, (name) => t('whatsapp.productText', { shop: shopName, name, price, url: product.url }), limit);
}

/** One line of the cart as the cart message lists it; `priceCents` is the unit price. */
export interface CartOrderLine {
  name: string;
  quantity: number;
  priceCents: number;
}

/**
 * The message ordering the cart: one line per product ("2 x Name: KSh 9,000", the line's total)
 * and the subtotal of the goods. When the lines do not fit in `limit`, the last ones are counted
 * instead ("and 3 more items"), so the subtotal always stays.
 */
export function cartOrderText(
  lines: readonly CartOrderLine[],
  subtotalCents: number,
  shopName: string,
  t: Translate,
  limit = WHATSAPP_TEXT_LIMIT,
): string {
  const intro = t('whatsapp.cartIntro', { shop: shopName });
  const total = t('whatsapp.cartSubtotal', { amount: formatKes(subtotalCents, t.locale) });
  const item = (line: CartOrderLine, name = line.name) =>
    t('whatsapp.cartLine', { quantity: line.quantity, name, price: formatKes(line.priceCents * line.quantity, t.locale) });
  const more = (count: number) => (count === 0 ? [] : [t('whatsapp.cartMore', { count })]);
  const items = lines.map((line) => item(line));
  const [first, ...rest] = lines;
  for (let shown = lines.length; shown >= 1; shown--) {
    const text = [intro, ...items.slice(0, shown), ...more(lines.length - shown), total].join('\n');
    if (length(text) <= limit) return text;
  }
  if (!first) return fitText([intro, total].join('\n'), limit);
  // Not even the first line fits whole: it stays, with its name cut.
  return fitText(
    withNameCut(first.name, (name) => [intro, item(first, name), ...more(rest.length), total].join('\n'), limit),
    limit,
  );
}
