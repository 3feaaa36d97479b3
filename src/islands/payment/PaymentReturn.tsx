// First: this island's strings, in its page's language, arrive before it draws (src/build/island-strings.ts).
import 'virtual:island-strings';
import { useEffect, useState } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import type { ApiFailure } from '../../client/api.ts';
import { paymentStatus, type PaymentStatusView } from '../../client/payments.ts';
import { readPaymentQuery } from '../../lib/checkout/payment-query.ts';
import { formatKes } from '../../lib/money.ts';
import { paymentMethodName } from '../../lib/order-display.ts';
import { paymentReceipt, receiptLabel } from '../../lib/orders/receipt.ts';
import ErrorBoundary from '../ErrorBoundary.tsx';
import { OrderConfirmation } from '../order/OrderConfirmation.tsx';
import { checkoutDone } from './payment-done.ts';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';
import { ProblemNote } from './ProblemScreen.tsx';
import { pageLocale } from '../../i18n/page-locale.ts';
import { laybyPaymentWords } from './layby-payment.ts';
import { useLaybyPlan } from './useLaybyPlan.ts';

const t = translationsFor(pageLocale());

type State = { kind: 'verifying' } | { kind: 'done'; view: PaymentStatusView } | { kind: 'failed'; failure: ApiFailure };

/** A check that failed, in the shopper's words: the API's own (in the page's language), or the connection's. */
function failureWords(failure: ApiFailure): { what: string; todo?: string } {
  if (failure.status === 404 || failure.status === 400)
    return { what: t('payment.error.unknown'), todo: t('payment.problem.unknown.todo') };
  if (failure.status === 0 || !failure.message) return { what: t('payment.return.failed'), todo: t('payment.error.provider') };
  return { what: failure.message };
}

function Outcome({ view, checkAgain }: { view: PaymentStatusView; checkAgain: () => void }) {
  const receipt = paymentReceipt(view, view.chosenMethod);
  const found = useLaybyPlan(view.orderId, view.status === 'COMPLETED');
  // On lay-by the payment is the deposit (or a later amount): the order below shows the plan, not "paid in full".
  const layby = found && laybyPaymentWords(found.plan, { ...view, counted: found.counted }, t);
  return (
    <>
      <section className="payment-details" aria-label={t('payment.details')}>
        <PaymentStatusBadge status={view.status} />
        <dl>
          <dt>{t('payment.method')}</dt>
          <dd>{paymentMethodName(view.reportedMethod, view.chosenMethod, t)}</dd>
          <dt>{t('payment.amount')}</dt>
          <dd>{formatKes(view.amountCents, t.locale)}</dd>
          {layby && (
            <>
              <dt>{t('payment.layby.plan')}</dt>
              <dd data-testid="payment-layby">{layby.line}</dd>
            </>
          )}
          {receipt && (
            <>
              <dt>{receiptLabel(receipt, t)}</dt>
              <dd data-testid="payment-receipt">{receipt.code}</dd>
            </>
          )}
          <dt>{t('payment.message')}</dt>
          <dd data-testid="payment-outcome">{layby?.outcome ?? t(`payment.outcome.${view.outcome}`)}</dd>
        </dl>
      </section>
      {view.status === 'PENDING' && (
        <>
          <p>{t('payment.return.waitingNext')}</p>
          <button type="button" className="button button--ghost" onClick={checkAgain}>
            {t('payment.problem.checkAgain')}
          </button>
        </>
      )}
      {view.status === 'COMPLETED' && <OrderConfirmation orderId={view.orderId} lead more={false} />}
      {(view.status === 'FAILED' || view.status === 'CANCELLED') && (
        <>
          <p className="payment-error" role="alert">
            {t('payment.return.failedNext')}
          </p>
          <a className="button" href={localizedPath('/checkout', t.locale)}>
            {t('payment.backToCheckout')}
          </a>
        </>
      )}
    </>
  );
}

function ReturnScreen() {
  const [{ orderTrackingId }] = useState(() => readPaymentQuery(window.location.search));
  const [state, setState] = useState<State>({ kind: 'verifying' });
  const [attempt, setAttempt] = useState(0);

  // The return page checks once on load (checkout spec section 4), and again when the shopper asks.
  useEffect(() => {
    if (!orderTrackingId) return;
    setState({ kind: 'verifying' });
    void paymentStatus('verify', orderTrackingId).then((answer) => {
      if (!answer.ok) {
        setState({ kind: 'failed', failure: answer });
        return;
      }
      if (answer.data.status === 'COMPLETED') checkoutDone();
      setState({ kind: 'done', view: answer.data });
    });
  }, [orderTrackingId, attempt]);

  return (
    <div className="payment-page">
      <h1>{t('payment.return.title')}</h1>
      {!orderTrackingId ? (
        <ProblemNote
          what={t('payment.problem.missingId.what')}
          todo={t('payment.problem.missingId.todo')}
          code={t('payment.error.missingId')}
        />
      ) : state.kind === 'verifying' ? (
        <p role="status">{t('payment.return.verifying')}</p>
      ) : state.kind === 'failed' ? (
        <>
          <ProblemNote {...failureWords(state.failure)} code={state.failure.code} />
          <button type="button" className="button button--ghost" onClick={() => setAttempt((n) => n + 1)}>
            {t('payment.problem.checkAgain')}
          </button>
        </>
      ) : (
        <Outcome view={state.view} checkAgain={() => setAttempt((n) => n + 1)} />
      )}
      <a className="button" href={localizedPath('/', t.locale)}>
        {t('payment.return.continue')}
      </a>
    </div>
  );
}

/** /payment/return: where Pesapal sends the shopper back; verifies the payment, then confirms the order. */
export default function PaymentReturn() {
  return (
    <ErrorBoundary>
      <ReturnScreen />
    </ErrorBoundary>
  );
}
