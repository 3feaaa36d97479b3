import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { StockFigures } from '../../../api/stock.ts';
import type { ApiResult } from '../../../client/api.ts';
import { translationsFor } from '../../../i18n/index.ts';
import { pageLocale } from '../../../i18n/page-locale.ts';
import { adminFailureMessage } from '../useAdminData.ts';

const t = translationsFor(pageLocale());

/** One field of a stock form: a number of units, a line of text, a paragraph, or one of a few choices. */
export type StockField =
  | { name: string; kind: 'units' | 'text' | 'textarea'; label: string; hint?: string; defaultValue?: string; maxLength?: number }
  | { name: string; kind: 'choice'; label: string; choices: ReadonlyArray<{ value: string; label: string }>; defaultValue: string };

/** Errors by field name; `form` for what belongs to no field. */
export type StockErrors = Record<string, string>;

/** What the fields say when the form is sent: what to send (and the question to ask first, when there is one), or what is wrong. */
type StockChecked<P> = { ok: true; payload: P; ask?: { question: string; confirm: string } } | { ok: false; errors: StockErrors };

/** What sending did: the product's new figures, or the errors to show by field. */
export type StockSent = { ok: true; figures: StockFigures } | { ok: false; errors: StockErrors };

/** The API's answer as errors beside the field it names (its body's name mapped to the form's by `fields`), else under the form. */
export function sentOf(answer: ApiResult<StockFigures>, fields: Record<string, string> = {}): StockSent {
  if (answer.ok) return { ok: true, figures: answer.data };
  const field = answer.field ? (Object.hasOwn(fields, answer.field) ? fields[answer.field] : undefined) : undefined;
  return { ok: false, errors: { [field ?? 'form']: adminFailureMessage(answer) } };
}

interface Props<P> {
  heading: string;
  intro: string;
  fields: readonly StockField[];
  submitLabel: string;
  check: (form: FormData) => StockChecked<P>;
  send: (payload: P) => Promise<StockSent>;
  onDone: (figures: StockFigures, payload: P) => void;
  onClose: () => void;
}

/**
 * One of the product's stock forms (count, receive, adjust, threshold, return): labelled fields
 * with their hints and errors, checked when sent; a change worth a second look (a count that lowers
 * stock a lot) asks first. The cursor starts in the first field, goes to the first field that is
 * wrong, or to the confirm button; the fields keep what was typed when the server refuses, its
 * reason beside the field it names; a double press sends once.
 */
export function StockForm<P>({ heading, intro, fields, submitLabel, check, send, onDone, onClose }: Props<P>) {
  const prefix = useId();
  const [errors, setErrors] = useState<StockErrors>({});
  const [asking, setAsking] = useState<{ payload: P; question: string; confirm: string } | null>(null);
  const [sending, setSending] = useState(false);
  const sendingNow = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [focusOn, setFocusOn] = useState<{ name: string } | null>({ name: fields[0]?.name ?? 'send' });

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  useEffect(() => {
    const target = focusOn && formRef.current?.elements.namedItem(focusOn.name);
    // A group of radio buttons is found as a list: its first button takes the cursor.
    const element = target && 'focus' in target ? target : (target as RadioNodeList | null)?.[0];
    (element as HTMLElement | undefined)?.focus();
  }, [focusOn]);

  function showErrors(next: StockErrors) {
    setErrors(next);
    setFocusOn({ name: fields.find((field) => next[field.name])?.name ?? 'send' });
  }

  async function sendNow(payload: P) {
    if (sendingNow.current) return;
    sendingNow.current = true;
    setSending(true);
    const sent = await send(payload);
    sendingNow.current = false;
    setSending(false);
    setAsking(null);
    if (sent.ok) onDone(sent.figures, payload);
    else showErrors(sent.errors);
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (asking || sendingNow.current) return;
    const checked = check(new FormData(event.currentTarget));
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    if (checked.ask) setAsking({ payload: checked.payload, ...checked.ask });
    else void sendNow(checked.payload);
  }

  const id = (name: string) => `${prefix}-${name}`;
  const described = (field: StockField) => `${'hint' in field && field.hint ? `${id(field.name)}-hint ` : ''}${id(field.name)}-error`;
  return (
    <form ref={formRef} className="admin-action stock-form" noValidate onSubmit={submit} aria-labelledby={id('heading')}>
      <h3 id={id('heading')}>{heading}</h3>
      <p className="admin-action__intro">{intro}</p>
      <fieldset className="admin-action__fields" disabled={asking !== null || sending}>
        <legend className="visually-hidden">{heading}</legend>
        {fields.map((field) =>
          field.kind === 'choice' ? (
            <fieldset key={field.name} className="stock-form__choices" aria-describedby={`${id(field.name)}-error`}>
              <legend>{field.label}</legend>
              {field.choices.map((choice) => (
                <label key={choice.value}>
                  <input type="radio" name={field.name} value={choice.value} defaultChecked={choice.value === field.defaultValue} />{' '}
                  {choice.label}
                </label>
              ))}
              <p id={`${id(field.name)}-error`} className="form-field__error">
                {errors[field.name]}
              </p>
            </fieldset>
          ) : (
            <div key={field.name} className="form-field">
              <label htmlFor={id(field.name)}>{field.label}</label>
              {field.kind === 'textarea' ? (
                <textarea
                  id={id(field.name)}
                  name={field.name}
                  rows={2}
                  maxLength={field.maxLength}
                  defaultValue={field.defaultValue}
                  aria-invalid={errors[field.name] ? true : undefined}
                  aria-describedby={described(field)}
                />
              ) : (
                <input
                  id={id(field.name)}
                  name={field.name}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  {...(field.kind === 'units' ? { inputMode: 'numeric' as const, size: 10 } : {})}
                  maxLength={field.maxLength}
                  defaultValue={field.defaultValue}
                  aria-invalid={errors[field.name] ? true : undefined}
                  aria-describedby={described(field)}
                />
              )}
              {field.hint && (
                <p id={`${id(field.name)}-hint`} className="form-field__hint">
                  {field.hint}
                </p>
              )}
              <p id={`${id(field.name)}-error`} className="form-field__error">
                {errors[field.name]}
              </p>
            </div>
          ),
        )}
      </fieldset>
      <p className="admin-action__error" role="alert">
        {errors.form}
      </p>
      {asking ? (
        <div className="admin-action__confirm" role="group" aria-labelledby={id('question')}>
          <p id={id('question')}>{asking.question}</p>
          <div className="admin-action__buttons">
            <button ref={confirmRef} type="button" className="button" disabled={sending} onClick={() => void sendNow(asking.payload)}>
              {sending ? t('admin.stock.form.sending') : asking.confirm}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={sending}
              onClick={() => {
                setAsking(null);
                setFocusOn({ name: fields[0]?.name ?? 'send' });
              }}
            >
              {t('admin.form.back')}
            </button>
          </div>
        </div>
      ) : (
        <div className="admin-action__buttons">
          <button type="submit" name="send" className="button" disabled={sending}>
            {sending ? t('admin.stock.form.sending') : submitLabel}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('admin.form.close')}
          </button>
        </div>
      )}
    </form>
  );
}
