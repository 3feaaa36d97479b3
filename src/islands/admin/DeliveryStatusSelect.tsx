import { useState } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { setDeliveryStatus } from '../../client/admin.ts';
import { adminFailureMessage } from './useAdminData.ts';
import type { AdminOrderView } from '../../client/admin.ts';
import { orderReference } from '../../lib/order-display.ts';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../../lib/order-types.ts';
import { deliveryLabel } from './labels.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

export type Notice = { kind: 'status' | 'error'; text: string } | null;

interface Props {
  order: Pick<AdminOrderView, 'order_id' | 'delivery_status'>;
  /** After a save: the updated order (the caller reloads its data). */
  onSaved: (order: AdminOrderView) => void;
  /** What to tell the admin: saving, saved, or failed and put back. */
  onNotice: (notice: Notice) => void;
}

/**
 * The delivery-status select of one order. Any status may follow any other (spec section 4).
 * Changing it saves at once; on failure the previous value comes back with the reason. While a
 * save runs, further changes are ignored (aria-disabled, so keyboard focus stays on the control).
 */
export function DeliveryStatusSelect({ order, onSaved, onNotice }: Props) {
  const [value, setValue] = useState<DeliveryStatus>(order.delivery_status);
  const [saving, setSaving] = useState(false);
  const [shown, setShown] = useState(order.delivery_status);
  if (shown !== order.delivery_status) {
    setShown(order.delivery_status);
    setValue(order.delivery_status);
  }
  const short = orderReference(order.order_id);

  async function change(next: DeliveryStatus) {
    if (saving) return;
    const previous = value;
    setValue(next);
    setSaving(true);
    onNotice({ kind: 'status', text: t('admin.status.saving', { id: short }) });
    const answer = await setDeliveryStatus(order.order_id, next);
    setSaving(false);
    if (!answer.ok) {
      setValue(previous);
      onNotice({
        kind: 'error',
        text: t('admin.status.failed', { id: short, message: adminFailureMessage(answer), status: deliveryLabel(previous) }),
      });
      return;
    }
    onNotice({ kind: 'status', text: t('admin.status.saved', { id: short, status: deliveryLabel(answer.data.delivery_status) }) });
    onSaved(answer.data);
  }

  return (
    <select
      className="admin-select"
      aria-label={t('admin.status.label', { id: short })}
      value={value}
      aria-busy={saving}
      aria-disabled={saving}
      onChange={(event) => void change(event.currentTarget.value as DeliveryStatus)}
    >
      {DELIVERY_STATUSES.map((status) => (
        <option key={status} value={status}>
          {deliveryLabel(status)}
        </option>
      ))}
    </select>
  );
}
