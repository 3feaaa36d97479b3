import { t } from '../../i18n/index.ts';
import type { LineCheck } from '../../lib/cart/catalogue-check.ts';
import type { CartLine } from '../../lib/cart/line.ts';
import { lineTotal } from '../../lib/cart/rules.ts';
import { formatKes } from '../../lib/money.ts';
import { LineNotice } from './LineNotice.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';

interface Props {
  line: CartLine;
  check: LineCheck | undefined;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onAcceptPrice: (price: number) => void;
}

/** One line of the cart page: image, name, brand, unit price, then quantity with Remove beside it, and the line total. */
export function CartLineRow({ line, check, onQuantity, onRemove, onAcceptPrice }: Props) {
  return (
    <li className="cart-line" data-line-id={line.id}>
      {line.image ? <img className="cart-line__image" src={line.image} alt="" width={96} height={96} loading="lazy" decoding="async" /> : <span className="cart-line__image" />}
      <div className="cart-line__info">
        <h2 className="cart-line__name">{line.name}</h2>
        <p className="cart-line__muted">{t('cart.brand', { brand: line.brand })}</p>
        <p className="cart-line__muted">
          {t('cart.unitPrice')}: <span data-unit-price>{formatKes(line.price)}</span>
        </p>
        <LineNotice name={line.name} check={check} onAcceptPrice={onAcceptPrice} />
      </div>
      <div className="cart-line__actions">
        <div className="cart-line__controls">
          <QuantityStepper name={line.name} quantity={line.quantity} onChange={onQuantity} />
          <button type="button" className="link-button" aria-label={t('cart.removeName', { name: line.name })} onClick={onRemove}>
            {t('cart.remove')}
          </button>
        </div>
        <p className="cart-line__total">
          <span className="visually-hidden">{t('cart.lineTotal')}: </span>
          <strong data-line-total>{formatKes(lineTotal(line))}</strong>
        </p>
      </div>
    </li>
  );
}
