import type { RefObject } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/**
 * The foot of an admin form that records money: its error, then either the question asked before
 * sending (confirm, or back to the amount) or the form's own buttons (submit, close). The cash
 * collection and the lay-by's payment at the shop share it.
 */
export function ConfirmStep(props: {
  prefix: string;
  error: string | undefined;
  question: string | null;
  sending: boolean;
  confirmRef: RefObject<HTMLButtonElement | null>;
  labels: { confirm: string; sending: string; submit: string };
  onConfirm: () => void;
  onBack: () => void;
  onClose: () => void;
}) {
  const { prefix, question, sending, labels } = props;
  return (
    <>
      <p className="admin-action__error" role="alert">
        {props.error}
      </p>
      {question !== null ? (
        <div className="admin-action__confirm" role="group" aria-labelledby={`${prefix}-question`}>
          <p id={`${prefix}-question`}>{question}</p>
          <div className="admin-action__buttons">
            <button ref={props.confirmRef} type="button" className="button" disabled={sending} onClick={props.onConfirm}>
              {sending ? labels.sending : labels.confirm}
            </button>
            <button type="button" className="button button--ghost" disabled={sending} onClick={props.onBack}>
              {t('admin.form.back')}
            </button>
          </div>
        </div>
      ) : (
        <div className="admin-action__buttons">
          <button type="submit" name="send" className="button">
            {labels.submit}
          </button>
          <button type="button" className="button button--ghost" onClick={props.onClose}>
            {t('admin.form.close')}
          </button>
        </div>
      )}
    </>
  );
}
