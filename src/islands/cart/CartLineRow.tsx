import { translationsFor } from '../../i18n/index.ts';
import type { LineCheck } from '../../lib/cart/catalogue-check.ts';
import { MAX_LINE_QUANTITY, type CartLine } from '../../lib/cart/line.ts';
import { lineStockNotice, stockCap, type LineStock } from '../../lib/stock/cart-stock.ts';
import { lineView, pickLineTexts } from '../../lib/cart/line-view.ts';
import { formatKes } from '../../lib/money.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

interface Props {
  line: CartLine;
  check: LineCheck | undefined;
  /** What the live stock says of this line; null when nothing (in stock, or not answered). */
  stock: LineStock | null;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onAcceptPrice: (priceCents: number) => void;
}

const texts = pickLineTexts(t);

/**
 * One line of the cart page: image, name, brand, unit price, then quantity with Remove beside it,
 * and the line total. Its words and states come from lineView, shared with the cart drawer. At a
 * bound the stepper's button stays focusable but does nothing.
 */
export function CartLineRow({ line, check, stock, onQuantity, onRemove, onAcceptPrice }: Props) {
  const view = lineView(line, check, texts, t.locale);
  const { newPriceCents } = view;
  const stockNotice = lineStockNotice(stock, t);
  // No step past what is left: a shopper at "Only 2 left" cannot ask for a third.
  const canIncrease = view.canIncrease && line.quantity < stockCap(stock, MAX_LINE_QUANTITY);
  return (
    <li className="cart-line" data-line-id={line.id}>
      {line.image ? (
        <img className="cart-line__image" src={line.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
      ) : (
        <span className="cart-line__image" />
      )}
      <div className="cart-line__info">
        <h2 className="cart-line__name">{line.name}</h2>
        <p className="cart-line__muted">{view.brand}</p>
        <p className="cart-line__muted">
          {t('cart.unitPrice')}: <span data-unit-price>{formatKes(line.priceCents, t.locale)}</span>
        </p>
        {stockNotice && <p className={`cart-line__stock cart-line__stock--${stock?.kind}`}>{stockNotice}</p>}
        {view.notice && (
          <div className="cart-line__notice">
            <p>{view.notice}</p>
            {newPriceCents !== null && (
              <button
                type="button"
                className="link-button"
                aria-label={view.labels.acceptPrice}
                onClick={() => onAcceptPrice(newPriceCents)}
              >
                {t('cart.notice.acceptPrice')}
              </button>
            )}
          </div>
        )}
      </div>
      <div className="cart-line__actions">
        <div className="cart-line__controls">
          <div className="stepper" role="group" aria-label={view.labels.stepper}>
            <button
              type="button"
              aria-label={view.labels.decrease}
              aria-disabled={!view.canDecrease}
              onClick={() => view.canDecrease && onQuantity(line.quantity - 1)}
            >
              −
            </button>
            <output>{line.quantity}</output>
            <button
              type="button"
              aria-label={view.labels.increase}
              aria-disabled={!canIncrease}
              onClick={() => canIncrease && onQuantity(line.quantity + 1)}
            >
              +
            </button>
          </div>
          <button type="button" className="link-button" aria-label={view.labels.remove} onClick={onRemove}>
            {t('cart.remove')}
          </button>
        </div>
        <p className="cart-line__total">
          <span className="visually-hidden">{t('cart.lineTotal')}: </span>
          <strong data-line-total>{view.total}</strong>
        </p>
      </div>
    </li>
  );
}
