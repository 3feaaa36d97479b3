import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { cancelOrder, type CancelAnswer } from '../../client/orders.ts';
import type { AccountOrder } from '../../api/account.ts';
import { formatDateTime } from '../../lib/date-time.ts';
import { formatKes } from '../../lib/money.ts';
import { orderReference } from '../../lib/order-display.ts';
import { REASON_MAX_LENGTH, reasonProblem } from '../../lib/orders/reason.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { cancelWords } from '../../lib/layby/plan-words.ts';

const t = translationsFor(pageLocale());

interface Props {
  order: AccountOrder;
  /** Until when the customer may cancel it (order.cancelUntil). */
  until: string;
  onCancelled: (answer: CancelAnswer) => void;
}

/**
 * "Cancel order" while the customer may: the button opens a panel in its place that says until
 * when, that a paid order's money goes back, and asks why (the reason field takes the focus).
 * Confirm posts it; Keep (or Escape) closes the panel and gives the focus back to the button. What
 * the API refuses is said under the reason, in its words, with the reason kept as typed.
 */
export function CancelOrder({ order, until, onCancelled }: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<{ message: string; field: boolean } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (open) field.current?.focus();
    else if (opened.current) button.current?.focus();
    opened.current ||= open;
  }, [open]);

  const id = `cancel-${order.id}`;

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (working) return;
    const problem = reasonProblem(reason);
    if (problem) {
      setError({ message: t(problem), field: true });
      field.current?.focus();
      return;
    }
    setWorking(true);
    setError(null);
    const answer = await cancelOrder(order.id, reason.trim());
    if (answer.ok) {
      onCancelled(answer.data);
      return;
    }
    setWorking(false);
    setError({
      message: answer.status === 0 || !answer.message ? t('checkout.genericError') : answer.message,
      field: answer.field === 'reason',
    });
  }

  function keep() {
    if (working) return;
    setError(null);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      keep();
    }
  }

  if (!open) {
    return (
      <button ref={button} type="button" className="button button--ghost order-cancel__open" onClick={() => setOpen(true)}>
        {t(order.plan ? 'laybyTrack.cancel.button' : 'cancel.button')}
      </button>
    );
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape anywhere in the form closes it, as in a dialog
    <form
      className="order-cancel"
      aria-labelledby={`${id}-heading`}
      aria-busy={working}
      noValidate
      onSubmit={(event) => void confirm(event)}
      onKeyDown={onKeyDown}
    >
      <h3 id={`${id}-heading`}>{t('cancel.heading', { reference: orderReference(order.id) })}</h3>
      {/* A lay-by is cancelled any time before it is paid: the fee and what goes back, said before the confirm. */}
      {order.plan ? (
        <>
          <p>{t('laybyTrack.cancel.when')}</p>
          <p data-testid="layby-cancel-quote">{cancelWords(order.plan, t)}</p>
        </>
      ) : (
        <>
          <p>{t('cancel.until', { time: formatDateTime(until, t.locale) })}</p>
          {order.paidAt && <p>{t('cancel.refundNote', { amount: formatKes(order.figures.paidCents, t.locale) })}</p>}
        </>
      )}
      <div className="form-field">
        <label htmlFor={`${id}-reason`}>
          {t('cancel.reasonLabel')}
          <span aria-hidden="true"> *</span>
        </label>
        <p className="form-field__hint" id={`${id}-hint`}>
          {t('cancel.reasonHint')}
        </p>
        <textarea
          ref={field}
          id={`${id}-reason`}
          name="reason"
          rows={3}
          maxLength={REASON_MAX_LENGTH}
          required
          aria-invalid={error?.field ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <p className="form-field__error" id={`${id}-error`} role="alert">
          {error?.message ?? ''}
        </p>
      </div>
      <div className="order-cancel__actions">
        <button type="submit" className="button button--danger" aria-disabled={working || undefined}>
          {working ? t('cancel.working') : t(order.plan ? 'laybyTrack.cancel.confirm' : 'cancel.confirm')}
        </button>
        <button type="button" className="button button--ghost" onClick={keep} aria-disabled={working || undefined}>
          {t('cancel.keep')}
        </button>
      </div>
    </form>
  );
}
