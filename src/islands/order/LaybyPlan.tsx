import { useState, type FormEvent } from 'react';
import type { LaybyPlanAnswer } from '../../api/account.ts';
import { payInstalment } from '../../client/orders.ts';
import { translationsFor } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { formatKes } from '../../lib/money.ts';
import type { PaymentMethod } from '../../lib/order-types.ts';
import {
  payHint,
  paymentLines,
  planFacts,
  planNote,
  progressLabel,
  suggestedAmount,
  takesPayment,
  typedAmountCents,
} from '../../lib/layby/plan-words.ts';

const t = translationsFor(pageLocale());

/**
 * The next amount, paid from /orders: the amount in whole shillings, prefilled with the suggested
 * one, sent with the customer's token (POST /api/orders/{id}/instalments), then the payment page
 * as Pay now opens it. The rule an amount breaks is said under the field, in the API's words.
 */
function PayNextAmount({ orderId, plan }: { orderId: string; plan: LaybyPlanAnswer }) {
  const [amount, setAmount] = useState(String(suggestedAmount(plan) / 100));
  const [working, setWorking] = useState(false);
  const [error, setError] = useState('');
  const id = `layby-amount-${orderId}`;

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (working) return;
    const cents = typedAmountCents(amount);
    if (cents === null) {
      setError(t('laybyTrack.pay.error.amount'));
      return;
    }
    setWorking(true);
    setError('');
    const answer = await payInstalment(orderId, cents);
    if (answer.ok) {
      const query = new URLSearchParams({ orderTrackingId: answer.data.orderTrackingId, redirectUrl: answer.data.redirectUrl });
      window.location.assign(localizedPath(`/payment/iframe?${query}`, t.locale));
      return;
    }
    setWorking(false);
    setError(answer.status === 0 || !answer.message ? t('checkout.genericError') : answer.message);
  }

  return (
    <form className="plan__pay" aria-labelledby={`${id}-heading`} aria-busy={working} noValidate onSubmit={(event) => void pay(event)}>
      <h4 id={`${id}-heading`}>{t('laybyTrack.pay.heading')}</h4>
      <div className="form-field">
        <label htmlFor={id}>
          {t('laybyTrack.pay.amount')}
          <span aria-hidden="true"> *</span>
        </label>
        <p className="form-field__hint" id={`${id}-hint`}>
          {payHint(plan, t)}
        </p>
        <input
          id={id}
          name="amount"
          type="number"
          inputMode="numeric"
          step={1}
          min={plan.minInstalmentCents / 100}
          max={plan.maxInstalmentCents / 100}
          required
          value={amount}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(event) => setAmount(event.currentTarget.value)}
        />
        <p className="form-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      </div>
      <button type="submit" className="button" aria-disabled={working || undefined}>
        {working ? t('laybyTrack.pay.opening') : t('laybyTrack.pay.submit')}
      </button>
    </form>
  );
}

/** A lay-by order's plan on /orders, as /track shows it (lib/layby/plan-words.ts): figures, dates, payments and the next amount's form. */
export function LaybyPlan({ orderId, plan, chosenMethod }: { orderId: string; plan: LaybyPlanAnswer; chosenMethod: PaymentMethod }) {
  const lines = paymentLines(plan, chosenMethod, t);
  return (
    <section className="plan" aria-labelledby={`layby-${orderId}`} data-testid="layby-plan">
      <h3 id={`layby-${orderId}`}>{t('laybyTrack.heading')}</h3>
      <progress className="plan__progress" max={plan.totalCents} value={plan.paidCents} aria-label={progressLabel(plan, t)} />
      <dl className="plan__facts">
        {planFacts(plan, t).map((fact) => (
          <div key={fact.id}>
            <dt>{fact.label}</dt>
            <dd data-testid={`plan-${fact.id}`}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p>{planNote(plan, t)}</p>
      {takesPayment(plan) && <PayNextAmount orderId={orderId} plan={plan} />}
      <h4>{t('laybyTrack.payments')}</h4>
      {lines.length ? (
        <>
          <p className="plan__muted">{t('laybyTrack.paymentsCount', { count: lines.length })}</p>
          <ol className="plan__payments">
            {lines.map((line) => (
              <li key={`${line.at}-${line.amount}-${line.how}`}>
                <span className="plan__payment">
                  <strong>{line.amount}</strong> <time dateTime={line.at}>{line.date}</time>
                </span>
                <span className="plan__muted plan__code">{line.how}</span>
                {line.note && <span className="plan__tag">{line.note}</span>}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p>{t('laybyTrack.noPayments', { deposit: formatKes(plan.depositCents, t.locale) })}</p>
      )}
    </section>
  );
}
