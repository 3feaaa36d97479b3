import { t } from '../../i18n/index.ts';
import { MAX_QUANTITY } from '../../lib/cart/line.ts';

interface Props {
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
}

/** − quantity + for one line: by one, between 1 and MAX_QUANTITY. At a bound the button stays focusable but does nothing. */
export function QuantityStepper({ name, quantity, onChange }: Props) {
  const atMin = quantity <= 1;
  const atMax = quantity >= MAX_QUANTITY;
  return (
    <div className="stepper" role="group" aria-label={t('cart.quantityOf', { name })}>
      <button type="button" aria-label={t('cart.decrease', { name })} aria-disabled={atMin} onClick={() => !atMin && onChange(quantity - 1)}>
        −
      </button>
      <output>{quantity}</output>
      <button type="button" aria-label={t('cart.increase', { name })} aria-disabled={atMax} onClick={() => !atMax && onChange(quantity + 1)}>
        +
      </button>
    </div>
  );
}
