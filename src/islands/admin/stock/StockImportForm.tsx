import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { importStockCsv } from '../../../client/admin-stock.ts';
import type { ApiLineError } from '../../../client/api.ts';
import { translationsFor } from '../../../i18n/index.ts';
import { pageLocale } from '../../../i18n/page-locale.ts';
import { adminFailureMessage } from '../useAdminData.ts';

const t = translationsFor(pageLocale());

/** The API takes a stocktake of up to 1 MB (src/server/request-body.ts). */
const MAX_BYTES = 1024 * 1024;
const NOTE_MAX = 200;

interface Props {
  onClose: () => void;
  /** The counts were set: what to tell the admin. */
  onImported: (notice: string) => void;
}

type Errors = { file?: string; note?: string; form?: string; lines?: ApiLineError[] };

/**
 * Import counts: a CSV file and a note, a question naming the file, then the import. A refused
 * file changed nothing: the page says so and lists each wrong line by its number, and the cursor
 * goes to that list; a file too large or unreadable is refused before it is sent.
 */
export default function StockImportForm({ onClose, onImported }: Props) {
  const prefix = useId();
  const id = (name: string) => `${prefix}-${name}`;
  const [errors, setErrors] = useState<Errors>({});
  const [asking, setAsking] = useState<{ text: string; file: string; note: string } | null>(null);
  const [sending, setSending] = useState(false);
  const sendingNow = useRef(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    fileRef.current?.focus();
  }, []);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  /** Where the cursor goes once the errors are drawn: the problems' list exists only after that render. */
  const focusNext = useRef<(() => HTMLElement | null) | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    target?.()?.focus();
  });

  function show(next: Errors) {
    focusNext.current = () =>
      next.file ? fileRef.current : next.note ? noteRef.current : next.lines?.length ? problemsRef.current : sendRef.current;
    setErrors(next);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (asking || sendingNow.current) return;
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    const note = String(form.get('note') ?? '').trim();
    if (!(file instanceof File) || file.name === '') return show({ file: t('admin.stock.import.error.file') });
    if (file.size > MAX_BYTES) return show({ file: t('admin.stock.import.error.size') });
    let text: string;
    try {
      text = await file.text();
    } catch {
      return show({ file: t('admin.stock.import.error.read') });
    }
    setErrors({});
    setAsking({ text, file: file.name, note });
  }

  async function confirm() {
    if (!asking || sendingNow.current) return;
    sendingNow.current = true;
    setSending(true);
    const answer = await importStockCsv(asking.text, asking.note);
    sendingNow.current = false;
    setSending(false);
    setAsking(null);
    if (answer.ok) {
      const blank = answer.data.rows - answer.data.applied;
      const done = t('admin.stock.import.done', { count: answer.data.applied, file: asking.file });
      return onImported(blank > 0 ? `${done} ${t('admin.stock.import.blank', { count: blank })}` : done);
    }
    if (answer.field === 'note') return show({ note: adminFailureMessage(answer) });
    show({ form: adminFailureMessage(answer), ...(answer.lines ? { lines: answer.lines } : {}) });
  }

  return (
    <form className="admin-action stock-form stock-import" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={id('heading')}>
      <h3 id={id('heading')}>{t('admin.stock.import.heading')}</h3>
      <p className="admin-action__intro">{t('admin.stock.import.intro')}</p>
      <fieldset className="admin-action__fields" disabled={asking !== null}>
        <legend className="visually-hidden">{t('admin.stock.import.heading')}</legend>
        <div className="form-field">
          <label htmlFor={id('file')}>{t('admin.stock.import.file')}</label>
          <input
            ref={fileRef}
            id={id('file')}
            name="file"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={`${id('file-hint')} ${id('file-error')}`}
          />
          <p id={id('file-hint')} className="form-field__hint">
            {t('admin.stock.import.fileHint')}
          </p>
          <p id={id('file-error')} className="form-field__error">
            {errors.file}
          </p>
        </div>
        <div className="form-field">
          <label htmlFor={id('note')}>{t('admin.stock.import.note')}</label>
          <textarea
            ref={noteRef}
            id={id('note')}
            name="note"
            rows={2}
            maxLength={NOTE_MAX}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={`${id('note-hint')} ${id('note-error')}`}
          />
          <p id={id('note-hint')} className="form-field__hint">
            {t('admin.stock.import.noteHint')}
          </p>
          <p id={id('note-error')} className="form-field__error">
            {errors.note}
          </p>
        </div>
      </fieldset>
      <div className="admin-action__error" role="alert">
        {errors.form && <p>{errors.form}</p>}
      </div>
      {errors.lines && errors.lines.length > 0 && (
        <div ref={problemsRef} className="admin-warning stock-import__lines" tabIndex={-1} aria-labelledby={id('lines')}>
          <p id={id('lines')}>{t('admin.stock.import.lines')}</p>
          <ul>
            {errors.lines.map((problem, index) => (
              <li key={`${problem.line}-${index}`}>{t('admin.stock.import.line', { line: problem.line, message: problem.message })}</li>
            ))}
          </ul>
        </div>
      )}
      {asking ? (
        <div className="admin-action__confirm" role="group" aria-labelledby={id('question')}>
          <p id={id('question')}>{t('admin.stock.import.question', { file: asking.file })}</p>
          <div className="admin-action__buttons">
            <button ref={confirmRef} type="button" className="button" disabled={sending} onClick={() => void confirm()}>
              {sending ? t('admin.stock.import.sending') : t('admin.stock.import.confirm')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={sending}
              onClick={() => {
                setAsking(null);
                requestAnimationFrame(() => fileRef.current?.focus());
              }}
            >
              {t('admin.form.back')}
            </button>
          </div>
        </div>
      ) : (
        <div className="admin-action__buttons">
          <button ref={sendRef} type="submit" className="button">
            {t('admin.stock.import.submit')}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('admin.form.close')}
          </button>
        </div>
      )}
    </form>
  );
}
