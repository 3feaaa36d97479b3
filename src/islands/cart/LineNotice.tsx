import { t } from '../../i18n/index.ts';
import type { LineCheck } from '../../lib/cart/catalogue-check.ts';
import { formatKes } from '../../lib/money.ts';

interface Props {
  name: string;
  check: LineCheck | undefined;
  onAcceptPrice: (price: number) => void;
}

/** What changed in the catalogue since the line was added: price, stock, or the product itself. */
export function LineNotice({ name, check, onAcceptPrice }: Props) {
  if (!check || check.kind === 'ok') return null;
  if (check.kind === 'price-changed') {
    return (
      <div className="cart-line__notice">
        <p>{t('cart.notice.priceChanged', { old: formatKes(check.oldPrice), new: formatKes(check.newPrice) })}</p>
        <button type="button" className="link-button" aria-label={t('cart.notice.acceptPriceName', { name })} onClick={() => onAcceptPrice(check.newPrice)}>
          {t('cart.notice.acceptPrice')}
        </button>
      </div>
    );
  }
  return (
    <div className="cart-line__notice">
      <p>{t(check.kind === 'out-of-stock' ? 'cart.notice.outOfStock' : 'cart.notice.discontinued')}</p>
    </div>
  );
}
