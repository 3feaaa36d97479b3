import { lazy, Suspense, useRef, useState } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import type { AdminOrderDetailView } from '../../client/admin.ts';
import type { Notice } from './Notices.tsx';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** Each form comes with the press that opens it: most orders are neither cancelled nor refunded. */
const CancelOrderForm = lazy(() => import('./CancelOrderForm.tsx').then((module) => ({ default: module.CancelOrderForm })));
const RefundForm = lazy(() => import('./RefundForm.tsx').then((module) => ({ default: module.RefundForm })));
const loading = <p role="status">{t('admin.loading')}</p>;

type Props = { detail: AdminOrderDetailView; onDone: (notice: Notice) => void };

/** Why cancelling is not offered: delivered, cancelled already, or refunded without being cancelled. */
function noCancelReason(detail: AdminOrderDetailView) {
  if (detail.can.cancelRefusal === 'delivered') return t('admin.cancel.unavailable.delivered');
  const refunded = detail.order.orderStatus === 'refund_requested' || detail.order.orderStatus === 'refunded';
  return t(!detail.cancellation && refunded ? 'admin.cancel.unavailable.refunded' : 'admin.cancel.unavailable.already_cancelled');
}

/** Why refunding is not offered: the payment's refund is asked or done, or nothing was paid online. */
function noRefundReason({ order, refunds }: AdminOrderDetailView) {
  const asked = order.orderStatus === 'refunded' || refunds.some((refund) => refund.status !== 'failed');
  return t(asked ? 'admin.refund.unavailable.done' : 'admin.refund.unavailable.not_paid');
}

/**
 * Cancel order and Refund, each a button that opens its form, offered only when the server says
 * the order allows it (`detail.can`); otherwise a line saying why not. Both may be open at once.
 */
export function AfterSaleActions({ detail, onDone }: Props) {
  const [open, setOpen] = useState({ cancel: false, refund: false });
  const buttons = { cancel: useRef<HTMLButtonElement>(null), refund: useRef<HTMLButtonElement>(null) };
  const toggle = (which: 'cancel' | 'refund', to: boolean) => setOpen((now) => ({ ...now, [which]: to }));
  /** Closed without sending: the cursor goes back to the button that opened it. */
  const close = (which: 'cancel' | 'refund') => {
    toggle(which, false);
    buttons[which].current?.focus();
  };
  const done = (notice: Notice) => {
    setOpen({ cancel: false, refund: false });
    onDone(notice);
  };
  const refund = detail.can.refund;

  return (
    <div className="admin-actions">
      {detail.can.cancel ? (
        <div className="admin-actions__one">
          <button
            ref={buttons.cancel}
            type="button"
            className="button button--ghost"
            aria-expanded={open.cancel}
            onClick={() => toggle('cancel', !open.cancel)}
          >
            {t('admin.cancel.open')}
          </button>
          {open.cancel && (
            <Suspense fallback={loading}>
              <CancelOrderForm detail={detail} onDone={done} onClose={() => close('cancel')} />
            </Suspense>
          )}
        </div>
      ) : (
        <p className="admin__muted">{noCancelReason(detail)}</p>
      )}
      {refund ? (
        <div className="admin-actions__one">
          <button
            ref={buttons.refund}
            type="button"
            className="button button--ghost"
            aria-expanded={open.refund}
            onClick={() => toggle('refund', !open.refund)}
          >
            {t('admin.refund.open')}
          </button>
          {open.refund && (
            <Suspense fallback={loading}>
              <RefundForm detail={detail} refund={refund} onDone={done} onClose={() => close('refund')} />
            </Suspense>
          )}
        </div>
      ) : (
        <p className="admin__muted">{noRefundReason(detail)}</p>
      )}
    </div>
  );
}
