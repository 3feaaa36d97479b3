import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import type { ApiFailure } from '../../client/api.ts';
import type { Notice } from './Notices.tsx';
import { adminFailureMessage } from './useAdminData.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** The form's errors: beside the reason, beside the amount or the serial, or under the form. */
export interface FormErrors {
  reason?: string;
  amount?: string;
  serial?: string;
  form?: string;
}

/** What the form's fields say, read when it is submitted: what to send and the question to confirm, or what is wrong. */
export type Checked<P> = { ok: true; payload: P; question: string; confirmLabel: string } | { ok: false; errors: FormErrors };

/** What sending did: the notice for the page, or the server's refusal (its field, when it names one). */
export type Sent = { ok: true; notice: Notice } | { ok: false; failure: ApiFailure };

interface Props<P> {
  heading: string;
  /** What the action does, in words. */
  intro: ReactNode;
  /** Fields besides the reason, given their ids' prefix and the errors shown. */
  fields?: (prefix: string, errors: FormErrors) => ReactNode;
  /** Where the reason is kept, when not in the order's audit. */
  reasonHint?: string;
  /** The fields come before the reason (what the action sets, then why). */
  fieldsFirst?: boolean;
  submitLabel: string;
  sendingLabel: string;
  check: (form: FormData, reason: string) => Checked<P>;
  send: (payload: P) => Promise<Sent>;
  onDone: (notice: Notice) => void;
  onClose: () => void;
}

const REASON_MAX = 500;

/** The server's refusal beside the field it names (amountCents, serial, reason), else under the form. */
function errorsOf(failure: ApiFailure): FormErrors {
  const message = adminFailureMessage(failure);
  if (failure.field === 'amountCents') return { amount: message };
  if (failure.field === 'serial') return { serial: message };
  if (failure.field === 'reason') return { reason: message };
  return { form: message };
}

/**
 * An admin action on an order (cancel, refund): a reason, the action's own fields, then a question
 * to confirm before anything is sent. The fields are locked while confirming and sending, and keep
 * what was typed when the server refuses; the confirm button is disabled while the call runs, so a
 * double click sends once (the server is idempotent besides).
 */
export function AfterSaleForm<P>({
  heading,
  intro,
  fields,
  reasonHint,
  fieldsFirst = false,
  submitLabel,
  sendingLabel,
  check,
  send,
  onDone,
  onClose,
}: Props<P>) {
  const prefix = useId();
  const [errors, setErrors] = useState<FormErrors>({});
  const [confirming, setConfirming] = useState<Extract<Checked<P>, { ok: true }> | null>(null);
  const [sending, setSending] = useState(false);
  const sendingNow = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  // The cursor goes where the admin is to act next: the confirm button, the first field that is
  // wrong, or (when the server refused the whole request) the button that sends it again.
  const [focusOn, setFocusOn] = useState<{ name: 'reason' | 'amount' | 'serial' | 'send' } | null>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (focusOn) (formRef.current?.elements.namedItem(focusOn.name) as HTMLElement | null)?.focus();
  }, [focusOn]);

  function showErrors(next: FormErrors) {
    setErrors(next);
    setFocusOn({ name: next.reason ? 'reason' : next.amount ? 'amount' : next.serial ? 'serial' : 'send' });
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirming) return;
    const form = new FormData(event.currentTarget);
    const reason = String(form.get('reason') ?? '').trim();
    const reasonError = reason === '' || reason.length > REASON_MAX ? t('admin.form.reasonMissing') : undefined;
    const checked = check(form, reason);
    if (reasonError || !checked.ok) {
      showErrors({ ...(checked.ok ? {} : checked.errors), ...(reasonError ? { reason: reasonError } : {}) });
      return;
    }
    setErrors({});
    setConfirming(checked);
  }

  async function confirm() {
    if (!confirming || sendingNow.current) return;
    sendingNow.current = true;
    setSending(true);
    const sent = await send(confirming.payload);
    sendingNow.current = false;
    setSending(false);
    setConfirming(null);
    if (sent.ok) onDone(sent.notice);
    else showErrors(errorsOf(sent.failure));
  }

  function back() {
    setConfirming(null);
    setFocusOn({ name: 'reason' });
  }

  const id = (name: string) => `${prefix}-${name}`;
  return (
    <form ref={formRef} className="admin-action" noValidate onSubmit={submit} aria-labelledby={id('heading')}>
      <h3 id={id('heading')}>{heading}</h3>
      {intro}
      <fieldset className="admin-action__fields" disabled={confirming !== null}>
        <legend className="visually-hidden">{heading}</legend>
        {fieldsFirst ? fields?.(prefix, errors) : null}
        <div className="form-field">
          <label htmlFor={id('reason')}>{t('admin.form.reason')}</label>
          <textarea
            id={id('reason')}
            name="reason"
            rows={2}
            maxLength={REASON_MAX}
            required
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={`${id('reason-hint')} ${id('reason-error')}`}
          />
          <p id={id('reason-hint')} className="form-field__hint">
            {reasonHint ?? t('admin.form.reasonHint')}
          </p>
          <p id={id('reason-error')} className="form-field__error">
            {errors.reason}
          </p>
        </div>
        {fieldsFirst ? null : fields?.(prefix, errors)}
      </fieldset>
      <p className="admin-action__error" role="alert">
        {errors.form}
      </p>
      {confirming ? (
        <div className="admin-action__confirm" role="group" aria-labelledby={id('question')}>
          <p id={id('question')}>{confirming.question}</p>
          <div className="admin-action__buttons">
            <button ref={confirmRef} type="button" className="button" disabled={sending} onClick={() => void confirm()}>
              {sending ? sendingLabel : confirming.confirmLabel}
            </button>
            <button type="button" className="button button--ghost" disabled={sending} onClick={back}>
              {t('admin.form.back')}
            </button>
          </div>
        </div>
      ) : (
        <div className="admin-action__buttons">
          <button type="submit" name="send" className="button">
            {submitLabel}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('admin.form.close')}
          </button>
        </div>
      )}
    </form>
  );
}
