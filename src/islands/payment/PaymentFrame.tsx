// First: this island's strings, in its page's language, arrive before it draws (src/build/island-strings.ts).
import 'virtual:island-strings';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { blocksFrame, FRAME_LOAD_TIMEOUT_MS, frameState } from '../../lib/checkout/payment-frame.ts';
import { MPESA_HINT_AFTER_MS, showsMpesaHint } from '../../lib/checkout/mpesa-hint.ts';
import { paymentStatus, type PaymentStatusView } from '../../client/payments.ts';
import { isPaymentPageUrl, isUnknownPayment, readPaymentQuery } from '../../lib/checkout/payment-query.ts';
import { formatKes } from '../../lib/money.ts';
import { paymentMethodName } from '../../lib/order-display.ts';
import { paymentReceipt, receiptLabel } from '../../lib/orders/receipt.ts';
import { PAYMENT_POLL_INTERVAL_MS, shouldKeepPolling } from '../../lib/payment-status.ts';
import ErrorBoundary from '../ErrorBoundary.tsx';
import { checkoutDone } from './payment-done.ts';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';
import { ProblemScreen } from './ProblemScreen.tsx';
import { pageLocale } from '../../i18n/page-locale.ts';
import { laybyPaymentWords } from './layby-payment.ts';
import { useLaybyPlan } from './useLaybyPlan.ts';

const t = translationsFor(pageLocale());

/** Polls every 3 s until a final status; a failed check is logged and tried again, silently, unless the shop has no such payment. */
function usePolledStatus(orderTrackingId: string) {
  const [view, setView] = useState<PaymentStatusView | null>(null);
  const [unknown, setUnknown] = useState(false);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function check() {
      const answer = await paymentStatus('poll', orderTrackingId);
      if (stopped) return;
      if (answer.ok) {
        setView(answer.data);
        if (!shouldKeepPolling(answer.data.status)) {
          if (answer.data.status === 'COMPLETED') checkoutDone();
          return;
        }
      } else if (isUnknownPayment(answer)) {
        setUnknown(true);
        return;
      } else console.error('Payment status check failed; trying again.', answer.code, answer.message);
      if (!stopped) timer = setTimeout(() => void check(), PAYMENT_POLL_INTERVAL_MS);
    }
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderTrackingId]);

  return { view, unknown };
}

/** The signals the frame's state is decided on (see payment-frame.ts), from the page's start. */
function useFrameSignals(redirectUrl: string) {
  const [loaded, setLoaded] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [timedOut, setTimedOut] = useState(false);

  // A layout effect, in React as it was in Preact: it runs as the frame is committed, before the browser can load (or the
  // CSP refuse) it, so no refusal is missed and the timeout counts from the frame's start, not from after a paint.
  useLayoutEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), FRAME_LOAD_TIMEOUT_MS);
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (blocksFrame(event, redirectUrl)) setBlocked(true);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('securitypolicyviolation', onViolation);
    };
  }, [redirectUrl]);

  return { loaded, blocked, timedOut, onLoad: () => setLoaded(true) };
}

/**
 * When the shopper first moved into Pesapal's form, and the page's clock once the M-PESA hint's
 * time has come (see mpesa-hint.ts). A click or Tab into a frame from another origin blurs this
 * window and makes the frame the focused element: that is all the page can see of the form.
 */
function useFormUsed(frame: RefObject<HTMLIFrameElement | null>) {
  const [formUsedAt, setFormUsedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (formUsedAt !== null) return;
    let check: ReturnType<typeof setTimeout> | undefined;
    const onBlur = () => {
      check = setTimeout(() => {
        if (frame.current && document.activeElement === frame.current) setFormUsedAt(Date.now());
      });
    };
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('blur', onBlur);
      clearTimeout(check);
    };
  }, [formUsedAt, frame]);
  useEffect(() => {
    if (formUsedAt === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, formUsedAt + MPESA_HINT_AFTER_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [formUsedAt]);
  return { formUsedAt, now };
}

function Frame({ orderTrackingId, redirectUrl }: { orderTrackingId: string; redirectUrl: string }) {
  const { view, unknown } = usePolledStatus(orderTrackingId);
  const signals = useFrameSignals(redirectUrl);
  const frame = useRef<HTMLIFrameElement>(null);
  const used = useFormUsed(frame);
  const found = useLaybyPlan(view?.orderId ?? null, view?.status === 'COMPLETED');
  if (unknown) return <ProblemScreen what={t('payment.error.unknown')} todo={t('payment.problem.unknown.todo')} code="PAYMENT_NOT_FOUND" />;

  const status = view?.status ?? 'PENDING';
  // The frame waits for the first status answer, which names the Pesapal host in use; a payment
  // address on any other host (a crafted link) is never framed.
  const refused = view !== null && !isPaymentPageUrl(redirectUrl, view.paymentPageOrigin);
  const state = frameState({ ...signals, refused });
  const receipt = view && paymentReceipt(view, view.chosenMethod);
  const hint = showsMpesaHint({ chosenMethod: view?.chosenMethod ?? null, status, ...used });
  // On lay-by this payment is the deposit (or a later amount), never the whole order: the page says what is left.
  const layby = view && found && laybyPaymentWords(found.plan, { ...view, counted: found.counted }, t);
  return (
    <div className="payment-page">
      <h1>{t('payment.iframe.title')}</h1>
      {status === 'FAILED' && (
        <p className="payment-error" role="alert">
          {t('payment.iframe.failed')}
        </p>
      )}
      <PaymentStatusBadge status={status} />
      <section className="payment-details" aria-labelledby="payment-details-title">
        <h2 id="payment-details-title">{t('payment.details')}</h2>
        <dl>
          <dt>{t('payment.method')}</dt>
          <dd>{view ? paymentMethodName(view.reportedMethod, view.chosenMethod, t) : '–'}</dd>
          <dt>{t('payment.amount')}</dt>
          <dd>{view ? formatKes(view.amountCents, t.locale) : '–'}</dd>
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
          <dd data-testid="payment-outcome">{view ? (layby?.outcome ?? t(`payment.outcome.${view.outcome}`)) : '–'}</dd>
        </dl>
      </section>
      {state === 'failed' && (
        <p className="payment-error" role="alert">
          {t('payment.frameFailed')}
        </p>
      )}
      {!refused && !signals.blocked && (
        <div className="payment-frame" hidden={state === 'failed'}>
          {view && <iframe ref={frame} src={redirectUrl} title={t('payment.frameTitle')} allow="payment" onLoad={signals.onLoad} />}
          {state === 'loading' && <div className="payment-frame__overlay">{t('payment.frameLoading')}</div>}
        </div>
      )}
      {/* Below the form, so that nothing moves under the shopper's finger when it appears; announced when it does. */}
      <div className="payment-hint" role="status">
        {hint && <p>{t('payment.iframe.stk')}</p>}
      </div>
      <div className="payment-actions">
        <a className="button button--ghost" href={localizedPath('/checkout', t.locale)}>
          {t('payment.backToCheckout')}
        </a>
        {status === 'COMPLETED' && (
          <a className="button" href={localizedPath(`/payment/return?${new URLSearchParams({ orderTrackingId })}`, t.locale)}>
            {t('payment.viewDetails')}
          </a>
        )}
      </div>
    </div>
  );
}

function PaymentFrameScreen() {
  const [query] = useState(() => readPaymentQuery(window.location.search));
  // The checkout spec's words stay, for support: the shopper reads what happened and what to do.
  if (!query.orderTrackingId)
    return (
      <ProblemScreen
        what={t('payment.problem.missingId.what')}
        todo={t('payment.problem.missingId.todo')}
        code={t('payment.error.missingId')}
      />
    );
  if (!query.redirectUrl)
    return <ProblemScreen what={t('payment.problem.noUrl.what')} todo={t('payment.problem.noUrl.todo')} code={t('payment.noUrl')} />;
  return <Frame orderTrackingId={query.orderTrackingId} redirectUrl={query.redirectUrl} />;
}

/** /payment/iframe: Pesapal's hosted form in a frame, with the status polled beside it. */
export default function PaymentFrame() {
  return (
    <ErrorBoundary>
      <PaymentFrameScreen />
    </ErrorBoundary>
  );
}
