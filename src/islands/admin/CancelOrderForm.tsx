import { translationsFor } from '../../i18n/index.ts';
import { cancelOrderAsAdmin } from '../../client/admin.ts';
import type { AdminOrderDetailView } from '../../client/admin.ts';
import { formatKes } from '../../lib/money.ts';
import { orderReference } from '../../lib/order-display.ts';
import { AfterSaleForm, type Sent } from './AfterSaleForm.tsx';
import type { Notice } from './Notices.tsx';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/**
 * Cancel order: what it does to this order's money (refunded in full, its Pesapal page closed, or
 * nothing for cash), a reason, then POST /api/orders/{id}/cancel with the admin's token.
 */
export function CancelOrderForm({
  detail,
  onDone,
  onClose,
}: {
  detail: AdminOrderDetailView;
  onDone: (notice: Notice) => void;
  onClose: () => void;
}) {
  const id = orderReference(detail.order.order_id);
  const plan = detail.can.cancelPlan ?? 'cancel';
  const paid = formatKes(detail.can.refund?.fullCents ?? detail.order.total_cents, t.locale);

  async function send(reason: string): Promise<Sent> {
    const answer = await cancelOrderAsAdmin(detail.order.order_id, reason);
    if (!answer.ok) return { ok: false, failure: answer };
    const refund = answer.data.refund;
    if (!refund) return { ok: true, notice: { kind: 'status', text: t('admin.cancel.done', { id }) } };
    const amount = formatKes(refund.amountCents, t.locale);
    return refund.ok
      ? { ok: true, notice: { kind: 'status', text: t('admin.cancel.doneRefund', { id, amount }) } }
      : { ok: true, notice: { kind: 'error', text: t('admin.cancel.refundNotTaken', { id, amount }) } };
  }

  return (
    <AfterSaleForm<string>
      heading={t('admin.cancel.heading', { id })}
      intro={
        <p className="admin-action__intro">
          {t(`admin.cancel.plan.${plan}`, { amount: paid })} {t('admin.cancel.told')}
        </p>
      }
      submitLabel={t('admin.cancel.submit')}
      sendingLabel={t('admin.cancel.sending')}
      check={(_, reason) => ({
        ok: true,
        payload: reason,
        question:
          plan === 'cancel_and_refund' ? t('admin.cancel.questionRefund', { id, amount: paid }) : t('admin.cancel.question', { id }),
        confirmLabel: t('admin.cancel.confirm'),
      })}
      send={send}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
