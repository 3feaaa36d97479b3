// First: this section's own strings (src/build/island-strings.ts): it loads after the order page, and its words with it.
import 'virtual:island-strings';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { recordCash, type AdminOrderDetailView } from '../../client/admin.ts';
import type { ApiFailure } from '../../client/api.ts';
import { formatKes } from '../../lib/money.ts';
import { orderReference } from '../../lib/order-display.ts';
import { MPESA_RECEIPT, parseCashAmount, type CashMethod, type CashRequestInput } from '../../lib/orders/cash-collection.ts';
import type { Notice } from './Notices.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { CashMethodChoice } from './CashMethodChoice.tsx';
import { adminFailureMessage } from './useAdminData.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

type Field = 'amount' | 'receipt' | 'driver' | 'note';
type Errors = Partial<Record<Field | 'form', string>>;

/** The server's refusal beside the field it names, else under the form. */
function errorsOf(failure: ApiFailure): Errors {
  const message = adminFailureMessage(failure);
  const field = { amountCents: 'amount', mpesaReceipt: 'receipt', driver: 'driver', note: 'note' }[failure.field ?? ''] as
    Field | undefined;
  return field ? { [field]: message } : { form: message };
}

interface Props {
  detail: AdminOrderDetailView;
  onDone: (notice: Notice) => void;
  onClose: () => void;
}

/**
 * Cash received (POST /api/orders/{id}/cash): the amount, prefilled with what is still owed (the
 * goods and the delivery fee the driver collects, less earlier collections), how it was paid (cash,
 * or M-PESA with its receipt code), the driver and a note. It asks before sending, saying whether
 * the order will be paid in full or still owe the rest and that the customer gets a receipt; one
 * press records once (its request key), and a refusal is shown beside its field with what was typed.
 */
export function CashForm({ detail, onDone, onClose }: Props) {
  const { order } = detail;
  const owed = order.figures.dueDriverCents;
  const id = orderReference(order.order_id);
  const prefix = useId();
  const [method, setMethod] = useState<CashMethod>('cash');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<{ body: CashRequestInput; question: string; amount: string } | null>(null);
  const [sending, setSending] = useState(false);
  // One press of Record, one key: sent twice (a retry, a double click), it is recorded once.
  const [requestKey] = useState(() => crypto.randomUUID());
  const formRef = useRef<HTMLFormElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Opened, the cursor is in the amount: what was owed, ready to be changed.
  const [focusOn, setFocusOn] = useState<Field | 'send' | null>('amount');
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (focusOn) (formRef.current?.elements.namedItem(focusOn) as HTMLElement | null)?.focus();
  }, [focusOn]);

  function showErrors(next: Errors) {
    setErrors(next);
    setFocusOn((['amount', 'receipt', 'driver', 'note'] as const).find((field) => next[field]) ?? 'send');
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirming) return;
    const form = new FormData(event.currentTarget);
    const text = (name: Field) => String(form.get(name) ?? '').trim();
    const amount = parseCashAmount(text('amount'), owed);
    const receipt = text('receipt').replace(/\s+/g, '').toUpperCase();
    const next: Errors = {};
    if (!amount.ok)
      next.amount =
        amount.problem === 'over' ? t('admin.cash.error.over', { owed: formatKes(owed, t.locale), id }) : t('admin.cash.error.amount');
    if (method === 'mpesa' && !MPESA_RECEIPT.test(receipt)) next.receipt = t('admin.cash.error.receipt');
    if (!amount.ok || next.receipt) return showErrors(next);
    const body: CashRequestInput = {
      amountCents: amount.amountCents,
      method,
      requestKey,
      ...(method === 'mpesa' ? { mpesaReceipt: receipt } : {}),
      ...(text('driver') ? { driver: text('driver') } : {}),
      ...(text('note') ? { note: text('note') } : {}),
    };
    const words = {
      amount: formatKes(amount.amountCents, t.locale),
      method: t(`admin.cash.method.${method}`),
      id,
      rest: formatKes(owed - amount.amountCents, t.locale),
      name: order.customer_name,
      phone: order.customer_phone,
      email: order.customer_email,
    };
    setErrors({});
    setConfirming({
      body,
      amount: words.amount,
      question: t(amount.amountCents === owed ? 'admin.cash.form.questionFull' : 'admin.cash.form.questionShort', words),
    });
  }

  async function confirm() {
    if (!confirming || sending) return;
    setSending(true);
    const answer = await recordCash(order.order_id, confirming.body);
    setSending(false);
    setConfirming(null);
    if (!answer.ok) return showErrors(errorsOf(answer));
    const amount = formatKes(answer.data.collection.amountCents, t.locale);
    const rest = formatKes(answer.data.stillOwedCents, t.locale);
    const text = answer.data.repeated
      ? t('admin.cash.form.repeated', { id })
      : t(answer.data.stillOwedCents > 0 ? 'admin.cash.form.doneShort' : 'admin.cash.form.doneFull', { id, amount, rest });
    onDone({ kind: 'status', text });
  }

  const field = (name: Field) => `${prefix}-${name}`;
  const described = (name: Field) => `${field(name)}-hint ${field(name)}-error`;
  const invalid = (name: Field) => (errors[name] ? true : undefined);
  return (
    <form ref={formRef} id="cash" className="admin-action" noValidate onSubmit={submit} aria-labelledby={`${prefix}-heading`}>
      <h2 id={`${prefix}-heading`}>{t('admin.cash.form.heading', { id })}</h2>
      <p className="admin-action__intro">
        {t('admin.cash.form.owed', { owed: formatKes(owed, t.locale), total: formatKes(order.figures.totalCents, t.locale) })}
      </p>
      <fieldset className="admin-action__fields" disabled={confirming !== null}>
        <legend className="visually-hidden">{t('admin.cash.form.heading', { id })}</legend>
        <div className="form-field">
          <label htmlFor={field('amount')}>{t('admin.cash.form.amount')}</label>
          <input
            id={field('amount')}
            name="amount"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            size={12}
            defaultValue={String(owed / 100)}
            aria-invalid={invalid('amount')}
            aria-describedby={described('amount')}
          />
          <p id={`${field('amount')}-hint`} className="form-field__hint">
            {t('admin.cash.form.amountHint')}
          </p>
          <p id={`${field('amount')}-error`} className="form-field__error">
            {errors.amount}
          </p>
        </div>
        <CashMethodChoice legend={t('admin.cash.form.method')} method={method} onChange={setMethod} />
        {method === 'mpesa' && (
          <div className="form-field">
            <label htmlFor={field('receipt')}>{t('admin.cash.form.receipt')}</label>
            <input
              id={field('receipt')}
              name="receipt"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              size={14}
              maxLength={14}
              aria-invalid={invalid('receipt')}
              aria-describedby={described('receipt')}
            />
            <p id={`${field('receipt')}-hint`} className="form-field__hint">
              {t('admin.cash.form.receiptHint')}
            </p>
            <p id={`${field('receipt')}-error`} className="form-field__error">
              {errors.receipt}
            </p>
          </div>
        )}
        <div className="form-field">
          <label htmlFor={field('driver')}>{t('admin.cash.form.driver')}</label>
          <input
            id={field('driver')}
            name="driver"
            type="text"
            autoComplete="off"
            maxLength={80}
            defaultValue={order.driver ?? ''}
            aria-invalid={invalid('driver')}
            aria-describedby={described('driver')}
          />
          <p id={`${field('driver')}-hint`} className="form-field__hint">
            {t('admin.cash.form.driverHint')}
          </p>
          <p id={`${field('driver')}-error`} className="form-field__error">
            {errors.driver}
          </p>
        </div>
        <div className="form-field">
          <label htmlFor={field('note')}>{t('admin.cash.form.note')}</label>
          <textarea
            id={field('note')}
            name="note"
            rows={2}
            maxLength={200}
            aria-invalid={invalid('note')}
            aria-describedby={described('note')}
          />
          <p id={`${field('note')}-hint`} className="form-field__hint">
            {t('admin.cash.form.noteHint')}
          </p>
          <p id={`${field('note')}-error`} className="form-field__error">
            {errors.note}
          </p>
        </div>
      </fieldset>
      <ConfirmStep
        prefix={prefix}
        error={errors.form}
        question={confirming?.question ?? null}
        sending={sending}
        confirmRef={confirmRef}
        labels={{
          confirm: t('admin.cash.form.confirm', { amount: confirming?.amount ?? '' }),
          sending: t('admin.cash.form.sending'),
          submit: t('admin.cash.form.submit'),
        }}
        onConfirm={() => void confirm()}
        onBack={() => {
          setConfirming(null);
          setFocusOn('amount');
        }}
        onClose={onClose}
      />
    </form>
  );
}
