import type { MessageKey } from '../../i18n/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { fill } from '../../i18n/fill.ts';
import { formatKes } from '../money.ts';
import type { LineCheck } from './catalogue-check.ts';
import { MAX_LINE_QUANTITY, type CartLine } from './line.ts';
import { lineTotal } from './rules.ts';

/**
 * What one cart line says, worked out once for both places that draw it: the drawer on catalogue
 * pages (a DOM template, no React runtime) and the cart page island. Each draws its own markup
 * from this view; the words, the notice, the bounds of the stepper and the labels come from here.
 */

export const LINE_TEXT_KEYS = [
  'cart.brand',
  'cart.unitPriceValue',
  'cart.quantityOf',
  'cart.decrease',
  'cart.increase',
  'cart.removeName',
  'cart.notice.priceChanged',
  'cart.notice.acceptPriceName',
  'cart.notice.outOfStock',
  'cart.notice.discontinued',
] as const satisfies readonly MessageKey[];

/** The message templates a line needs, unfilled: the drawer script reads them with pageWords() (CartDrawer.astro writes them). */
export type LineTexts = Record<(typeof LINE_TEXT_KEYS)[number], string>;

export interface LineView {
  brand: string;
  unitPrice: string;
  total: string;
  /** Why the line needs a look ('' when it does not). */
  notice: string;
  /** The catalogue's new price the shopper may accept, or null. */
  newPriceCents: number | null;
  canDecrease: boolean;
  canIncrease: boolean;
  labels: { stepper: string; decrease: string; increase: string; remove: string; acceptPrice: string };
}

export function pickLineTexts(lookup: (key: MessageKey) => string): LineTexts {
  return Object.fromEntries(LINE_TEXT_KEYS.map((key) => [key, lookup(key)])) as LineTexts;
}

function noticeOf(check: LineCheck | undefined, texts: LineTexts, locale: Locale): string {
  if (!check || check.kind === 'ok') return '';
  if (check.kind === 'price-changed') {
    return fill(texts['cart.notice.priceChanged'], {
      old: formatKes(check.oldPriceCents, locale),
      new: formatKes(check.newPriceCents, locale),
    });
  }
  return check.kind === 'out-of-stock' ? texts['cart.notice.outOfStock'] : texts['cart.notice.discontinued'];
}

/** `texts` are the page's words (written by its `t`), `locale` its language, for the prices. */
export function lineView(line: CartLine, check: LineCheck | undefined, texts: LineTexts, locale: Locale): LineView {
  const name = { name: line.name };
  return {
    brand: fill(texts['cart.brand'], { brand: line.brand }),
    unitPrice: fill(texts['cart.unitPriceValue'], { price: formatKes(line.priceCents, locale) }),
    total: formatKes(lineTotal(line), locale),
    notice: noticeOf(check, texts, locale),
    newPriceCents: check?.kind === 'price-changed' ? check.newPriceCents : null,
    canDecrease: line.quantity > 1,
    canIncrease: line.quantity < MAX_LINE_QUANTITY,
    labels: {
      stepper: fill(texts['cart.quantityOf'], name),
      decrease: fill(texts['cart.decrease'], name),
      increase: fill(texts['cart.increase'], name),
      remove: fill(texts['cart.removeName'], name),
      acceptPrice: fill(texts['cart.notice.acceptPriceName'], name),
    },
  };
}
