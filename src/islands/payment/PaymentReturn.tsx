// First: a Kiswahili page's strings arrive before this island draws.
import '../../i18n/browser.ts';
import { useEffect, useState } from 'react';
import { t, localHref } from '../../i18n/index.ts';
import { paymentStatus } from '../../client/payments.ts';
import { readPaymentQuery, type PaymentView } from '../../lib/checkout/payment-query.ts';
import { formatKes } from '../../lib/money.ts';
import { paymentMethodName } from '../../lib/order-display.ts';
import ErrorBoundary from '../ErrorBoundary.tsx';
import { paymentCompleted } from './payment-done.ts';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';

type State = { kind: 'verifying' } | { kind: 'done'; view: PaymentView } | { kind: 'failed'; message: string };

function ReturnScreen() {
  const [{ orderTrackingId }] = useState(() => readPaymentQuery(window.location.search));
  const [state, setState] = useState<State>({ kind: 'verifying' });

  // The return page checks once, on load (checkout spec section 4).
  useEffect(() => {
    if (!orderTrackingId) return;
    void paymentStatus('verify', orderTrackingId).then((answer) => {
      if (!answer.ok) {
        setState({ kind: 'failed', message: answer.message || t('payment.return.failed') });
        return;
      }
      if (answer.data.status === 'COMPLETED') paymentCompleted();
      setState({ kind: 'done', view: answer.data });
    });
  }, [orderTrackingId]);

  return (
    <div className="payment-page">
      <h1>{t('payment.return.title')}</h1>
      {!orderTrackingId ? (
        <p className="payment-error" role="alert">
          {t('payment.error.missingId')}
        </p>
      ) : state.kind === 'verifying' ? (
        <p role="status">{t('payment.return.verifying')}</p>
      ) : state.kind === 'failed' ? (
        <p className="payment-error" role="alert">
          {state.message}
        </p>
      ) : (
        <section className="payment-details" aria-label={t('payment.details')}>
          <PaymentStatusBadge status={state.view.status} />
          <dl>
            <dt>{t('payment.method')}</dt>
            <dd>{paymentMethodName(state.view.paymentMethod, state.view.orderPaymentMethod)}</dd>
            <dt>{t('payment.amount')}</dt>
            <dd>{formatKes(state.view.amountCents)}</dd>
            {state.view.message && (
              <>
                <dt>{t('payment.message')}</dt>
                <dd>{state.view.message}</dd>
              </>
            )}
          </dl>
        </section>
      )}
      <p>{t('payment.return.close')}</p>
      <a className="button" href={localHref('/')}>
        {t('payment.return.continue')}
      </a>
    </div>
  );
}

/** /payment/return: where Pesapal sends the shopper back; verifies the payment once. */
export default function PaymentReturn() {
  return (
    <ErrorBoundary>
      <ReturnScreen />
    </ErrorBoundary>
  );
}
