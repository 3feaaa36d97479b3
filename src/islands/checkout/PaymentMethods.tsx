import { translationsFor, type MessageKey } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { PAYMENT_METHODS } from '../../lib/order-types.ts';
import { cashNote } from './cash-note.ts';
import type { DetailsProps } from './details-props.ts';
import { LaybyWhy } from './LaybyChoice.tsx';

const t = translationsFor(pageLocale());

/**
 * The ways to pay, one radio each with its hint: cash on delivery says the shop's limit and is
 * refused above it or with a lay-by; a cart that cannot have a lay-by says why under them.
 */
export function PaymentMethods(props: Pick<DetailsProps, 'form' | 'errors' | 'layby' | 'plan' | 'cash' | 'onMethod'>) {
  const { form, errors } = props;
  return (
    <fieldset className="checkout-methods" aria-describedby={errors.paymentMethod ? 'checkout-paymentMethod-error' : undefined}>
      <legend>{t('checkout.payment')}</legend>
      {PAYMENT_METHODS.map((method) => {
        // Cash on delivery says the shop's limit before it is chosen, and is not offered above a limit that says so.
        const limit = method === 'Cash' ? cashNote(props.cash, t) : null;
        // A lay-by is paid online: cash on delivery says so while lay-by is chosen.
        const notWithLayby = method === 'Cash' && props.plan === 'layby';
        return (
          <label key={method} className="checkout-method">
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              // Where focus goes when the choice is in error: the first method.
              id={method === PAYMENT_METHODS[0] ? 'checkout-paymentMethod' : undefined}
              checked={form.paymentMethod === method}
              disabled={notWithLayby || (method === 'Cash' && props.cash?.offer === 'not-offered')}
              onChange={() => props.onMethod(method)}
            />
            <span className="checkout-method__name">{t(`checkout.method.${method}` as MessageKey)}</span>
            <span className="checkout-method__hint">{t(`checkout.method.${method}.hint` as MessageKey)}</span>
            {limit && (
              <span
                className={limit.above ? 'checkout-method__hint checkout-method__limit' : 'checkout-method__hint'}
                data-testid="cash-limit"
              >
                {limit.text}
              </span>
            )}
            {notWithLayby && <span className="checkout-method__hint checkout-method__limit">{t('checkout.layby.cashNotWithLayby')}</span>}
          </label>
        );
      })}
      <LaybyWhy layby={props.layby} />
      {errors.paymentMethod && (
        <p id="checkout-paymentMethod-error" className="checkout-field__error">
          {errors.paymentMethod}
        </p>
      )}
    </fieldset>
  );
}
