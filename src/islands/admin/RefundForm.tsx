import { translationsFor } from '../../i18n/index.ts';
import { refundOrder } from '../../client/admin.ts';
import type { AdminOrderDetailView } from '../../client/admin.ts';
import { parseRefundAmount } from '../../lib/admin/refund-amount.ts';
import { formatKes } from '../../lib/money.ts';
import { orderReference } from '../../lib/order-display.ts';
import { AfterSaleForm, type Sent } from './AfterSaleForm.tsx';
import type { Notice } from './Notices.tsx';
import { refundStatusLabel } from './labels.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

interface Props {
  detail: AdminOrderDetailView;
  /** What may be refunded: the whole payment, and whether part of it may be (cards only). */
  refund: NonNullable<AdminOrderDetailView['can']['refund']>;
  onDone: (notice: Notice) => void;
  onClose: () => void;
}

/**
 * Refund: the whole payment, or for a card an amount typed in shillings (empty for all of it), a
 * reason, then POST /api/orders/{id}/refund with the admin's token.
 */
export function RefundForm({ detail, onDone, onClose, refund }: Props) {
  const id = orderReference(detail.order.order_id);
  const all = formatKes(refund.fullCents, t.locale);
  type Payload = { amountCents: number | undefined; reason: string };

  async function send(payload: Payload): Promise<Sent> {
    const answer = await refundOrder(detail.order.order_id, payload);
    if (!answer.ok) return { ok: false, failure: answer };
    const amount = formatKes(answer.data.refund.amountCents, t.locale);
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
          <p className="admin-action__intro">
            {t(refund.partial ? 'admin.refund.partial' : 'admin.refund.full', { amount: all })} {t('admin.refund.once')}
          </p>
          {detail.can.cancel && <p className="admin-action__intro">{t('admin.refund.keepsOrder')}</p>}
        </>
      }
      fields={(prefix, errors) =>
        refund.partial && (
          <div className="form-field">
            <label htmlFor={`${prefix}-amount`}>{t('admin.refund.amount')}</label>
            <input
              id={`${prefix}-amount`}
              name="amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              size={12}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={`${prefix}-amount-hint ${prefix}-amount-error`}
            />
            <p id={`${prefix}-amount-hint`} className="form-field__hint">
              {t('admin.refund.amountHint', { amount: all })}
            </p>
            <p id={`${prefix}-amount-error`} className="form-field__error">
              {errors.amount}
            </p>
          </div>
        )
      }
      submitLabel={t('admin.refund.submit')}
      sendingLabel={t('admin.refund.sending')}
      check={(form, reason) => {
        const parsed = refund.partial
          ? parseRefundAmount(String(form.get('amount') ?? ''), refund.fullCents)
          : { ok: true as const, amountCents: undefined };
        if (!parsed.ok) return { ok: false, errors: { amount: t(`admin.refund.amountError.${parsed.problem}`, { amount: all }) } };
        const amount = formatKes(parsed.amountCents ?? refund.fullCents, t.locale);
        return {
          ok: true,
          payload: { amountCents: parsed.amountCents, reason },
          question: t('admin.refund.question', { id, amount }),
          confirmLabel: t('admin.refund.confirm', { amount }),
        };
      }}
      send={send}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
