import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { AdminLaybyPlan } from '../../api/admin-layby.ts';
import { extendLaybyPlan, recordLaybyPayment, type LaybyPaymentInput } from '../../client/admin-layby.ts';
import type { ApiFailure } from '../../client/api.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { addDays } from '../../lib/layby/calendar.ts';
import { formatKes } from '../../lib/money.ts';
import { MPESA_RECEIPT, parseCashAmount, type CashMethod } from '../../lib/orders/cash-collection.ts';
import type { Notice } from './Notices.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { HintedField } from './HintedField.tsx';
import { CashMethodChoice } from './CashMethodChoice.tsx';
import { adminFailureMessage } from './useAdminData.ts';
import { planDay } from './layby-words.ts';

const t = translationsFor(pageLocale());
const kes = (cents: number) => formatKes(cents, t.locale);

type Errors = Partial<Record<string, string>>;

/** The server's refusal beside the field it names (by the form's name for it), else under the form. */
function errorsOf(failure: ApiFailure, fields: Record<string, string>): Errors {
  const message = adminFailureMessage(failure);
  const field = fields[failure.field ?? ''];
  return field ? { [field]: message } : { form: message };
}

interface FormProps {
  plan: AdminLaybyPlan;
  onDone: (notice: Notice) => void;
  onClose: () => void;
}

/**
 * A payment made at the shop (POST /api/admin/layby/{orderId}/cash): the amount (the next suggested
 * one to start with), cash or M-PESA with its receipt code, and a note. It asks before sending,
 * saying what the balance becomes or that the plan is paid in full; one press records once.
 */
export function LaybyPaymentForm({ plan, onDone, onClose }: FormProps) {
  const prefix = useId();
  const [method, setMethod] = useState<CashMethod>('cash');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<{ body: LaybyPaymentInput; question: string; amount: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [requestKey] = useState(() => crypto.randomUUID());
  const formRef = useRef<HTMLFormElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [focusOn, setFocusOn] = useState<string | null>('amount');
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (focusOn) (formRef.current?.elements.namedItem(focusOn) as HTMLElement | null)?.focus();
  }, [focusOn]);

  const id = plan.reference;
  const first = Math.min(plan.status === 'awaiting_deposit' ? plan.depositCents : plan.suggestedCents, plan.balanceCents);

  function showErrors(next: Errors) {
    setErrors(next);
    setFocusOn(['amount', 'receipt', 'note'].find((field) => next[field]) ?? 'send');
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirming) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const amount = parseCashAmount(text('amount'), plan.balanceCents);
    const receipt = text('receipt').replace(/\s+/g, '').toUpperCase();
    const next: Errors = {};
    if (!amount.ok) next.amount = t('admin.layby.pay.errorAmount', { balance: kes(plan.balanceCents) });
    if (method === 'mpesa' && !MPESA_RECEIPT.test(receipt)) next.receipt = t('admin.cash.error.receipt');
    if (!amount.ok || next.receipt) return showErrors(next);
    const body: LaybyPaymentInput = {
      amountCents: amount.amountCents,
      method,
      requestKey,
      ...(method === 'mpesa' ? { mpesaReceipt: receipt } : {}),
      ...(text('note') ? { note: text('note') } : {}),
    };
    const words = {
      amount: kes(amount.amountCents),
      method: t(`admin.cash.method.${method}`),
      id,
      rest: kes(plan.balanceCents - amount.amountCents),
      name: plan.customerName,
    };
    setErrors({});
    setConfirming({
      body,
      amount: words.amount,
      question: t(amount.amountCents === plan.balanceCents ? 'admin.layby.pay.questionFull' : 'admin.layby.pay.question', words),
    });
  }

  async function confirm() {
    if (!confirming || sending) return;
    setSending(true);
    const answer = await recordLaybyPayment(plan.orderId, confirming.body);
    setSending(false);
    setConfirming(null);
    if (!answer.ok) return showErrors(errorsOf(answer, { amountCents: 'amount', mpesaReceipt: 'receipt', note: 'note' }));
    const words = { id, amount: kes(answer.data.collection.amountCents), rest: kes(answer.data.plan.balanceCents) };
    const text = answer.data.repeated
      ? t('admin.layby.pay.repeated', { id })
      : t(answer.data.plan.balanceCents === 0 ? 'admin.layby.pay.doneFull' : 'admin.layby.pay.done', words);
    onDone({ kind: 'status', text });
  }

  const field = (name: string) => `${prefix}-${name}`;
  return (
    <form ref={formRef} className="admin-action" noValidate onSubmit={submit} aria-labelledby={`${prefix}-heading`}>
      <h2 id={`${prefix}-heading`}>{t('admin.layby.pay.heading', { id })}</h2>
      <p className="admin-action__intro">
        {t('admin.layby.pay.intro', { balance: kes(plan.balanceCents), total: kes(plan.totalCents), min: kes(plan.minPaymentCents) })}
      </p>
      <fieldset className="admin-action__fields" disabled={confirming !== null}>
        <legend className="visually-hidden">{t('admin.layby.pay.heading', { id })}</legend>
        <HintedField
          id={field('amount')}
          name="amount"
          label={t('admin.layby.pay.amount')}
          hint={t('admin.layby.pay.amountHint')}
          error={errors.amount}
        >
          {(aria) => <input {...aria} type="text" inputMode="numeric" autoComplete="off" size={12} defaultValue={String(first / 100)} />}
        </HintedField>
        <CashMethodChoice legend={t('admin.layby.pay.method')} method={method} onChange={setMethod} />
        {method === 'mpesa' && (
          <HintedField
            id={field('receipt')}
            name="receipt"
            label={t('admin.layby.pay.receipt')}
            hint={t('admin.layby.pay.receiptHint')}
            error={errors.receipt}
          >
            {(aria) => (
              <input {...aria} type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} size={14} maxLength={14} />
            )}
          </HintedField>
        )}
        <HintedField
          id={field('note')}
          name="note"
          label={t('admin.layby.pay.note')}
          hint={t('admin.layby.pay.noteHint')}
          error={errors.note}
        >
          {(aria) => <textarea {...aria} rows={2} maxLength={200} />}
        </HintedField>
      </fieldset>
      <ConfirmStep
        prefix={prefix}
        error={errors.form}
        question={confirming?.question ?? null}
        sending={sending}
        confirmRef={confirmRef}
        labels={{
          confirm: t('admin.layby.pay.confirm', { amount: confirming?.amount ?? '' }),
          sending: t('admin.layby.pay.sending'),
          submit: t('admin.layby.pay.submit'),
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

/** A later end date with its reason (POST /api/admin/layby/{orderId}/extend). */
export function LaybyExtendForm({ plan, onDone, onClose }: FormProps) {
  const prefix = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    (formRef.current?.elements.namedItem('endsOn') as HTMLElement | null)?.focus();
  }, []);
  const id = plan.reference;
  const endsOn = planDay(plan.endsOn);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = new FormData(event.currentTarget);
    const body = { endsOn: String(form.get('endsOn') ?? ''), reason: String(form.get('reason') ?? '').trim() };
    const next: Errors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(body.endsOn) || body.endsOn <= plan.endsOn) next.endsOn = t('layby.error.extendDate', { endsOn });
    if (body.reason.length < 3) next.reason = t('admin.layby.error.reason');
    setErrors(next);
    const wrong = ['endsOn', 'reason'].find((name) => next[name]);
    if (wrong) return (formRef.current?.elements.namedItem(wrong) as HTMLElement | null)?.focus();
    setSending(true);
    const answer = await extendLaybyPlan(plan.orderId, body);
    setSending(false);
    if (!answer.ok) return setErrors(errorsOf(answer, { endsOn: 'endsOn', reason: 'reason' }));
    onDone({ kind: 'status', text: t('admin.layby.ext.done', { id, endsOn: planDay(answer.data.plan.endsOn) }) });
  }

  const field = (name: string) => `${prefix}-${name}`;
  return (
    <form ref={formRef} className="admin-action" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${prefix}-heading`}>
      <h2 id={`${prefix}-heading`}>{t('admin.layby.ext.heading', { id })}</h2>
      <p className="admin-action__intro">{t('admin.layby.ext.intro', { endsOn })}</p>
      <fieldset className="admin-action__fields" disabled={sending}>
        <legend className="visually-hidden">{t('admin.layby.ext.heading', { id })}</legend>
        <HintedField
          id={field('endsOn')}
          name="endsOn"
          label={t('admin.layby.ext.date')}
          hint={t('admin.layby.ext.dateHint', { endsOn })}
          error={errors.endsOn}
        >
          {(aria) => <input {...aria} type="date" required min={addDays(plan.endsOn, 1)} defaultValue={addDays(plan.endsOn, 14)} />}
        </HintedField>
        <HintedField
          id={field('reason')}
          name="reason"
          label={t('admin.layby.ext.reason')}
          hint={t('admin.layby.ext.reasonHint')}
          error={errors.reason}
        >
          {(aria) => <textarea {...aria} rows={2} maxLength={500} required />}
        </HintedField>
      </fieldset>
      <p className="admin-action__error" role="alert">
        {errors.form}
      </p>
      <div className="admin-action__buttons">
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('admin.layby.ext.sending') : t('admin.layby.ext.submit')}
        </button>
        <button type="button" className="button button--ghost" disabled={sending} onClick={onClose}>
          {t('admin.form.close')}
        </button>
      </div>
    </form>
  );
}
