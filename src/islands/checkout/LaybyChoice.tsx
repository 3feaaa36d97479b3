import { translationsFor } from '../../i18n/index.ts';
import type { LaybyQuoteAnswer } from '../../api/checkout.ts';
import type { PaymentMethod } from '../../lib/order-types.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { laybyBlocker, laybyOffer, type PlanChoice } from './layby-offer.ts';

const t = translationsFor(pageLocale());

interface Props {
  /** The cart's lay-by as the server last quoted it; null when the shop offers none. */
  layby: LaybyQuoteAnswer | null;
  plan: PlanChoice;
  method: PaymentMethod;
  onPlan: (plan: PlanChoice) => void;
}

/**
 * "How to pay", before the ways to pay (issue 47): all now, or Lipa Mdogo Mdogo with its deposit,
 * balance, end date, suggested amount and smallest payment once chosen. Not with cash on delivery
 * (the option says why). A cart that cannot have a lay-by gets one line in the methods (LaybyWhy).
 */
export function LaybyChoice({ layby, plan, method, onPlan }: Props) {
  const offer = laybyOffer(layby, t);
  if (offer?.kind !== 'offered') return null;
  const cash = method === 'Cash';
  // The M-PESA limit on the deposit; cash cannot be chosen with a lay-by, so it is said on the option itself.
  const problem = cash ? null : laybyBlocker(plan, layby, method, t);
  return (
    <fieldset className="checkout-methods" data-testid="layby-choice">
      <legend>{t('checkout.layby.legend')}</legend>
      <label className="checkout-method">
        <input type="radio" name="paymentPlan" value="now" checked={plan === 'now'} onChange={() => onPlan('now')} />
        <span className="checkout-method__name">{t('checkout.layby.now')}</span>
        <span className="checkout-method__hint">{t('checkout.layby.now.hint')}</span>
      </label>
      <label className="checkout-method">
        <input type="radio" name="paymentPlan" value="layby" checked={plan === 'layby'} disabled={cash} onChange={() => onPlan('layby')} />
        <span className="checkout-method__name">{t('checkout.layby.option')}</span>
        <span className="checkout-method__hint">{t('checkout.layby.option.hint')}</span>
        {cash && <span className="checkout-method__hint checkout-method__limit">{t('checkout.layby.notWithCash')}</span>}
      </label>
      {plan === 'layby' && (
        <section className="checkout-plan" aria-labelledby="checkout-plan-title" data-testid="layby-plan">
          <h3 id="checkout-plan-title">{t('checkout.layby.plan')}</h3>
          <dl className="order-totals">
            {offer.rows.map((row) => (
              <div key={row.id}>
                <dt>{row.label}</dt>
                <dd data-testid={`layby-${row.id}`}>{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className="checkout-note">{offer.delivered}</p>
          {layby?.offered && layby.note ? (
            <p className="checkout-note" data-testid="layby-note">
              {layby.note}
            </p>
          ) : null}
          {problem && (
            <p className="checkout-method__limit" data-testid="layby-problem">
              {problem}
            </p>
          )}
        </section>
      )}
    </fieldset>
  );
}

/** Why this cart cannot be bought on lay-by, in one line among the ways to pay; nothing when it can, or the shop offers none. */
export function LaybyWhy({ layby }: { layby: LaybyQuoteAnswer | null }) {
  const offer = laybyOffer(layby, t);
  return offer?.kind === 'ineligible' ? (
    <p className="checkout-note" data-testid="layby-why">
      {offer.why}
    </p>
  ) : null;
}
