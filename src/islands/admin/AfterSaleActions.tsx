import { useRef, useState } from 'react';
import { t } from '../../i18n/index.ts';
import { cancelOrderAsAdmin, refundOrder } from '../../client/admin.ts';
import type { AdminOrderDetail } from '../../lib/admin/answers.ts';
import { parseRefundAmount } from '../../lib/admin/refund-amount.ts';
import { formatKes } from '../../lib/money.ts';
import { orderReference } from '../../lib/order-display.ts';
import { cancelVerdict } from '../../lib/orders/after-sale.ts';
import { AfterSaleForm, type Sent } from './AfterSaleForm.tsx';
import type { Notice } from './DeliveryStatusSelect.tsx';
import { refundStatusLabel } from './labels.ts';

type Props = { detail: AdminOrderDetail; onDone: (notice: Notice) => void };

/** What cancelling this order does, as the server will decide it (lib/orders/after-sale.ts). */
function cancelPlan({ order, cancellation }: AdminOrderDetail) {
  const at = cancellation?.at ?? null;
  return cancelVerdict({ status: order.payment_status, deliveryStatus: order.delivery_status, paymentMethod: order.payment_method, createdAt: order.order_date, cancelledAt: at }, 'admin', new Date(), 0);
}

function CancelForm({ detail, onDone, onClose }: Props & { onClose: () => void }) {
  const id = orderReference(detail.order.order_id);
  const verdict = cancelPlan(detail);
  const plan = verdict.ok ? verdict.plan : 'cancel';
  const paid = formatKes(detail.can.refund?.fullCents ?? detail.order.total_cents);

  async function send(reason: string): Promise<Sent> {
    const answer = await cancelOrderAsAdmin(detail.order.order_id, reason);
    if (!answer.ok) return { ok: false, failure: answer };
    const refund = answer.data.refund;
    if (!refund) return { ok: true, notice: { kind: 'status', text: t('admin.cancel.done', { id }) } };
    const amount = formatKes(refund.amountCents);
    return refund.ok
      ? { ok: true, notice: { kind: 'status', text: t('admin.cancel.doneRefund', { id, amount }) } }
      : { ok: true, notice: { kind: 'error', text: t('admin.cancel.refundNotTaken', { id, amount }) } };
  }

  return (
    <AfterSaleForm<string>
      heading={t('admin.cancel.heading', { id })}
      intro={<p className="admin-action__intro">{t(`admin.cancel.plan.${plan}`, { amount: paid })} {t('admin.cancel.told')}</p>}
      submitLabel={t('admin.cancel.submit')}
      sendingLabel={t('admin.cancel.sending')}
      check={(_, reason) => ({
        ok: true,
        payload: reason,
        question: plan === 'cancel_and_refund' ? t('admin.cancel.questionRefund', { id, amount: paid }) : t('admin.cancel.question', { id }),
        confirmLabel: t('admin.cancel.confirm'),
      })}
      send={send}
      onDone={onDone}
      onClose={onClose}
    />
  );
}

function RefundForm({ detail, onDone, onClose, refund }: Props & { onClose: () => void; refund: NonNullable<AdminOrderDetail['can']['refund']> }) {
  const id = orderReference(detail.order.order_id);
  const all = formatKes(refund.fullCents);
  type Payload = { amountCents: number | undefined; reason: string };

  async function send(payload: Payload): Promise<Sent> {
    const answer = await refundOrder(detail.order.order_id, payload);
    if (!answer.ok) return { ok: false, failure: answer };
    const amount = formatKes(answer.data.refund.amountCents);
    const text = answer.data.repeated
      ? t('admin.refund.repeated', { id, amount, status: refundStatusLabel(answer.data.refund.status) })
      : t('admin.refund.done', { id, amount });
    return { ok: true, notice: { kind: 'status', text } };
  }

  return (
    <AfterSaleForm<Payload>
      heading={t('admin.refund.heading', { id })}
      intro={
        <>
          <p className="admin-action__intro">{t(refund.partial ? 'admin.refund.partial' : 'admin.refund.full', { amount: all })} {t('admin.refund.once')}</p>
          {detail.can.cancel && <p className="admin-action__intro">{t('admin.refund.keepsOrder')}</p>}
        </>
      }
      fields={(prefix, errors) =>
        refund.partial && (
          <div className="form-field">
            <label htmlFor={`${prefix}-amount`}>{t('admin.refund.amount')}</label>
            <input
              id={`${prefix}-amount`} name="amount" type="text" inputMode="decimal" autoComplete="off" size={12}
              aria-invalid={errors.amount ? true : undefined} aria-describedby={`${prefix}-amount-hint ${prefix}-amount-error`}
            />
            <p id={`${prefix}-amount-hint`} className="form-field__hint">{t('admin.refund.amountHint', { amount: all })}</p>
            <p id={`${prefix}-amount-error`} className="form-field__error">{errors.amount}</p>
          </div>
        )
      }
      submitLabel={t('admin.refund.submit')}
      sendingLabel={t('admin.refund.sending')}
      check={(form, reason) => {
        const parsed = refund.partial ? parseRefundAmount(String(form.get('amount') ?? ''), refund.fullCents) : { ok: true as const, amountCents: undefined };
        if (!parsed.ok) return { ok: false, errors: { amount: t(`admin.refund.amountError.${parsed.problem}`, { amount: all }) } };
        const amount = formatKes(parsed.amountCents ?? refund.fullCents);
        return { ok: true, payload: { amountCents: parsed.amountCents, reason }, question: t('admin.refund.question', { id, amount }), confirmLabel: t('admin.refund.confirm', { amount }) };
      }}
      send={send}
      onDone={onDone}
      onClose={onClose}
    />
  );
}

/** Why cancelling is not offered: cancelled already, refunded without being cancelled, shipped or delivered. */
function noCancelReason(detail: AdminOrderDetail) {
  const verdict = cancelPlan(detail);
  const refusal = verdict.ok ? 'already_cancelled' : verdict.refusal;
  const refunded = detail.order.payment_status === 'refund_requested' || detail.order.payment_status === 'refunded';
  return t(`admin.cancel.unavailable.${refusal === 'already_cancelled' && !detail.cancellation && refunded ? 'refunded' : refusal}`);
}

/** Why refunding is not offered: the payment's refund is asked or done, or nothing was paid online. */
function noRefundReason({ order, refunds }: AdminOrderDetail) {
  const asked = order.payment_status === 'refunded' || refunds.some((refund) => refund.status !== 'failed');
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
          <button ref={buttons.cancel} type="button" className="button button--ghost" aria-expanded={open.cancel} onClick={() => toggle('cancel', !open.cancel)}>
            {t('admin.cancel.open')}
          </button>
          {open.cancel && <CancelForm detail={detail} onDone={done} onClose={() => close('cancel')} />}
        </div>
      ) : (
        <p className="admin__muted">{noCancelReason(detail)}</p>
      )}
      {refund ? (
        <div className="admin-actions__one">
          <button ref={buttons.refund} type="button" className="button button--ghost" aria-expanded={open.refund} onClick={() => toggle('refund', !open.refund)}>
            {t('admin.refund.open')}
          </button>
          {open.refund && <RefundForm detail={detail} refund={refund} onDone={done} onClose={() => close('refund')} />}
        </div>
      ) : (
        <p className="admin__muted">{noRefundReason(detail)}</p>
      )}
    </div>
  );
}
