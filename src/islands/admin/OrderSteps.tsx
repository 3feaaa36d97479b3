import { useEffect, useId, useRef, useState } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { confirmOrder, setDeliveryStatus, type AdminOrderView } from '../../client/admin.ts';
import type { ApiResult } from '../../client/api.ts';
import { orderReference } from '../../lib/order-display.ts';
import { adminSteps } from '../../lib/orders/lifecycle.ts';
import type { Notice } from './Notices.tsx';
import { adminFailureMessage } from './useAdminData.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** The steps taken with one button and a confirmation: the customer confirmed by phone, the goods leave, the goods arrive. */
const QUICK_STEPS = ['confirm', 'ship', 'deliver'] as const;
type QuickStep = (typeof QUICK_STEPS)[number];
const TAKE: Record<QuickStep, (orderId: string, driver?: string) => Promise<ApiResult<AdminOrderView>>> = {
  confirm: confirmOrder,
  ship: (orderId, driver) => setDeliveryStatus(orderId, 'shipped', driver),
  deliver: (orderId) => setDeliveryStatus(orderId, 'delivered'),
};

interface Props {
  order: Pick<AdminOrderView, 'order_id' | 'orderStatus' | 'delivery_status' | 'customer_name' | 'customer_email' | 'customer_phone'>;
  /** After a step: the updated order (the caller reloads its data). */
  onSaved: (order: AdminOrderView) => void;
  onNotice: (notice: Notice) => void;
  /** Cash received opens the order page's form here; without it (the desk) the step links to the order page. */
  onCollectCash?: (() => void) | undefined;
}

/**
 * The order's next steps (orders/lifecycle.ts): a labelled button for each step its stage allows
 * now, and none for the rest. Each step tells the customer, so it first asks to confirm and says
 * who will be told what; the confirm button is disabled while the call runs (one click, one step),
 * and a refusal (the order moved on meanwhile) is said with the server's words, naming the stage.
 */
export function OrderSteps({ order, onSaved, onNotice, onCollectCash }: Props) {
  const labelId = useId();
  const driverId = useId();
  const [asking, setAsking] = useState<QuickStep | null>(null);
  const [driver, setDriver] = useState('');
  const [sending, setSending] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const stepRefs = useRef(new Map<QuickStep, HTMLButtonElement>());
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  const short = orderReference(order.order_id);
  const next = adminSteps({ orderStatus: order.orderStatus, deliveryStatus: order.delivery_status });
  const steps = next.filter((step): step is QuickStep => (QUICK_STEPS as readonly string[]).includes(step));
  // What the driver brought back is recorded with its own form (CashForm.tsx), on the order's page.
  const collectCash = next.includes('collect_cash');
  if (steps.length === 0 && !collectCash) return null;

  async function confirm(step: QuickStep) {
    if (sending) return;
    setSending(true);
    onNotice({ kind: 'status', text: t('admin.steps.saving', { id: short }) });
    const answer = await TAKE[step](order.order_id, step === 'ship' ? driver.trim() || undefined : undefined);
    setSending(false);
    setAsking(null);
    if (!answer.ok) {
      onNotice({ kind: 'error', text: t('admin.steps.failed', { id: short, message: adminFailureMessage(answer) }) });
      return;
    }
    onNotice({ kind: 'status', text: t(`admin.steps.${step}.done`, { id: short }) });
    onSaved(answer.data);
  }

  function back(step: QuickStep) {
    setAsking(null);
    queueMicrotask(() => stepRefs.current.get(step)?.focus());
  }

  const who = { id: short, name: order.customer_name, email: order.customer_email, phone: order.customer_phone };
  return (
    <div className="admin-steps" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="visually-hidden">
        {t('admin.steps.label', { id: short })}
      </span>
      {asking ? (
        <div className="admin-action__confirm">
          {asking === 'ship' && (
            <div className="form-field">
              <label htmlFor={driverId}>{t('admin.steps.ship.driver')}</label>
              <input
                id={driverId}
                value={driver}
                maxLength={80}
                autoComplete="off"
                onChange={(e) => setDriver(e.target.value)}
                aria-describedby={`${driverId}-hint`}
              />
              <p id={`${driverId}-hint`} className="form-field__hint">
                {t('admin.steps.ship.driverHint')}
              </p>
            </div>
          )}
          <p>
            {asking === 'ship' && driver.trim()
              ? t('admin.steps.ship.questionDriver', { ...who, driver: driver.trim() })
              : t(`admin.steps.${asking}.question`, who)}
          </p>
          <div className="admin-action__buttons">
            <button ref={confirmRef} type="button" className="button" disabled={sending} onClick={() => void confirm(asking)}>
              {sending ? t('admin.steps.sending') : t(`admin.steps.${asking}.confirm`)}
            </button>
            <button type="button" className="button button--ghost" disabled={sending} onClick={() => back(asking)}>
              {t('admin.form.back')}
            </button>
          </div>
        </div>
      ) : (
        steps.map((step) => (
          <button
            key={step}
            ref={(button) => {
              if (button) stepRefs.current.set(step, button);
            }}
            type="button"
            className="button button--ghost"
            onClick={() => setAsking(step)}
          >
            {t(`admin.steps.${step}`)}
            <span className="visually-hidden">{t('admin.steps.ofOrder', { id: short })}</span>
          </button>
        ))
      )}
      {!asking &&
        collectCash &&
        (onCollectCash ? (
          <button type="button" className="button button--ghost" onClick={onCollectCash}>
            {t('admin.steps.collect_cash')}
            <span className="visually-hidden">{t('admin.steps.ofOrder', { id: short })}</span>
          </button>
        ) : (
          <a className="button button--ghost" href={`/admin/order?id=${encodeURIComponent(order.order_id)}#cash`}>
            {t('admin.steps.collect_cash')}
            <span className="visually-hidden">{t('admin.steps.ofOrder', { id: short })}</span>
          </a>
        ))}
    </div>
  );
}
