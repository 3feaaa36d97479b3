import { describe, expect, it } from 'vitest';
import { translationsFor } from '../../src/i18n/index.ts';
import type { LineCheck } from '../../src/lib/cart/catalogue-check.ts';
import { MAX_LINE_QUANTITY, type CartLine } from '../../src/lib/cart/line.ts';
import { LINE_TEXT_KEYS, lineView, pickLineTexts } from '../../src/lib/cart/line-view.ts';

const t = translationsFor('en');

const texts = pickLineTexts(t);
const panel: CartLine = {
  id: 'panel-450w',
  name: '450W Panel',
  priceCents: 1_234_500,
  quantity: 2,
  brand: 'Jinko',
  category: 'solar-panels',
  image: '/p.jpg',
};

describe('one cart line, as the drawer and the cart page show it', () => {
  it.each<{
    case: string;
    line: CartLine;
    check: LineCheck | undefined;
    notice: string;
    newPriceCents: number | null;
    canDecrease: boolean;
    canIncrease: boolean;
  }>([
    {
      case: 'an unchecked line says nothing',
      line: panel,
      check: undefined,
      notice: '',
      newPriceCents: null,
      canDecrease: true,
      canIncrease: true,
    },
    {
      case: 'a line that checks out says nothing',
      line: panel,
      check: { kind: 'ok' },
      notice: '',
      newPriceCents: null,
      canDecrease: true,
      canIncrease: true,
    },
    {
      case: 'a new price is named and may be accepted',
      line: panel,
      check: { kind: 'price-changed', oldPriceCents: 1_234_500, newPriceCents: 1_100_000 },
      notice: 'The price has changed from KSh 12,345 to KSh 11,000.',
      newPriceCents: 1_100_000,
      canDecrease: true,
      canIncrease: true,
    },
    {
      case: 'out of stock',
      line: panel,
      check: { kind: 'out-of-stock' },
      notice: t('cart.notice.outOfStock'),
      newPriceCents: null,
      canDecrease: true,
      canIncrease: true,
    },
    {
      case: 'no longer sold',
      line: panel,
      check: { kind: 'discontinued' },
      notice: t('cart.notice.discontinued'),
      newPriceCents: null,
      canDecrease: true,
      canIncrease: true,
    },
    {
      case: 'one item cannot go lower',
      line: { ...panel, quantity: 1 },
      check: undefined,
      notice: '',
      newPriceCents: null,
      canDecrease: false,
      canIncrease: true,
    },
    {
      case: 'a line at the limit cannot go higher',
      line: { ...panel, quantity: MAX_LINE_QUANTITY },
      check: undefined,
      notice: '',
      newPriceCents: null,
      canDecrease: true,
      canIncrease: false,
    },
  ])('$case', ({ line, check, notice, newPriceCents, canDecrease, canIncrease }) => {
    const view = lineView(line, check, texts, 'en');
    expect(view).toMatchObject({ notice, newPriceCents, canDecrease, canIncrease });
  });

  it('fills prices, brand and every label with the line', () => {
    expect(lineView(panel, undefined, texts, 'en')).toEqual({
      brand: 'Brand: Jinko',
      unitPrice: 'Unit price: KSh 12,345',
      total: 'KSh 24,690',
      notice: '',
      newPriceCents: null,
      canDecrease: true,
      canIncrease: true,
      labels: {
        stepper: 'Quantity of 450W Panel',
        decrease: t('cart.decrease', { name: '450W Panel' }),
        increase: t('cart.increase', { name: '450W Panel' }),
        remove: 'Remove 450W Panel from cart',
        acceptPrice: 'Use the new price for 450W Panel',
      },
    });
  });

  it('hands the drawer every template it needs, unfilled', () => {
    expect(Object.keys(texts)).toEqual([...LINE_TEXT_KEYS]);
    expect(texts['cart.removeName']).toContain('{name}');
  });
});
